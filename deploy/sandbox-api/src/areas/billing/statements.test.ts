import { PRODUCT, type CustomerProduct } from '@portal/contracts';
import { ledgerProblems } from './ledger-invariant';
import { walletBalanceOf } from './summary';
import { DEMO_CREDENTIALS } from '../../seed';
import { harness, type Client, type Harness } from '../../test/harness';

// My services (financial/customer-product/list, ours), bills with their months (financial/bill/...,
// financial/calculate-month/list) and orders (financial/order/...): what the demo shows and who may
// read what.

let h: Harness;
let api: Client;
let other: Client;

beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
  other = h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password));
});
afterEach(async () => {
  expect(ledgerProblems(h.db)).toEqual([]);
  await h.close();
});

describe('my services', () => {
  test('every resource of every project with its type, status, monthly cost and page; the total adds up', async () => {
    const res = await api.get('financial/customer-product/list');
    expect(res.statusCode).toBe(200);
    const { items, monthlyTotal } = res.json() as { items: CustomerProduct[]; monthlyTotal: number };
    const byName = (name: string) => items.find((i) => i.name === name)!;
    const web = byName('web-1');
    expect(web).toMatchObject({
      kind: 'vm-host',
      typeName: 'سرور ابری',
      status: 'فعال',
      statusId: 2,
      projectName: 'پروژه اصلی',
      path: `/vm/${web.projectId}/${web.id}/specification`,
    });
    // a server's own price, its disk and storage each on their own line
    expect(web.monthlyCost).toBe(web.hourlyCost * 720);
    expect(byName('data-1')).toMatchObject({ kind: 'volume-host', path: expect.stringMatching(/^\/block-storage\/\d+\/\d+\/specification$/) });
    expect(byName('backups')).toMatchObject({ kind: 'storage-host', path: expect.stringMatching(/^\/storage\/\d+\/\d+$/) });
    expect(byName('test-bucket').projectName).toBe('پروژه آزمایشی');
    // a web host is named by its domain and links to the web-host page
    const site = byName('blog.shop-demo.ir');
    expect(site).toMatchObject({ kind: 'web-host', typeName: 'میزبانی وب', path: `/web-host/${site.projectId}/${site.id}` });
    expect(site.monthlyCost).toBeGreaterThan(0);
    // a free resource is listed at 0; an SSH key is not a service
    expect(byName('office-lan')).toMatchObject({ kind: 'network', monthlyCost: 0 });
    expect(items.some((i) => i.kind === 'ssh-key')).toBe(false);
    const kinds = new Set(items.map((i) => i.kind));
    for (const k of [
      'vm-host',
      'volume-host',
      'storage-host',
      'vpc-host',
      'kuber-cluster',
      'kuber-host',
      'dns-cdn-host',
      'domain',
      'web-host',
      'bare-metal-host',
      'colocation-host',
    ])
      expect(kinds).toContain(k);
    expect(monthlyTotal).toBe(items.reduce((n, i) => n + i.monthlyCost, 0));
    // What the list charges per hour is what an hour of billing takes from the wallet.
    const before = walletBalanceOf(h.db, 1);
    h.time.advance(60 * 60_000);
    h.chargeHourly();
    expect(before - walletBalanceOf(h.db, 1)).toBe(items.reduce((n, i) => n + i.hourlyCost, 0));
  });

  test("a cluster's nodes are priced into the cluster, not listed on their own", async () => {
    const { items } = (await api.get('financial/customer-product/list')).json() as { items: CustomerProduct[] };
    const cluster = items.find((i) => i.kind === 'kuber-cluster')!;
    const nodes = h.db.prepare('SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ?').pluck().get(cluster.id) as number;
    expect(nodes).toBeGreaterThan(0);
    expect(items.some((i) => i.kind === 'kuber-node')).toBe(false);
    expect(cluster.hourlyCost).toBeGreaterThan(0);
  });

  test('only the caller’s resources: another customer sees its own, a sub-user only the projects given to them', async () => {
    const mine = (await api.get('financial/customer-product/list')).json().items as CustomerProduct[];
    const theirs = (await other.get('financial/customer-product/list')).json().items as CustomerProduct[];
    expect(theirs.map((i) => i.name)).toEqual(['other-bucket']);
    expect(mine.some((i) => i.name === 'other-bucket')).toBe(false);
    const member = h.api(await h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    const seen = (await member.get('financial/customer-product/list')).json().items as CustomerProduct[];
    expect(new Set(seen.map((i) => i.projectName))).toEqual(new Set(['پروژه آزمایشی']));
    expect((await h.api().get('financial/customer-product/list')).statusCode).toBe(401);
  });
});

interface Bill {
  id: number;
  calculateMonthId: number;
  calculateMonth: string;
  fromDate: string;
  toDate: string;
  billDate: string;
  netPrice: number;
  vat: number;
  totalPrice: number;
}
interface BillOrder {
  product: string;
  order: string;
  orderId: number;
  orderPrice: number;
  orderItems: Array<{ duration: number; price: number; quantity: number }>;
}

/** What the ledger says the month's hourly usage cost. */
const usageIn = (b: Bill, customerId = 1) =>
  0 -
  (h.db
    .prepare("SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE customer_id = ? AND kind = 'charge' AND created_at >= ? AND created_at < ?")
    .pluck()
    .get(customerId, Date.parse(b.fromDate), Date.parse(b.toDate)) as number);

describe('bills', () => {
  test('one bill per month, newest first, each the month’s hourly usage; the short list and the months say the same', async () => {
    const bills = (await api.get('financial/bill/list')).json() as Bill[];
    expect(bills.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i + 1 < bills.length; i++) {
      expect(bills[i]!.fromDate).toBe(bills[i + 1]!.toDate);
      expect(bills[i]!.id).toBeGreaterThan(bills[i + 1]!.id);
    }
    for (const b of bills) {
      expect(b.calculateMonthId).toBe(b.id);
      expect(b.totalPrice).toBe(b.netPrice + b.vat);
      expect(b.netPrice).toBe(usageIn(b));
    }
    // the trial server of the first weeks was charged in the closed months
    expect(bills.slice(1).some((b) => b.netPrice > 0)).toBe(true);
    expect(bills[0]!.calculateMonth).toMatch(/^[\u0600-\u06FF]+ [۰-۹]{4}$/);
    expect(Date.parse(bills[0]!.billDate)).toBeLessThanOrEqual(h.time.now().getTime());
    expect((await api.get('financial/bill/short-list')).json()).toEqual(bills.map((b) => ({ id: b.id, billDate: b.billDate, totalPrice: b.totalPrice })));
    expect((await api.get('financial/calculate-month/list')).json()).toEqual(bills.map((b) => ({ id: b.id, name: b.calculateMonth })));
  });

  test('a bill has one line per charged resource, its charges as items, adding up to the bill', async () => {
    const bills = (await api.get('financial/bill/list')).json() as Bill[];
    const charged = bills.find((b) => b.id !== bills[0]!.id && b.netPrice > 0)!;
    const res = await api.get(`financial/bill/get/${charged.id}`);
    expect(res.statusCode).toBe(200);
    const bill = res.json() as { name: string; netPrice: number; vat: number; totalPrice: number; billOrders: BillOrder[] };
    expect(bill).toMatchObject({
      id: charged.id,
      name: charged.calculateMonth,
      netPrice: charged.netPrice,
      vat: 0,
      totalPrice: charged.totalPrice,
      fromDate: charged.fromDate,
    });
    expect(bill.billOrders.length).toBeGreaterThan(0);
    expect(bill.billOrders.reduce((n, o) => n + o.orderPrice, 0)).toBe(bill.netPrice);
    for (const o of bill.billOrders) {
      expect(o.product).toBe('سرور ابری');
      expect(o.orderItems.reduce((n, i) => n + i.price, 0)).toBe(o.orderPrice);
      for (const i of o.orderItems) expect(i.duration).toBeGreaterThan(0);
    }
  });

  test("an hour of usage lands in the open month's bill", async () => {
    const before = (await api.get('financial/bill/list')).json()[0] as Bill;
    const wallet = walletBalanceOf(h.db, 1);
    h.time.advance(60 * 60_000);
    h.chargeHourly();
    const after = (await api.get(`financial/bill/get/${before.id}`)).json();
    if (after.toDate === before.toDate) expect(after.netPrice - before.netPrice).toBe(wallet - walletBalanceOf(h.db, 1));
    expect(after.billOrders.some((o: BillOrder) => o.order === 'web-1')).toBe(true);
  });

  test('the download is the month’s wallet statement: the opening balance, the entries and the closing balance', async () => {
    const bills = (await api.get('financial/bill/list')).json() as Bill[];
    const entries = (b: Bill) =>
      h.db
        .prepare('SELECT amount FROM wallet_entries WHERE customer_id = 1 AND created_at >= ? AND created_at < ?')
        .pluck()
        .all(Date.parse(b.fromDate), Date.parse(b.toDate)) as number[];
    const csv = async (b: Bill) => {
      const res = await api.get(`financial/bill/list-download/${b.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      expect(res.headers['content-disposition']).toContain(`bill-${b.id}.csv`);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n') as string[];
    };
    const oldest = bills[bills.length - 1]!;
    const first = await csv(oldest);
    expect(first).toHaveLength(entries(oldest).length + 3);
    expect(first[1]).toContain('مانده ابتدای ماه');
    expect(first[1]!.endsWith(',0')).toBe(true);
    expect(first[first.length - 1]!.endsWith(`,${entries(oldest).reduce((n, a) => n + a, 0)}`)).toBe(true);
    const open = await csv(bills[0]!);
    expect(open[open.length - 1]).toContain('مانده پایان ماه');
    expect(open[open.length - 1]!.endsWith(`,${walletBalanceOf(h.db, 1)}`)).toBe(true);
  });

  test('a month outside the customer’s history or a malformed id is 404; another customer’s months are its own', async () => {
    expect((await api.get('financial/bill/get/130001')).statusCode).toBe(404);
    expect((await api.get('financial/bill/get/abc')).statusCode).toBe(404);
    expect((await api.get('financial/bill/list-download/130001')).statusCode).toBe(404);
    const mine = (await api.get('financial/bill/list')).json() as Bill[];
    const theirs = (await other.get('financial/bill/list')).json() as Bill[];
    const otherId = h.db.prepare('SELECT customer_id FROM users WHERE email = ?').pluck().get(DEMO_CREDENTIALS.other.email) as number;
    for (const b of theirs) expect(b.netPrice).toBe(usageIn(b, otherId));
    expect(theirs.map((b) => b.netPrice)).not.toEqual(mine.slice(0, theirs.length).map((b) => b.netPrice));
  });
});

interface OrderRow {
  id: number;
  name: string;
  product: string;
  productId: number;
  order: string;
  status: string;
  createDate: string;
}

describe('orders', () => {
  test('the short list has every order newest first; the per-product list only that product, with its state', async () => {
    const all = (await api.get('financial/order/short-list')).json() as OrderRow[];
    for (let i = 0; i + 1 < all.length; i++) expect(all[i]!.createDate >= all[i + 1]!.createDate).toBe(true);
    expect(all[0]!.order).toMatch(/^ORD-\d+$/);
    const servers = (await api.get(`financial/order/list/${PRODUCT.vm}`)).json() as OrderRow[];
    expect(servers.length).toBe(all.filter((o) => o.product === 'سرور ابری').length);
    expect(servers.every((o) => o.productId === PRODUCT.vm && o.product === 'سرور ابری')).toBe(true);
    expect(new Set(servers.map((o) => o.status))).toEqual(new Set(['تحویل‌شده', 'لغوشده']));
    expect((await api.get('financial/order/list/999')).statusCode).toBe(404);
    expect((await api.get('financial/order/list/x')).statusCode).toBe(404);
  });

  test('paying the invoice of an order waiting for it moves the order to processing', async () => {
    const waiting = h.db
      .prepare("SELECT id, product_id, invoice_id FROM orders WHERE customer_id = 1 AND state = 'pendingPayment' AND amount < 3000000")
      .get() as { id: number; product_id: number; invoice_id: number };
    const statusOf = async () => ((await api.get(`financial/order/list/${waiting.product_id}`)).json() as OrderRow[]).find((o) => o.id === waiting.id)!.status;
    expect(await statusOf()).toBe('در انتظار پرداخت');
    expect((await api.post('financial/invoice/pay', { id: waiting.invoice_id })).statusCode).toBe(200);
    expect(await statusOf()).toBe('در حال آماده‌سازی');
  });

  test('another customer sees only its own orders', async () => {
    const theirs = (await other.get('financial/order/short-list')).json() as OrderRow[];
    expect(theirs.map((o) => o.name)).toEqual(['فضای ذخیره‌سازی other-bucket']);
    const mine = (await api.get('financial/order/short-list')).json() as OrderRow[];
    expect(mine.some((o) => o.name.includes('other-bucket'))).toBe(false);
  });
});
