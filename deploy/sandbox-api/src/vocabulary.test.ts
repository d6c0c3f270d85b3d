// The sandbox's answers speak the provider's vocabularies (@portal/contracts vocabulary): every GET
// of the document is called on the seeded demo, and every value that names a state or an id is
// held to its table: a `status` is the provider's word of its `statusId`, every id is one of the
// table's, power and network are the provider's words. Then the seeded catalogue prices every
// wizard and the calculator through the portal's own price functions.
import {
  bundlePrice,
  clusterPrice,
  customPrice,
  dnsPrice,
  DOMAIN_PRODUCT_ID,
  INVOICE_STATUS,
  ISSUE_PRIORITIES,
  ISSUE_STATUS,
  ISSUE_STATUS_WORDS,
  isProductId,
  isProductItemId,
  NETWORK_STATUS,
  PAYMENT_STATUS,
  POWER_STATUS,
  PRODUCT,
  PRODUCT_ITEM_IDS,
  SERVICE_STATUS,
  SERVICE_STATUS_WORDS,
  SNAPSHOT_STATUS,
  SNAPSHOT_STATUS_WORDS,
  storagePrice,
  vmPrice,
  volumePrice,
  vpcPrice,
  type KubernetesPrice,
  type ProductItem,
} from '@portal/contracts';
import doc from '@portal/contracts/openapi/portal-api.json';
import { harness, type Client, type Harness } from './test/harness';
import { fillPath, firstId } from './test/wire-operations';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** GETs whose `statusId` is not a service's: a customer's own state (its table is not the services'). */
const OTHER_STATE_TABLES = new Set(['/api/my/customer/get']);
/** A server snapshot's list row names its snapshot state `statusId` (the snapshot table). */
const isVmSnapshotList = (path: string) => /^\/api\/my\/vm\/\{projectId\}\/host\/\{vmHostId\}\/snapshot\//.test(path);
/** Answers that carry a service's `status` alone (no id beside it): the word must still be the provider's. */
const SERVICE_WORD_ALONE = [/^\/api\/my\/colocation\/\{projectId\}\/host\/get\//, /^\/api\/my\/vm\/\{projectId\}\/volume\/\{vmVolumeHostId\}\/backup\/get\//];

const words = (table: Readonly<Record<number, string>>) => new Set(Object.values(table));
const SERVICE_WORDS = words(SERVICE_STATUS_WORDS);

interface Tally {
  checked: number;
  byField: Record<string, number>;
  problems: string[];
}

function checkObject(o: Obj, path: string, t: Tally) {
  const ok = (field: string, good: boolean, what: string) => {
    t.checked++;
    t.byField[field] = (t.byField[field] ?? 0) + 1;
    if (!good) t.problems.push(`${path}: ${field} ${what}`);
  };
  const num = (v: Json | undefined): v is number => typeof v === 'number';
  if (num(o.statusId) && !OTHER_STATE_TABLES.has(path)) {
    const [table, wordsOf] = isVmSnapshotList(path) ? [SNAPSHOT_STATUS, SNAPSHOT_STATUS_WORDS] : [SERVICE_STATUS, SERVICE_STATUS_WORDS];
    ok('statusId', o.statusId in table, `${o.statusId} is not in its table`);
    if (typeof o.status === 'string')
      ok('status', o.status === (wordsOf as Record<number, string>)[o.statusId], `"${o.status}" is not the provider's word of ${o.statusId}`);
  } else if (typeof o.status === 'string' && SERVICE_WORD_ALONE.some((re) => re.test(path))) {
    ok('status', SERVICE_WORDS.has(o.status), `"${o.status}" is not one of the provider's service words`);
  }
  if (num(o.vmSnapshotStatusId)) {
    ok('vmSnapshotStatusId', o.vmSnapshotStatusId in SNAPSHOT_STATUS, `${o.vmSnapshotStatusId} is not a snapshot state`);
    if (typeof o.vmSnapshotStatus === 'string')
      ok(
        'vmSnapshotStatus',
        o.vmSnapshotStatus === SNAPSHOT_STATUS_WORDS[o.vmSnapshotStatusId as keyof typeof SNAPSHOT_STATUS_WORDS],
        `"${o.vmSnapshotStatus}" is not the word of ${o.vmSnapshotStatusId}`,
      );
  }
  if (num(o.issueStatusId)) {
    ok('issueStatusId', o.issueStatusId in ISSUE_STATUS, `${o.issueStatusId} is not a ticket state`);
    if (typeof o.issueStatus === 'string')
      ok(
        'issueStatus',
        o.issueStatus === ISSUE_STATUS_WORDS[o.issueStatusId as keyof typeof ISSUE_STATUS_WORDS],
        `"${o.issueStatus}" is not the word of ${o.issueStatusId}`,
      );
  } else if (typeof o.issueStatus === 'string') {
    ok('issueStatus', words(ISSUE_STATUS_WORDS).has(o.issueStatus), `"${o.issueStatus}" is not a ticket word`);
  }
  if (num(o.issuePriorityId))
    ok('issuePriorityId', (ISSUE_PRIORITIES as readonly number[]).includes(o.issuePriorityId), `${o.issuePriorityId} is not a priority`);
  if (num(o.invoiceStatusId)) ok('invoiceStatusId', o.invoiceStatusId in INVOICE_STATUS, `${o.invoiceStatusId} is not an invoice state`);
  if (num(o.paymentStatusId)) ok('paymentStatusId', o.paymentStatusId in PAYMENT_STATUS, `${o.paymentStatusId} is not a payment state`);
  if (o.powerStatus !== undefined)
    ok('powerStatus', Object.values(POWER_STATUS).includes(o.powerStatus as never), `"${o.powerStatus}" is not the provider's word`);
  if (o.networkStatus !== undefined)
    ok('networkStatus', Object.values(NETWORK_STATUS).includes(o.networkStatus as never), `"${o.networkStatus}" is not the provider's word`);
  if (num(o.productId)) ok('productId', isProductId(o.productId), `${o.productId} is not a product`);
  if (num(o.productItemId)) ok('productItemId', isProductItemId(o.productItemId), `${o.productItemId} is not a product item`);
  if (num(o.kubernetesManagementItemId))
    ok('kubernetesManagementItemId', isProductItemId(o.kubernetesManagementItemId), `${o.kubernetesManagementItemId} is not a product item`);
  // The unit-price rows of kubernetes-price are product items by their `id`.
  if (Array.isArray(o.vmProductItemsPrice))
    for (const row of o.vmProductItemsPrice as Obj[]) ok('productItem id', isProductItemId(row.id as number), `${row.id} is not a product item`);
}

function walk(node: Json, path: string, t: Tally) {
  if (Array.isArray(node)) for (const n of node) walk(n, path, t);
  else if (node && typeof node === 'object') {
    checkObject(node, path, t);
    for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v, path, t);
  }
}

let h: Harness;
let api: Client;
let token: string;
beforeAll(async () => {
  h = harness();
  token = await h.login();
  api = h.api(token);
});
afterAll(() => h.close());

const json = async (path: string) => {
  const res = await api.get(path);
  expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
  return res.json();
};

it("every GET of the seeded demo speaks the provider's vocabularies", async () => {
  const projectId = (await firstId(h, token, '/api/my/project/list')) ?? '1';
  const gets = Object.entries((doc as { paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, unknown> }> } }> }).paths)
    .filter(([, item]) => item.get?.responses?.['200']?.content?.['application/json'])
    .map(([path]) => path);
  const t: Tally = { checked: 0, byField: {}, problems: [] };
  let answered = 0;
  for (const path of gets) {
    const url = await fillPath(h, token, path, projectId);
    if (!url) continue;
    const res = await api.get(url);
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
    answered++;
    walk(res.json(), path, t);
    // A `get/{id}` beside a list is asked for every row of the list, so each seeded state is seen in its detail too.
    const list = path.endsWith('/get/{id}') ? await fillPath(h, token, path.replace(/get\/\{id\}$/, 'list'), projectId) : null;
    const rows = list ? await api.get(list) : null;
    if (rows?.statusCode !== 200 || !Array.isArray(rows.json())) continue;
    for (const row of (rows.json() as Obj[]).slice(1)) {
      const detail = await api.get(url.replace(/\/[^/]+$/, `/${row.id}`));
      if (detail.statusCode === 200) walk(detail.json(), path, t);
    }
  }
  // Every product's unit list: its rows are the provider's items (a domain's extensions are the registry's own).
  for (const productId of Object.values(PRODUCT).filter((id) => id !== DOMAIN_PRODUCT_ID)) {
    for (const row of (await json(`portal/product-item/list/${productId}`)) as ProductItem[]) {
      t.checked++;
      t.byField['productItem id'] = (t.byField['productItem id'] ?? 0) + 1;
      if (!isProductItemId(row.id)) t.problems.push(`product-item/list/${productId}: ${row.id} is not a product item`);
    }
  }
  console.log(
    [
      `GETs answered on the seeded demo: ${answered} of ${gets.length}; values held to the provider's tables: ${t.checked}`,
      ...Object.entries(t.byField).map(([field, n]) => `  ${field}: ${n}`),
      ...t.problems,
    ].join('\n'),
  );
  expect(t.problems).toEqual([]);
  // The demo shows services in several states, servers on and off, tickets, invoices and payments.
  for (const field of [
    'statusId',
    'status',
    'powerStatus',
    'networkStatus',
    'issueStatusId',
    'invoiceStatusId',
    'paymentStatusId',
    'productId',
    'productItem id',
  ])
    expect({ field, seen: (t.byField[field] ?? 0) > 0 }).toEqual({ field, seen: true });
  expect(t.checked).toBeGreaterThan(150);
});

it('the seeded catalogue prices every wizard and the calculator from the provider’s product and item ids', async () => {
  const items = async (productId: number) => (await json(`portal/product-item/list/${productId}`)) as ProductItem[];
  const [vmItems, cloudItems, storageItems, dnsItems, vpcItems] = await Promise.all(
    [PRODUCT.vm, PRODUCT.kuberCloud, PRODUCT.storage, PRODUCT.dns, PRODUCT.vpc].map(items),
  );
  const vmBundles = await json('portal/product-bundle/vm-list');
  const clusterBundles = await json('portal/product-bundle/kuber-cluster-list');
  const kubernetesPrice = (await json('portal/product-item/kubernetes-price/2')) as KubernetesPrice;
  const bundles = await Promise.all(
    ['portal/product-bundle/storage-list', 'portal/product-bundle/vpc-list', 'portal/product-bundle/web-list', 'portal/product-bundle/kuber-cloud-list'].map(
      json,
    ),
  );

  const prices = {
    vmCustom: vmPrice({ isPredefined: false, bundle: undefined, custom: { cpu: 2, memory: 4, disk: 80 }, ipv4: 1 }, vmItems),
    vmBundle: vmPrice({ isPredefined: true, bundle: vmBundles[0], custom: { cpu: 0, memory: 0, disk: 0 }, ipv4: 2 }, vmItems),
    clusterBundle: clusterPrice({ isPredefined: true, bundle: clusterBundles[0], custom: { cpu: 0, memory: 0, disk: 0 }, workers: 2 }, kubernetesPrice),
    clusterCustom: clusterPrice({ isPredefined: false, bundle: undefined, custom: { cpu: 2, memory: 4, disk: 50 }, workers: 2 }, kubernetesPrice),
    namespaceCustom: customPrice(cloudItems, PRODUCT_ITEM_IDS.kuberCloud, { cpu: 2, memory: 2, disk: 25 }),
    storageCustom: storagePrice(storageItems, 100),
    dns: dnsPrice(dnsItems, 10_000),
    vpcCustom: vpcPrice(vpcItems, { publicIp: 2, rules10: 1 }),
    volume: volumePrice(100),
    ...Object.fromEntries(bundles.map((list, i) => [`bundle${i}`, bundlePrice(list[0])])),
  };
  for (const [what, price] of Object.entries(prices))
    expect({ what, monthly: typeof price?.monthly, hourly: typeof price?.hourly }).toEqual({ what, monthly: 'number', hourly: 'number' });
  // A server's custom size at the provider's item ids: 2 × vCPU (101) + 4 × memory (102) + 80 × disk (103) + 1 IPv4 (104).
  const unit = (id: number) => vmItems.find((i) => i.id === id)!.price;
  expect(prices.vmCustom!.monthly).toBe(2 * unit(101) + 4 * unit(102) + 80 * unit(103) + unit(104));
  expect(prices.storageCustom!.monthly).toBe(100 * storageItems.find((i) => i.id === 110)!.price);
});
