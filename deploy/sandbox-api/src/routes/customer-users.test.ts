import { DEMO_CREDENTIALS } from '../seed';
import { projectId, signedInProject } from '../test/harness';

const t = signedInProject();

const { member, company, demo, other } = DEMO_CREDENTIALS;
const asMember = async () => t.h.api(await t.h.login(member.email, member.password));

describe('customer users', () => {
  test('the owner lists the users of the customer with roles and granted projects', async () => {
    const list = (await t.api.get('customer-user/list')).json();
    expect(list.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      [demo.email, 'owner'],
      [member.email, 'member'],
    ]);
    expect(list[1].projects).toEqual(['پروژه آزمایشی']);
  });

  test('create a new person: validated, signs in, appears in the list; delete removes the account', async () => {
    const bad = await t.api.post('customer-user/create', { email: 'x', role: 'owner' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Email', 'FirstName', 'LastName', 'Password', 'Role']);

    const res = await t.api.post('customer-user/create', { email: 'New.User@example.com', role: 'viewer', firstName: 'سارا', lastName: 'احمدی', password: 'Sara@1234' });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ email: 'new.user@example.com', role: 'viewer', projects: [] });
    const token = await t.h.login('new.user@example.com', 'Sara@1234');
    // A viewer without project grants sees no project.
    expect((await t.h.api(token).get('project/list')).json()).toEqual([]);

    const dup = await t.api.post('customer-user/create', { email: 'new.user@example.com', role: 'member' });
    expect(dup.json().errors.Email[0]).toContain('از قبل');

    expect((await t.api.del(`customer-user/delete/${created.id}`)).statusCode).toBe(200);
    expect((await t.api.get('customer-user/list')).json()).toHaveLength(2);
    expect((await t.h.api(token).get('account/profile/get')).statusCode).toBe(401);
  });

  test('an existing account joins with only e-mail and role, and may switch to this customer', async () => {
    const res = await t.api.post('customer-user/create', { email: other.email, role: 'admin' });
    expect(res.statusCode).toBe(200);
    const memberships = (await t.other.get('customer-user/short-list')).json();
    expect(memberships).toEqual([
      { customerId: 1, customerName: 'کاربر نمونه', role: 'admin', active: false },
      { customerId: 2, customerName: 'مشتری دیگر', role: 'owner', active: true },
    ]);
  });

  test('only owners and admins manage users; members get 403', async () => {
    const m = await asMember();
    expect((await m.get('customer-user/list')).statusCode).toBe(403);
    expect((await m.post('customer-user/create', { email: 'a@b.co', role: 'viewer' })).statusCode).toBe(403);
    expect((await m.del('customer-user/delete/1')).statusCode).toBe(403);
  });

  test('the owner cannot delete themself; users of another customer answer 404', async () => {
    expect((await t.api.del('customer-user/delete/1')).json().errorMessage).toContain('خودتان');
    const otherUserId = t.h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(other.email);
    expect((await t.api.del(`customer-user/delete/${otherUserId}`)).statusCode).toBe(404);
    expect((await t.api.get(`customer-user/get/${otherUserId}`)).statusCode).toBe(404);
  });

  test('an admin cannot remove the owner', async () => {
    const companyOwnerId = t.h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(company.email);
    const switched = (await t.api.post('customer-user/change-customer', { customerId: t.h.db.prepare("SELECT id FROM customers WHERE name = 'شرکت نمونه ابری'").pluck().get() })).json();
    const admin = t.h.api(switched.accessToken);
    expect((await admin.del(`customer-user/delete/${companyOwnerId}`)).json().errorMessage).toContain('مالک');
  });
});

describe('change customer', () => {
  const companyId = () => t.h.db.prepare("SELECT id FROM customers WHERE name = 'شرکت نمونه ابری'").pluck().get() as number;

  test('switches the active customer with a fresh token; the old token is revoked', async () => {
    const oldToken = await t.h.login();
    const res = await t.h.api(oldToken).post('customer-user/change-customer', { customerId: companyId() });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    expect(accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.h.api(oldToken).get('project/list')).statusCode).toBe(401);
    const company = t.h.api(accessToken);
    expect((await company.get('project/list')).json().map((p: { name: string }) => p.name)).toEqual(['پروژه شرکت']);
    expect((await company.get('account/profile/get')).json()).toMatchObject({ customerName: 'شرکت نمونه ابری', customerRole: 'admin', isLegal: true });
    expect((await company.get('customer/get')).json()).toMatchObject({ isLegal: true, nationalId: '10101234567' });
    // The demo customer's projects are out of reach while acting for the company.
    expect((await company.get(`project/get/${projectId(t.h, 'پروژه اصلی')}`)).statusCode).toBe(404);
  });

  test('a customer one does not belong to is refused', async () => {
    const res = await t.api.post('customer-user/change-customer', { customerId: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ CustomerId: ['شما عضو این مشتری نیستید'] });
    expect((await t.api.post('customer-user/change-customer', { customerId: 1 })).statusCode).toBe(422);
  });

  test('short-list of someone else answers 404', async () => {
    expect((await t.api.get('customer-user/short-list?userId=2')).statusCode).toBe(404);
    expect((await t.api.get('customer-user/short-list?userId=1')).json()).toHaveLength(2);
  });
});

describe('customer (natural and legal)', () => {
  test('edit natural fields, then convert to legal; bad values stay per field', async () => {
    const bad = await t.api.put('customer/edit', { nationalCode: '123', postalCode: 'abc' });
    expect(bad.json().errors).toEqual({ NationalCode: [expect.stringContaining('۱۰ رقم')], PostalCode: [expect.stringContaining('۱۰ رقم')] });
    const ok = await t.api.put('customer/edit', { nationalCode: '۰۰۱۲۳۴۵۶۷۸', postalCode: '1234567890', address: 'تهران، خیابان آزادی' });
    expect(ok.json()).toMatchObject({ isLegal: false, nationalCode: '0012345678', postalCode: '1234567890' });

    const missing = await t.api.put('customer/convert-to-legal', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['CompanyName', 'EconomicCode', 'NationalId', 'RegistrationNumber']);
    const legal = await t.api.put('customer/convert-to-legal', { companyName: 'شرکت آزمون', nationalId: '10101234568', registrationNumber: '5555', economicCode: '411111111112' });
    expect(legal.json()).toMatchObject({ isLegal: true, name: 'شرکت آزمون', companyName: 'شرکت آزمون' });
    expect((await t.api.get('account/profile/get')).json().isLegal).toBe(true);
    expect((await t.api.put('customer/convert-to-legal', { companyName: 'x' })).json().errorMessage).toContain('حقوقی');
  });

  test('members may read the customer but not change it', async () => {
    const m = await asMember();
    expect((await m.get('customer/get')).statusCode).toBe(200);
    expect((await m.put('customer/edit', { nationalCode: '0012345678' })).statusCode).toBe(403);
    expect((await m.put('customer/convert-to-legal', {})).statusCode).toBe(403);
  });
});
