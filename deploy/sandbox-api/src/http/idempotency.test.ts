import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Client, type Harness } from '../test/harness';
import { IDEMPOTENCY_TTL_MS } from './idempotency';

let h: Harness;
let api: Client;
beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
});
afterEach(() => h.close());

const projectNames = async (client = api) => ((await client.get('project/list')).json() as { name: string }[]).map((p) => p.name);
const paymentCount = async () => ((await api.get('financial/payment/list')).json() as unknown[]).length;

test('a create sent twice with one key makes one project and answers the first result again', async () => {
  const first = await api.post('project/create', { name: 'پروژه یکتا' }, { 'idempotency-key': 'submit-1' });
  expect(first.statusCode).toBe(200);
  const again = await api.post('project/create', { name: 'پروژه یکتا' }, { 'idempotency-key': 'submit-1' });
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  expect((await projectNames()).filter((n) => n === 'پروژه یکتا')).toHaveLength(1);
  // Without a key the same body is a second request (and here refused as a duplicate name).
  expect((await api.post('project/create', { name: 'پروژه یکتا' })).statusCode).toBe(422);
});

test('the same key with another body is refused in Persian and creates nothing', async () => {
  await api.post('project/create', { name: 'پروژه الف' }, { 'idempotency-key': 'k-2' });
  const other = await api.post('project/create', { name: 'پروژه ب' }, { 'idempotency-key': 'k-2' });
  expect(other.statusCode).toBe(422);
  expect(other.json().errorMessage).toMatch(/کلید یکتایی/);
  expect(await projectNames()).not.toContain('پروژه ب');
});

test('a payment retried with its key is one payment; concurrent retries too', async () => {
  const before = await paymentCount();
  const body = { amount: 2_000_000, paymentProviderId: 1 };
  const answers = await Promise.all([1, 2, 3].map(() => api.post('financial/payment/create', body, { 'idempotency-key': 'pay-7' })));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  // The provider's answer names the bank's reference: one payment, one reference for all three.
  expect(new Set(answers.map((a) => a.json().refId)).size).toBe(1);
  expect(await paymentCount()).toBe(before + 1);
});

test('a refused request is not kept: corrected, it goes through with the same key', async () => {
  const bad = await api.post('project/create', { name: '' }, { 'idempotency-key': 'k-3' });
  expect(bad.statusCode).toBe(422);
  const good = await api.post('project/create', { name: 'پروژه اصلاح‌شده' }, { 'idempotency-key': 'k-3' });
  expect(good.statusCode).toBe(200);
  expect(await projectNames()).toContain('پروژه اصلاح‌شده');
});

test('keys belong to one customer and expire after a day', async () => {
  const other = h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password));
  await api.post('project/create', { name: 'پروژه دمو' }, { 'idempotency-key': 'shared' });
  const theirs = await other.post('project/create', { name: 'پروژه دیگری' }, { 'idempotency-key': 'shared' });
  expect(theirs.statusCode).toBe(200);
  expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  expect(await projectNames(other)).toContain('پروژه دیگری');

  h.time.advance(IDEMPOTENCY_TTL_MS + 1);
  const later = await api.post('project/create', { name: 'پروژه فردا' }, { 'idempotency-key': 'shared' });
  expect(later.statusCode).toBe(200);
  expect(await projectNames()).toContain('پروژه فردا');
});

test('a key that is not printable ASCII is refused', async () => {
  const res = await api.post('project/create', { name: 'پروژه کلید' }, { 'idempotency-key': 'x'.repeat(256) });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/Idempotency-Key/);
  expect(await projectNames()).not.toContain('پروژه کلید');
});
