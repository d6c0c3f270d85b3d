import type { Datacenter, ProductBundle, ProductItem } from '@portal/contracts';
import type { Db } from './db/open';

// The product catalogue as data: data centres, bundles and unit prices, read from the database
// alone, so resources, routes and the seed use it without the running core.

interface BundleRow {
  id: number;
  product_id: number;
  name: string;
  price: number;
  hourly_price: number;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  bandwidth: number | null;
}
const toBundle = (r: BundleRow): ProductBundle => ({
  id: r.id,
  productId: r.product_id,
  name: r.name,
  price: r.price,
  hourlyPrice: r.hourly_price,
  cpu: r.cpu,
  memory: r.memory,
  disk: r.disk,
  bandwidth: r.bandwidth,
});

const BUNDLES_OF_KIND = 'SELECT b.* FROM product_bundles b JOIN products p ON p.id = b.product_id WHERE p.kind = ?';

/** Bundles of one product kind ('vm', 'volume', 'storage', 'bare-metal'), in catalogue order. */
export function bundlesOfKind(db: Db, kind: string): ProductBundle[] {
  return (db.prepare(`${BUNDLES_OF_KIND} ORDER BY b.sort, b.id`).all(kind) as BundleRow[]).map(toBundle);
}

/** A bundle, only if it belongs to `kind`: a server bundle is not a valid storage or bare-metal order. */
export function bundleOfKind(db: Db, kind: string, id: unknown): ProductBundle | undefined {
  const row = db.prepare(`${BUNDLES_OF_KIND} AND b.id = ?`).get(kind, id) as BundleRow | undefined;
  return row && toBundle(row);
}

export const datacenters = (db: Db): Datacenter[] => db.prepare('SELECT id, name, city FROM datacenters ORDER BY id').all() as Datacenter[];

/** The data centre's name every resource contract shows next to its id. */
export const datacenterName = (db: Db, id: unknown) => db.prepare('SELECT name FROM datacenters WHERE id = ?').pluck().get(id) as string;

export const datacenterSlug = (db: Db, id: unknown) => db.prepare('SELECT slug FROM datacenters WHERE id = ?').pluck().get(id) as string;

/** Unit prices and limits of a custom-sized product (a server's cores, memory, disk, addresses). */
export function productItems(db: Db, productId: number): ProductItem[] {
  const rows = db.prepare('SELECT * FROM product_items WHERE product_id = ? ORDER BY id').all(productId) as Array<Record<string, unknown>>;
  return rows.map((r) => ({
    id: r.id as number,
    productId: r.product_id as number,
    key: r.key as ProductItem['key'],
    name: r.name as string,
    unit: r.unit as string,
    price: r.price as number,
    hourlyPrice: r.hourly_price as number,
    min: r.min as number,
    max: r.max as number,
  }));
}
