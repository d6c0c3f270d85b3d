import { PRODUCT } from '@portal/contracts';
import { signedInProject } from '../../test/harness';

const t = signedInProject();

test('profile of the caller, as the provider sends it', async () => {
  expect((await t.api.get('account/profile/get')).json()).toEqual({
    id: 1,
    phoneNumber: '09121234567',
    phoneNumberConfirmed: true,
    email: 'demo@example.com',
    emailConfirmed: true,
    idConfirmed: false,
    hasTwoFactor: false,
    isLegal: false,
    firstName: 'کاربر',
    lastName: 'نمونه',
    nationalId: null,
    birthDate: null,
    address: null,
    isFromSso: false,
    isDisabled: null,
    createDate: expect.any(String),
    modifyDate: expect.any(String),
  });
});

test('profile edit: names, national code, a birth date of the Jalali years and an address; bad values per field', async () => {
  const bad = await t.api.put('account/profile/edit', { firstName: 'ا', lastName: 'نمونه', nationalId: '123', birthDate: '2030-01-01', address: 'تهران' });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['BirthDate', 'FirstName', 'NationalId']);
  const ok = await t.api.put('account/profile/edit', {
    firstName: 'مریم',
    lastName: 'رضایی',
    nationalId: '۰۰۱۲۳۴۵۶۷۸',
    birthDate: '1990-03-21T00:00:00',
    address: 'تهران، خیابان آزادی',
  });
  expect(ok.json()).toEqual({ profileCompleted: true });
  expect((await t.api.get('account/profile/get')).json()).toMatchObject({
    firstName: 'مریم',
    lastName: 'رضایی',
    nationalId: '0012345678',
    birthDate: '1990-03-21',
    address: 'تهران، خیابان آزادی',
  });
  // Absent fields are kept; an empty one is cleared.
  await t.api.put('account/profile/edit', { firstName: 'مریم', lastName: 'رضایی', birthDate: '' });
  expect((await t.api.get('account/profile/get')).json()).toMatchObject({ nationalId: '0012345678', birthDate: null });
});

test('notifications: short list of the unread, full list newest first, mark read', async () => {
  const short = (await t.api.get('portal/notification/short-list')).json();
  expect(short).toHaveLength(3);
  expect(short[0]).toEqual({
    id: expect.any(Number),
    subject: expect.any(String),
    content: expect.any(String),
    notificationDate: expect.any(String),
    isRead: false,
  });
  expect(short.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);

  const all = (await t.api.get('portal/notification/list')).json();
  expect(all).toHaveLength(6);
  expect(all.filter((n: { isRead: boolean }) => n.isRead)).toHaveLength(3);
  const dates = all.map((n: { notificationDate: string }) => n.notificationDate);
  expect([...dates].sort().reverse()).toEqual(dates);

  expect((await t.api.put(`portal/notification/seen/${short[0].id}`)).statusCode).toBe(200);
  expect((await t.api.get('portal/notification/short-list')).json()).toHaveLength(2);
  expect((await t.api.put('portal/notification/seen/99999')).statusCode).toBe(404);
});

test('the short list holds the newest unread, enough of them for the badge to say 99+', async () => {
  const stmt = t.h.db.prepare('INSERT INTO notifications (user_id, subject, content, notification_at) VALUES (1, ?, ?, ?)');
  for (let i = 0; i < 120; i++) stmt.run(`پیام ${i}`, 'متن', Date.parse('2025-03-01T09:00:00Z') + i * 1000);
  const short = (await t.api.get('portal/notification/short-list')).json();
  expect(short).toHaveLength(100);
  expect(short[0].subject).toBe('پیام 119');
});

test('catalogue: datacenters and storage bundles', async () => {
  const dcs = (await t.api.get('infra/datacenter/list')).json();
  expect(dcs).toContainEqual({ id: 1, name: 'تهران – آسیاتک', photoName: null });
  const bundles = (await t.api.get('portal/product-bundle/storage-list')).json();
  // The provider's row: id, name, the monthly price and the space; the hourly price is the portal's (price / 720).
  expect(bundles.map((b: { vDisk: number }) => b.vDisk)).toEqual([50, 250, 1024, 5120]);
  expect(bundles[0]).toEqual({ id: 301, name: 'ذخیره‌سازی ۵۰ گیگابایت', price: 1_440_000, vDisk: 50 });
});

test('dashboard usage per category: six months, the current one last; unknown categories 404', async () => {
  const storage = (await t.api.get('dashboard/usage/3')).json();
  expect(storage).toHaveLength(6);
  expect(storage[5]).toEqual({ month: expect.stringMatching(/^\d{4}\/\d{2}$/), count: 3 });
  // The demo's servers: its running and its stopped one, and the three servers its cluster's nodes run on.
  expect((await t.api.get('dashboard/usage/1')).json()[5].count).toBe(5);
  for (const bad of ['0', '7', 'vm']) expect((await t.api.get(`dashboard/usage/${bad}`)).statusCode).toBe(404);
});

test('dashboard financial: the wallet, the unpaid bills and the active services', async () => {
  const f = (await t.api.get('dashboard/financial')).json();
  expect(Object.keys(f).sort()).toEqual(['activeServiceCount', 'billPrice', 'unpaidInvoiceCount', 'walletBalance']);
  const unpaid = t.h.db.prepare("SELECT COUNT(*) AS n, COALESCE(SUM(total), 0) AS total FROM invoices WHERE customer_id = 1 AND state = 'unpaid'").get() as {
    n: number;
    total: number;
  };
  expect(f).toMatchObject({ unpaidInvoiceCount: unpaid.n, billPrice: unpaid.total });
  expect(f.activeServiceCount).toBeGreaterThan(0);
});

test('products, a promotion link, and the home call', async () => {
  const products = (await t.api.get('portal/product/list')).json();
  expect(products).toContainEqual({ id: PRODUCT.vm, name: 'سرور ابری', description: expect.any(String) });
  expect((await t.api.get(`portal/product/get/${PRODUCT.vm}`)).json()).toEqual({
    id: PRODUCT.vm,
    name: 'سرور ابری',
    description: expect.any(String),
    supplementaryDescription: expect.any(String),
  });
  expect((await t.api.get('portal/product/get/99999')).statusCode).toBe(404);
  const link = await t.api.get('portal/promotion/redirect-link/NOWRUZ1405');
  expect(link.statusCode).toBe(200);
  expect(link.headers['content-type']).toContain('application/json');
  expect(link.json()).toBe('/portal/wallet');
  expect((await t.api.get('portal/promotion/redirect-link/NOPE')).statusCode).toBe(404);
  expect((await t.api.get('home/index')).statusCode).toBe(200);
  expect((await t.api.get('portal/business-unit/list')).json()[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
});

test('unknown /api/my paths answer a JSON 404; broken JSON a 400', async () => {
  const res = await t.api.get('no/such/route');
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(/[آ-ی]/);
  const bad = await t.h.app.inject({
    method: 'POST',
    url: '/api/my/project/create',
    headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
    payload: '{"name":',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/[آ-ی]/);
});
