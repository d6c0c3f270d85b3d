import type { CustomerProduct } from '@portal/contracts';
import { ledgerProblems } from './ledger-invariant';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Client, type Harness } from '../test/harness';

// My services (financial/calculate-month/list), bills (financial/bill/...) and orders
// (financial/order/...): what the demo shows and who may read what.

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
    const res = await api.get('financial/calculate-month/list');
    expect(res.statusCode).toBe(200);
    const { items, monthlyTotal } = res.json() as { items: CustomerProduct[]; monthlyTotal: number };
    const byName = (name: string) => items.find((i) => i.name === name)!;
    const web = byName('web-1');
    expect(web).toMatchObject({ kind: 'vm-host', typeName: 'سرور ابری', status: 'active', projectName: 'پروژه اصلی', path: `/vm/${web.projectId}/${web.id}/specification` });
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
    for (const k of ['vm-host', 'volume-host', 'storage-host', 'vpc-host', 'kuber-cluster', 'kuber-host', 'dns-cdn-host', 'domain', 'web-host', 'bare-metal-host', 'colocation-host']) expect(kinds).toContain(k);
    expect(monthlyTotal).toBe(items.reduce((n, i) => n + i.monthlyCost, 0));
    // What the list charges per hour is what an hour of billing takes from the wallet.
    const { walletBalance } = (await api.get('dashboard/financial')).json();
    h.time.advance(60 * 60_000);
    h.chargeHourly();
    const after = (await api.get('dashboard/financial')).json();
    expect(walletBalance - after.walletBalance).toBe(items.reduce((n, i) => n + i.hourlyCost, 0));
  });

  test("a cluster's nodes are priced into the cluster, not listed on their own", async () => {
    const { items } = (await api.get('financial/calculate-month/list')).json() as { items: CustomerProduct[] };
    const cluster = items.find((i) => i.kind === 'kuber-cluster')!;
    const nodes = h.db.prepare('SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ?').pluck().get(cluster.id) as number;
    expect(nodes).toBeGreaterThan(0);
    expect(items.some((i) => i.kind === 'kuber-node')).toBe(false);
    expect(cluster.hourlyCost).toBeGreaterThan(0);
  });

  test('only the caller’s resources: another customer sees its own, a sub-user only the projects given to them', async () => {
    const mine = (await api.get('financial/calculate-month/list')).json().items as CustomerProduct[];
    const theirs = (await other.get('financial/calculate-month/list')).json().items as CustomerProduct[];
    expect(theirs.map((i) => i.name)).toEqual(['other-bucket']);
    expect(mine.some((i) => i.name === 'other-bucket')).toBe(false);
    const member = h.api(await h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    const seen = (await member.get('financial/calculate-month/list')).json().items as CustomerProduct[];
    expect(new Set(seen.map((i) => i.projectName))).toEqual(new Set(['پروژه آزمایشی']));
    expect((await h.api().get('financial/calculate-month/list')).statusCode).toBe(401);
  });
});

interface Bill {
  id: number;
  title: string;
  open: boolean;
  openingBalance: number;
  closingBalance: number;
  credits: number;
  debits: number;
  entryCount: number;
  periodStart: string;
  periodEnd: string;
}

describe('bills', () => {
  test('one statement per month, newest first, at least two closed months; each opens where the previous closed and the last closes at the balance', async () => {
    const bills = (await api.get('financial/bill/list')).json() as Bill[];
    expect(bills.length).toBeGreaterThanOrEqual(3);
    expect(bills[0]!.open).toBe(true);
    expect(bills.filter((b) => !b.open).length).toBeGreaterThanOrEqual(2);
    const balance = (await api.get('financial/wallet/get-balance')).json().balance;
    expect(bills[0]!.closingBalance).toBe(balance);
    expect(bills[bills.length - 1]!.openingBalance).toBe(0);
    for (let i = 0; i + 1 < bills.length; i++) {
      expect(bills[i]!.openingBalance).toBe(bills[i + 1]!.closingBalance);
      expect(bills[i]!.periodStart).toBe(bills[i + 1]!.periodEnd);
      expect(bills[i]!.id).toBeGreaterThan(bills[i + 1]!.id);
    }
    for (const b of bills) expect(b.closingBalance).toBe(b.openingBalance + b.credits + b.debits);
    expect(bills[0]!.title).toMatch(/^[\u0600-\u06FF]+ [۰-۹]{4}$/);
    const short = (await api.get('financial/bill/short-list')).json();
    expect(short).toEqual(bills.map((b) => ({ id: b.id, title: b.title, open: b.open })));
  });

  test('a bill groups its entries by type; the groups add up to the month and match the ledger', async () => {
    const bills = (await api.get('financial/bill/list')).json() as Bill[];
    const oldest = bills[bills.length - 1]!;
    const res = await api.get(`financial/bill/get/${oldest.id}`);
    expect(res.statusCode).toBe(200);
    const bill = res.json();
    expect(bill).toMatchObject({ id: oldest.id, openingBalance: 0, closingBalance: oldest.closingBalance });
    // the demo's first month opens with its first top-up (the types come in a fixed order, top-ups first)
    expect(bill.groups[0]).toMatchObject({ type: 'topUp', amount: 25_000_000 });
    const sum = bill.groups.reduce((n: number, g: { amount: number }) => n + g.amount, 0);
    expect(oldest.openingBalance + sum).toBe(oldest.closingBalance);
    for (const g of bill.groups) {
      expect(g.count).toBe(g.entries.length);
      expect(g.amount).toBe(g.entries.reduce((n: number, e: { amount: number }) => n + e.amount, 0));
    }
    const inMonth = h.db
      .prepare('SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE customer_id = 1 AND created_at >= ? AND created_at < ?')
      .pluck()
      .get(Date.parse(oldest.periodStart), Date.parse(oldest.periodEnd));
    expect(sum).toBe(inMonth);
  });

  test("a new entry lands in the open month's bill", async () => {
    const before = (await api.get('financial/bill/list')).json()[0] as Bill;
    expect((await api.post('financial/voucher/use', { code: 'NOWRUZ1405' })).statusCode).toBe(200);
    const after = (await api.get(`financial/bill/get/${before.id}`)).json();
    expect(after.closingBalance).toBe(before.closingBalance + 1_000_000);
    expect(after.groups.find((g: { type: string }) => g.type === 'voucher')).toMatchObject({ count: 1, amount: 1_000_000 });
  });

  test('the CSV holds the opening balance, the entries and the closing balance', async () => {
    const bills = (await api.get('financial/bill/list')).json() as Bill[];
    const b = bills[1]!;
    const res = await api.get(`financial/bill/list-download/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(`bill-${b.id}.csv`);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(b.entryCount + 3);
    expect(lines[1]).toContain('مانده ابتدای ماه');
    expect(lines[1]!.endsWith(`,${b.openingBalance}`)).toBe(true);
    expect(lines[lines.length - 1]).toContain('مانده پایان ماه');
    expect(lines[lines.length - 1]!.endsWith(`,${b.closingBalance}`)).toBe(true);
  });

  test('a month outside the customer’s history or a malformed id is 404; another customer’s months are its own', async () => {
    expect((await api.get('financial/bill/get/130001')).statusCode).toBe(404);
    expect((await api.get('financial/bill/get/abc')).statusCode).toBe(404);
    expect((await api.get('financial/bill/list-download/130001')).statusCode).toBe(404);
    const mine = (await api.get('financial/bill/list')).json() as Bill[];
    const theirs = (await other.get('financial/bill/list')).json() as Bill[];
    expect(theirs[0]!.closingBalance).toBe((await other.get('financial/wallet/get-balance')).json().balance);
    expect(theirs[0]!.closingBalance).not.toBe(mine[0]!.closingBalance);
  });
});

describe('orders', () => {
  test('the short list has every order newest first, in every state; the per-product list only that product', async () => {
    const all = (await api.get('financial/order/short-list')).json() as Array<{ number: string; productId: number; productName: string; state: string; createdAt: string }>;
    expect(new Set(all.map((o) => o.state))).toEqual(new Set(['pendingPayment', 'processing', 'completed', 'cancelled']));
    for (let i = 0; i + 1 < all.length; i++) expect(all[i]!.createdAt >= all[i + 1]!.createdAt).toBe(true);
    expect(all[0]!.number).toMatch(/^ORD-\d+$/);
    const servers = (await api.get('financial/order/list/1')).json() as typeof all;
    expect(servers.length).toBe(all.filter((o) => o.productId === 1).length);
    expect(servers.every((o) => o.productId === 1 && o.productName === 'سرور ابری')).toBe(true);
    expect((await api.get('financial/order/list/999')).statusCode).toBe(404);
    expect((await api.get('financial/order/list/x')).statusCode).toBe(404);
  });

  test('paying the invoice of an order waiting for it moves the order to processing', async () => {
    const waiting = ((await api.get('financial/order/short-list')).json() as Array<{ id: number; state: string; invoiceId: number | null; amount: number }>).find(
      (o) => o.state === 'pendingPayment' && o.amount < 3_000_000,
    )!;
    expect((await api.post(`financial/invoice/pay/${waiting.invoiceId}`)).statusCode).toBe(200);
    const after = ((await api.get('financial/order/short-list')).json() as Array<{ id: number; state: string }>).find((o) => o.id === waiting.id);
    expect(after!.state).toBe('processing');
  });

  test('another customer sees only its own orders', async () => {
    const theirs = (await other.get('financial/order/short-list')).json() as Array<{ title: string }>;
    expect(theirs.map((o) => o.title)).toEqual(['فضای ذخیره‌سازی other-bucket']);
    const mine = (await api.get('financial/order/short-list')).json() as Array<{ title: string }>;
    expect(mine.some((o) => o.title.includes('other-bucket'))).toBe(false);
  });
});
