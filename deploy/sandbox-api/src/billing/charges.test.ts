import { HOUR_MS } from '../clock';
import { harness, hostId, projectId, type Harness } from '../test/harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const balance = (customerId = 1) => h.db.prepare('SELECT SUM(amount) FROM wallet_entries WHERE customer_id = ?').pluck().get(customerId) as number;
const chargesOf = (id: number) => h.db.prepare("SELECT hours, amount FROM charges WHERE resource_kind = 'storage-host' AND resource_id = ? ORDER BY id").all(id);

test('charges each active resource per full elapsed hour, and only once', async () => {
  const start = balance();
  // Seeded hosts are billed up to "now": 8000 + 30000 + 2000 Rial per hour for the demo customer.
  expect(h.chargeHourly()).toEqual({ count: 0, amount: 0 });

  h.time.advance(2.5 * HOUR_MS);
  const first = h.chargeHourly();
  expect(first.amount).toBe(2 * (8000 + 30000 + 2000) + 2 * 2000 /* other customer's host */);
  expect(balance()).toBe(start - 2 * 40000);

  // Same instant again: nothing. Half an hour later: still inside the third hour.
  expect(h.chargeHourly()).toEqual({ count: 0, amount: 0 });
  h.time.advance(0.4 * HOUR_MS);
  expect(h.chargeHourly()).toEqual({ count: 0, amount: 0 });
  h.time.advance(0.1 * HOUR_MS);
  expect(h.chargeHourly().amount).toBe(40000 + 2000);
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
    const { id } = (await api.post(`storage/${pid}/host/create`, { name: 'billed', productBundleId: 303, datacenterId: 1 })).json();
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

test('the dashboard reflects the wallet and this month\'s usage', async () => {
  const api = h.api(await h.login());
  const before = (await api.get('dashboard/financial')).json();
  expect(before).toMatchObject({ balance: balance(), unpaidInvoiceCount: 0, unpaidInvoiceAmount: 0, hourlyRate: 40000 });
  h.time.advance(HOUR_MS);
  h.chargeHourly();
  const after = (await api.get('dashboard/financial')).json();
  expect(after.balance).toBe(before.balance - 40000);
  expect(after.monthUsage).toBe(before.monthUsage + 40000);
  expect((await api.get('dashboard/usage/3')).json().monthCost).toBe(after.monthUsage);
});
