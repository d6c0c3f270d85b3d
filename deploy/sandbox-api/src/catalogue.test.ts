import {
  DOMAIN_PRODUCT_ID,
  hourlyOf,
  isProductId,
  isProductItemId,
  KUBER_CLOUD_LIMITS,
  KUBER_CLUSTER_LIMITS,
  PRODUCT,
  PRODUCT_ITEM,
  PRODUCT_ITEM_IDS,
  VM_CUSTOM_LIMITS,
} from '@portal/contracts';
import { openDb } from './db/open';
import { harness } from './test/harness';

// The catalogue's rules the portal relies on without reading them from the wire: hourly = monthly
// / 720, which item id is which unit, and the bounds of a custom size.

const db = openDb();
afterAll(() => db.close());

test('every bundle and item is charged at its monthly price / 720, the rule the portal shows; a domain extension at its yearly price / 8760', () => {
  for (const table of ['product_bundles', 'product_items']) {
    const rows = db.prepare(`SELECT id, product_id, price, hourly_price FROM ${table}`).all() as Array<{
      id: number;
      product_id: number;
      price: number;
      hourly_price: number;
    }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      // A domain is sold by the year: its item's price is yearly, its hours rounded up to whole Rial.
      const hourly = table === 'product_items' && r.product_id === DOMAIN_PRODUCT_ID ? Math.ceil(r.price / (365 * 24)) : hourlyOf(r.price);
      expect({ table, id: r.id, hourly: r.hourly_price }).toEqual({ table, id: r.id, hourly });
    }
  }
});

test('the item ids the portal knows each unit by, and the custom bounds its wizards use, are the catalogue', () => {
  const items = db.prepare('SELECT id, product_id, key, min, max FROM product_items').all() as Array<{
    id: number;
    product_id: number;
    key: string;
    min: number;
    max: number;
  }>;
  const byId = new Map(items.map((i) => [i.id, i]));
  // The product each group of units is listed under: a cluster's custom node is priced at the VM items.
  const productOf: Record<keyof typeof PRODUCT_ITEM_IDS, number> = {
    vm: PRODUCT.vm,
    kuberCluster: PRODUCT.vm,
    kuberCloud: PRODUCT.kuberCloud,
    vpc: PRODUCT.vpc,
    storage: PRODUCT.storage,
  };
  for (const [product, ids] of Object.entries(PRODUCT_ITEM_IDS))
    for (const [key, id] of Object.entries(ids)) expect(byId.get(id)).toMatchObject({ product_id: productOf[product as keyof typeof PRODUCT_ITEM_IDS], key });
  const bounds = (product: keyof typeof PRODUCT_ITEM_IDS, key: string) => {
    const i = byId.get((PRODUCT_ITEM_IDS[product] as Record<string, number>)[key])!;
    return { min: i.min, max: i.max };
  };
  for (const key of ['cpu', 'memory', 'disk', 'ipv4'] as const) expect(bounds('vm', key)).toEqual(VM_CUSTOM_LIMITS[key]);
  for (const key of ['cpu', 'memory', 'disk'] as const) {
    // A cluster node's own bounds (the contract's) lie within the server items' it is priced at.
    expect(KUBER_CLUSTER_LIMITS[key].min).toBeGreaterThanOrEqual(bounds('kuberCluster', key).min);
    expect(KUBER_CLUSTER_LIMITS[key].max).toBeLessThanOrEqual(bounds('kuberCluster', key).max);
    expect(bounds('kuberCloud', key)).toEqual(KUBER_CLOUD_LIMITS[key]);
  }
});

test("the catalogue is the provider's: its products 101-111 and, but for a domain's extensions, its item ids", () => {
  const products = db.prepare('SELECT id FROM products').pluck().all() as number[];
  expect(products.filter((id) => !isProductId(id))).toEqual([]);
  const bundleProducts = db.prepare('SELECT DISTINCT product_id FROM product_bundles').pluck().all() as number[];
  expect(bundleProducts.filter((id) => !isProductId(id))).toEqual([]);
  const items = db.prepare('SELECT id FROM product_items WHERE listed = 1 AND product_id != ?').pluck().all(DOMAIN_PRODUCT_ID) as number[];
  expect(items.filter((id) => !isProductItemId(id))).toEqual([]);
  expect(items).toEqual(
    expect.arrayContaining([
      PRODUCT_ITEM.vcpu,
      PRODUCT_ITEM.cloudDisk,
      PRODUCT_ITEM.freeDns,
      PRODUCT_ITEM.vpcIpv4,
      PRODUCT_ITEM.vpc10Rules,
      PRODUCT_ITEM.kuberCpu,
    ]),
  );
});

test("an item row is the provider's {id, name, price, unit}", async () => {
  const h = harness();
  try {
    const api = h.api(await h.login());
    expect((await api.get(`portal/product-item/list/${PRODUCT.vm}`)).json()[0]).toEqual({
      id: PRODUCT_ITEM.vcpu,
      name: 'هسته پردازنده',
      price: 1440000,
      unit: 'هسته',
    });
    expect((await api.get('portal/product-item/list/999')).json()).toEqual([]);
  } finally {
    await h.close();
  }
});
