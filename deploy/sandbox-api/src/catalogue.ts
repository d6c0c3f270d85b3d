import {
  api,
  hourlyOf,
  type BareMetalBundle,
  type Datacenter,
  type Endpoint,
  type KuberCloudBundle,
  type KuberClusterBundle,
  type ProductItem,
  type StorageBundle,
  type VmBundle,
  type VolumeBundle,
  type VpcBundle,
  type WebBundle,
} from '@portal/contracts';
import type { Db } from './db/open';
import { selectAll, selectOne, selectValue } from './db/query';

// The product catalogue as data: data centres, bundles and unit prices, read from the database
// alone, so resources, routes and the seed use it without the running core.

/** A bundle as the sandbox keeps it (all kinds in one table); the wire row of a kind is `BUNDLE_KINDS[kind].toWire`. */
export interface CatalogueBundle {
  id: number;
  productId: number;
  name: string;
  /** Monthly Rial. */
  price: number;
  /** What usage is charged at: `hourlyOf(price)`, the portal's one rule (a 720-hour month). */
  hourlyPrice: number;
  cpu: number | null;
  memory: number | null;
  /** GB */
  disk: number | null;
  /** GB per month, null when unmetered. */
  bandwidth: number | null;
  /** Public IPv4 addresses included. */
  ipv4: number | null;
  /** A VPC's rules, in tens. */
  rules10: number | null;
  /** A dedicated server's network port, Gbps. */
  networkPort: number | null;
}

interface BundleRow {
  id: number;
  product_id: number;
  name: string;
  price: number;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  bandwidth: number | null;
  ipv4: number | null;
  rules10: number | null;
  network_port: number | null;
}
const toBundle = (r: BundleRow): CatalogueBundle => ({
  id: r.id,
  productId: r.product_id,
  name: r.name,
  price: r.price,
  hourlyPrice: hourlyOf(r.price),
  cpu: r.cpu,
  memory: r.memory,
  disk: r.disk,
  bandwidth: r.bandwidth,
  ipv4: r.ipv4,
  rules10: r.rules10,
  networkPort: r.network_port,
});

/** A product kind whose bundles a resource is ordered from: its list endpoint and the wire row of one bundle. */
export interface BundleKind<Row = unknown> {
  kind: string;
  list: Endpoint<any, Row[], any, any>;
  toWire(b: CatalogueBundle): Row;
}
const bundleKind = <Row>(kind: string, list: Endpoint<any, Row[], any, any>, toWire: (b: CatalogueBundle) => Row): BundleKind<Row> => ({ kind, list, toWire });
const n = (v: number | null) => v ?? 0;

/** Every catalogue kind, each with the provider's row of its list (`portal/product-bundle/<kind>-list`). */
export const BUNDLE_KINDS = {
  vm: bundleKind<VmBundle>('vm', api.portal.vmBundleList, (b) => ({
    id: b.id,
    name: b.name,
    price: b.price,
    vCpu: n(b.cpu),
    vMemory: n(b.memory),
    vDisk: n(b.disk),
    ipv4: n(b.ipv4),
  })),
  volume: bundleKind<VolumeBundle>('volume', api.volume.bundleList, (b) => ({ id: b.id, name: b.name, price: b.price, vDisk: n(b.disk) })),
  storage: bundleKind<StorageBundle>('storage', api.portal.storageBundleList, (b) => ({ id: b.id, name: b.name, price: b.price, vDisk: n(b.disk) })),
  vpc: bundleKind<VpcBundle>('vpc', api.vpc.bundleList, (b) => ({ id: b.id, name: b.name, price: b.price, rules10: n(b.rules10), ipv4: n(b.ipv4) })),
  // A hosting plan's quantity is its web space, GB.
  web: bundleKind<WebBundle>('web', api.webHost.bundleList, (b) => ({ id: b.id, name: b.name, price: b.price, quantity: n(b.disk) })),
  'kuber-cluster': bundleKind<KuberClusterBundle>('kuber-cluster', api.kubernetes.clusterBundleList, (b) => ({
    id: b.id,
    name: b.name,
    price: b.price,
    vCpu: n(b.cpu),
    vMemory: n(b.memory),
    vDisk: n(b.disk),
    ipv4: n(b.ipv4),
  })),
  // A namespace runs ten pods per core.
  'kuber-cloud': bundleKind<KuberCloudBundle>('kuber-cloud', api.kubernetes.cloudBundleList, (b) => ({
    id: b.id,
    name: b.name,
    price: b.price,
    kuberCpu: n(b.cpu),
    kuberMemory: n(b.memory),
    kuberDisk: n(b.disk),
    kuber10Pods: n(b.cpu),
  })),
  'bare-metal': bundleKind<BareMetalBundle>('bare-metal', api.portal.bareMetalBundleList, (b) => ({
    id: b.id,
    name: b.name,
    price: b.price,
    physicalCpu: n(b.cpu),
    physicalMemory: n(b.memory),
    physicalDisk: n(b.disk),
    networkPort: n(b.networkPort),
    bareMetalIpv4: n(b.ipv4),
  })),
} satisfies Record<string, BundleKind<any>>;

// A bundle names its kind itself: cloud disks' bundles sit under the VM product, as the provider has no product of their own.
const BUNDLES_OF_KIND = 'SELECT b.* FROM product_bundles b WHERE b.kind = ?';

/** Bundles of one product kind ('vm', 'volume', 'storage', 'bare-metal'), in catalogue order. */
export function bundlesOfKind(db: Db, kind: string): CatalogueBundle[] {
  return selectAll<BundleRow>(db, `${BUNDLES_OF_KIND} ORDER BY b.sort, b.id`, kind).map(toBundle);
}

/** A bundle, only if it belongs to `kind`: a server bundle is not a valid storage or bare-metal order. */
export function bundleOfKind(db: Db, kind: string, id: unknown): CatalogueBundle | undefined {
  const row = selectOne<BundleRow>(db, `${BUNDLES_OF_KIND} AND b.id = ?`, kind, id);
  return row && toBundle(row);
}

/** The data centres as the provider lists them (the sandbox has no pictures of them: photoName is null). */
export const datacenters = (db: Db): Datacenter[] => selectAll<Datacenter>(db, 'SELECT id, name, NULL AS photoName FROM datacenters ORDER BY id');

/** The data centre's name every resource contract shows next to its id. */
export const datacenterName = (db: Db, id: unknown) => selectValue<string>(db, 'SELECT name FROM datacenters WHERE id = ?', id)!;

export const datacenterSlug = (db: Db, id: unknown) => selectValue<string>(db, 'SELECT slug FROM datacenters WHERE id = ?', id)!;

/** A unit of a custom size as the sandbox keeps it: `key` and the bounds are its own (the wire row is {id, name, price, unit}). */
export interface CatalogueItem {
  id: number;
  productId: number;
  key: string;
  name: string;
  unit: string;
  /** Monthly Rial per unit. */
  price: number;
  /** `hourlyOf(price)`. */
  hourlyPrice: number;
  min: number;
  max: number;
}

/**
 * Unit prices and limits of a custom-sized product (a server's cores, memory, disk, addresses), by
 * the provider's product id (`PRODUCT`); an item that prices a part only (a VPC's load balancer) is not listed.
 */
export function productItems(db: Db, productId: number): CatalogueItem[] {
  const rows = selectAll<Record<string, unknown>>(db, 'SELECT * FROM product_items WHERE product_id = ? AND listed = 1 ORDER BY id', productId);
  return rows.map((r) => ({
    id: r.id as number,
    productId: r.product_id as number,
    key: r.key as string,
    name: r.name as string,
    unit: r.unit as string,
    price: r.price as number,
    hourlyPrice: hourlyOf(r.price as number),
    min: r.min as number,
    max: r.max as number,
  }));
}

/** The provider's item row. */
export const itemToWire = (i: CatalogueItem): ProductItem => ({ id: i.id, name: i.name, price: i.price, unit: i.unit });
