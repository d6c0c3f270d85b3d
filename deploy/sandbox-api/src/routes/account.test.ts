import { signedInProject } from '../test/harness';

const t = signedInProject();

test('profile of the caller', async () => {
  expect((await t.api.get('account/profile/get')).json()).toEqual({
    id: 1,
    firstName: 'کاربر',
    lastName: 'نمونه',
    email: 'demo@example.com',
    phoneNumber: '09121234567',
    isLegal: false,
    profileCompleted: true,
    twoFactor: false,
    totpEnabled: false,
    smsTwoFactorEnabled: false,
    createdAt: expect.any(String),
    customerId: 1,
    customerName: 'کاربر نمونه',
    customerRole: 'owner',
    pendingEmail: null,
    pendingPhoneNumber: null,
  });
});

test('notifications: short list of unseen, full list newest first, mark seen', async () => {
  const short = (await t.api.get('portal/notification/short-list')).json();
  expect(short.unseenCount).toBe(3);
  expect(short.items).toHaveLength(3);
  expect(short.items.every((n: { isSeen: boolean }) => !n.isSeen)).toBe(true);

  const all = (await t.api.get('portal/notification/list')).json();
  expect(all).toHaveLength(6);
  const dates = all.map((n: { notificationDate: string }) => n.notificationDate);
  expect([...dates].sort().reverse()).toEqual(dates);

  expect((await t.api.put(`portal/notification/seen/${short.items[0].id}`)).statusCode).toBe(200);
  expect((await t.api.get('portal/notification/short-list')).json().unseenCount).toBe(2);
  expect((await t.api.put('portal/notification/seen/99999')).statusCode).toBe(404);
});

test('the short list holds at most the ten newest unseen', async () => {
  const stmt = t.h.db.prepare('INSERT INTO notifications (user_id, subject, content, notification_at) VALUES (1, ?, ?, ?)');
  for (let i = 0; i < 12; i++) stmt.run(`پیام ${i}`, 'متن', Date.parse('2025-03-01T09:00:00Z') + i * 1000);
  const short = (await t.api.get('portal/notification/short-list')).json();
  expect(short.unseenCount).toBe(15);
  expect(short.items).toHaveLength(10);
  expect(short.items[0].subject).toBe('پیام 11');
});

test('catalogue: datacenters and storage bundles', async () => {
  const dcs = (await t.api.get('infra/datacenter/list')).json();
  expect(dcs).toContainEqual({ id: 1, name: 'تهران – آسیاتک', city: 'تهران' });
  const bundles = (await t.api.get('portal/product-bundle/storage/list')).json();
  expect(bundles.map((b: { disk: number }) => b.disk)).toEqual([50, 250, 1024, 5120]);
  for (const b of bundles) expect(b.hourlyPrice * 720).toBe(b.price);
});

test('dashboard usage per category; unknown categories 404', async () => {
  expect((await t.api.get('dashboard/usage/3')).json()).toEqual({ categoryId: 3, total: 3, active: 3, monthCost: expect.any(Number) });
  // The demo's running and stopped servers; nothing charged yet this month.
  expect((await t.api.get('dashboard/usage/1')).json()).toEqual({ categoryId: 1, total: 2, active: 1, monthCost: 0 });
  for (const bad of ['0', '7', 'vm']) expect((await t.api.get(`dashboard/usage/${bad}`)).statusCode).toBe(404);
});

test('unknown /api/my paths answer a JSON 404; broken JSON a 400', async () => {
  const res = await t.api.get('no/such/route');
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(/[آ-ی]/);
  const bad = await t.h.app.inject({ method: 'POST', url: '/api/my/project/create', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, payload: '{"name":' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/[آ-ی]/);
});
