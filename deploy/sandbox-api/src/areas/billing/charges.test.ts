import { HOUR_MS } from '../../clock';
import { messages } from '../../messages';
import { ledgerProblems } from './ledger-invariant';
import { CDN_HOURLY_PRICE } from '@portal/contracts';
import { harness, hostId, projectId, type Harness } from '../../test/harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => {
  // The ledger's invariants hold after every test here too (ledger-invariant.ts).
  expect(ledgerProblems(h.db)).toEqual([]);
  return h.close();
});

const balance = (customerId = 1) => h.db.prepare('SELECT SUM(amount) FROM wallet_entries WHERE customer_id = ?').pluck().get(customerId) as number;
/**
 * Rial per hour of the demo customer's seeded rows, all billed up to "now": storage hosts
 * (8000 + 30000 + 2000), servers web-1 and db-1 (10000 + 10100), disk data-1 (2000), two
 * snapshots and two backups (360 + 600 + 240 + 400), bare metal metal-1 (60000), colocation rack-r740 (8300),
 * the VPC prod-vpc (30000) with two public IPs (500 + 500) and its load balancer web-lb (3000),
 * the Kubernetes cluster demo-cluster's two worker nodes (8000 + 8000) and the namespace shop (6000),
 * the DNS/CDN zone shop-demo.ir on the basic plan (1500) and the same name registered as a domain
 * (its yearly price spread over the hours of a year), and the web host blog.shop-demo.ir on the
 * standard plan (4000).
 */
const STORAGE_RATE = 8000 + 30000 + 2000;
/** The demo domain's rate: the .ir item of the domain product (1 200 000 Rial a year / 8760). */
const DOMAIN_IR_HOURLY = 137;
const DEMO_RATE =
  STORAGE_RATE +
  10000 +
  10100 +
  2000 +
  360 +
  600 +
  240 +
  400 +
  60000 +
  8300 +
  30000 +
  500 +
  500 +
  3000 +
  8000 +
  8000 +
  6000 +
  CDN_HOURLY_PRICE.basic +
  DOMAIN_IR_HOURLY +
  4000;
/** The other customer's one storage host. */
const OTHER_RATE = 2000;

const chargesOf = (id: number) =>
  h.db.prepare("SELECT hours, amount FROM charges WHERE resource_kind = 'storage-host' AND resource_id = ? ORDER BY id").all(id);

test('charges each active resource per full elapsed hour, and only once', async () => {
  const start = balance();
  // Seeded rows are billed up to "now".
  expect(h.chargeHourly()).toEqual({ count: 0, amount: 0 });

  h.time.advance(2.5 * HOUR_MS);
  const first = h.chargeHourly();
  expect(first.amount).toBe(2 * DEMO_RATE + 2 * OTHER_RATE);
  expect(balance()).toBe(start - 2 * DEMO_RATE);

  // Same instant again: nothing. Half an hour later: still inside the third hour.
  expect(h.chargeHourly()).toEqual({ count: 0, amount: 0 });
  h.time.advance(0.4 * HOUR_MS);
  expect(h.chargeHourly()).toEqual({ count: 0, amount: 0 });
  h.time.advance(0.1 * HOUR_MS);
  expect(h.chargeHourly().amount).toBe(DEMO_RATE + OTHER_RATE);
  expect(chargesOf(hostId(h, 'backups')).slice(-2)).toEqual([
    { hours: 2, amount: 16000 },
    { hours: 1, amount: 8000 },
  ]);
});

test('a charge time in the past of the last charge does nothing', () => {
  h.time.advance(3 * HOUR_MS);
  h.chargeHourly();
  const after = balance();
  expect(h.chargeHourly(new Date(Date.parse('2025-03-01T09:00:00Z'))).count).toBe(0);
  expect(balance()).toBe(after);
});

test('billing starts when a resource becomes active and ends with its removal', async () => {
  const slow = harness({ delays: { provisionMs: 10 * 60_000 } });
  try {
    const api = slow.api(await slow.login());
    const pid = projectId(slow, 'پروژه آزمایشی');
    // The provider's create answers no id: the row is found by its name.
    await api.post(`storage/${pid}/host/create`, { name: 'billed', isPredefined: true, productBundleId: 303 });
    const id = hostId(slow, 'billed');
    const hostCharges = () => slow.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'storage-host' AND resource_id = ?").pluck().get(id);

    // Active from minute 10; at 1h05 only 55 minutes were usable: no charge yet.
    slow.time.advance(65 * 60_000);
    slow.chargeHourly();
    expect(hostCharges()).toBeNull();
    slow.time.advance(5 * 60_000);
    slow.chargeHourly();
    expect(hostCharges()).toBe(30000);

    // Deleting takes another 10 minutes, still billed; removal charges the full hours left.
    slow.time.advance(HOUR_MS + 50 * 60_000);
    await api.del(`storage/${pid}/host/delete/${id}`);
    slow.time.advance(10 * 60_000);
    slow.chargeHourly();
    expect(hostCharges()).toBe(3 * 30000);
    expect(slow.db.prepare('SELECT COUNT(*) FROM storage_hosts WHERE id = ?').pluck().get(id)).toBe(0);
  } finally {
    await slow.close();
  }
});

test("the dashboard's financial card reflects the wallet and the unpaid invoices", async () => {
  const api = h.api(await h.login());
  const before = (await api.get('dashboard/financial')).json();
  expect(before).toMatchObject({ walletBalance: balance(), unpaidInvoiceCount: 2, billPrice: 530_475_000 });
  h.time.advance(HOUR_MS);
  h.chargeHourly();
  const after = (await api.get('dashboard/financial')).json();
  expect(after.walletBalance).toBe(before.walletBalance - DEMO_RATE);
});

test('the ledger names every resource kind the sandbox charges for (no internal kind shows)', () => {
  const billed = h.core.resources.filter((def) => def.billing).map((def) => def.kind);
  expect(billed).toEqual(expect.arrayContaining(['vm-host', 'vpc-host', 'vpc-public-ip', 'vpc-load-balancer']));
  expect(billed.filter((kind) => !messages.resourceNames[kind])).toEqual([]);
  // A seeded VPC charge reads as what it is.
  h.time.advance(HOUR_MS);
  h.chargeHourly();
  const descriptions = h.db.prepare("SELECT description FROM wallet_entries WHERE kind = 'charge'").pluck().all() as string[];
  expect(descriptions).toContainEqual(expect.stringContaining(`${messages.resourceNames['vpc-host']} «prod-vpc»`));
  expect(descriptions.filter((d) => /vpc-|kuber-|dns-/.test(d))).toEqual([]);
});
