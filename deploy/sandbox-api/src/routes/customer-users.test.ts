import { DEMO_CREDENTIALS } from '../seed';
import { harness, projectId, type Harness } from '../test/harness';

let h: Harness;
let owner: ReturnType<Harness['api']>;
beforeEach(async () => {
  h = harness();
  owner = h.api(await h.login());
});
afterEach(() => h.close());

const { member, company, demo, other } = DEMO_CREDENTIALS;
const asMember = async () => h.api(await h.login(member.email, member.password));

describe('customer users', () => {
  test('the owner lists the users of the customer with roles and granted projects', async () => {
    const list = (await owner.get('customer-user/list')).json();
    expect(list.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      [demo.email, 'owner'],
      [member.email, 'member'],
    ]);
    expect(list[1].projects).toEqual(['پروژه آزمایشی']);
  });

  test('create a new person: validated, signs in, appears in the list; delete removes the account', async () => {
    const bad = await owner.post('customer-user/create', { email: 'x', role: 'owner' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Email', 'FirstName', 'LastName', 'Password', 'Role']);

    const res = await owner.post('customer-user/create', { email: 'New.User@example.com', role: 'viewer', firstName: 'سارا', lastName: 'احمدی', password: 'Sara@1234' });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ email: 'new.user@example.com', role: 'viewer', projects: [] });
    const token = await h.login('new.user@example.com', 'Sara@1234');
    // A viewer without project grants sees no project.
    expect((await h.api(token).get('project/list')).json()).toEqual([]);

    const dup = await owner.post('customer-user/create', { email: 'new.user@example.com', role: 'member' });
    expect(dup.json().errors.Email[0]).toContain('از قبل');

    expect((await owner.del(`customer-user/delete/${created.id}`)).statusCode).toBe(200);
    expect((await owner.get('customer-user/list')).json()).toHaveLength(2);
    expect((await h.api(token).get('account/profile/get')).statusCode).toBe(401);
  });

  test('an existing account joins with only e-mail and role, and may switch to this customer', async () => {
    const res = await owner.post('customer-user/create', { email: other.email, role: 'admin' });
    expect(res.statusCode).toBe(200);
    const otherApi = h.api(await h.login(other.email, other.password));
    const memberships = (await otherApi.get('customer-user/short-list')).json();
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
    expect((await owner.del('customer-user/delete/1')).json().errorMessage).toContain('خودتان');
    const otherUserId = h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(other.email);
    expect((await owner.del(`customer-user/delete/${otherUserId}`)).statusCode).toBe(404);
    expect((await owner.get(`customer-user/get/${otherUserId}`)).statusCode).toBe(404);
  });

  test('an admin cannot remove the owner', async () => {
    const companyOwnerId = h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(company.email);
    const switched = (await owner.post('customer-user/change-customer', { customerId: h.db.prepare("SELECT id FROM customers WHERE name = 'شرکت نمونه ابری'").pluck().get() })).json();
    const admin = h.api(switched.accessToken);
    expect((await admin.del(`customer-user/delete/${companyOwnerId}`)).json().errorMessage).toContain('مالک');
  });
});

describe('change customer', () => {
  const companyId = () => h.db.prepare("SELECT id FROM customers WHERE name = 'شرکت نمونه ابری'").pluck().get() as number;

  test('switches the active customer with a fresh token; the old token is revoked', async () => {
    const oldToken = await h.login();
    const res = await h.api(oldToken).post('customer-user/change-customer', { customerId: companyId() });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    expect(accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect((await h.api(oldToken).get('project/list')).statusCode).toBe(401);
    const api = h.api(accessToken);
    expect((await api.get('project/list')).json().map((p: { name: string }) => p.name)).toEqual(['پروژه شرکت']);
    expect((await api.get('account/profile/get')).json()).toMatchObject({ customerName: 'شرکت نمونه ابری', customerRole: 'admin', isLegal: true });
    expect((await api.get('customer/get')).json()).toMatchObject({ isLegal: true, nationalId: '10101234567' });
    // The demo customer's projects are out of reach while acting for the company.
    expect((await api.get(`project/get/${projectId(h, 'پروژه اصلی')}`)).statusCode).toBe(404);
  });

  test('a customer one does not belong to is refused', async () => {
    const res = await owner.post('customer-user/change-customer', { customerId: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.CustomerId).toBeDefined();
    expect((await owner.post('customer-user/change-customer', { customerId: 1 })).statusCode).toBe(422);
  });

  test('short-list of someone else answers 404', async () => {
    expect((await owner.get('customer-user/short-list?userId=2')).statusCode).toBe(404);
    expect((await owner.get('customer-user/short-list?userId=1')).json()).toHaveLength(2);
  });
});

describe('customer (natural and legal)', () => {
  test('edit natural fields, then convert to legal; bad values stay per field', async () => {
    const bad = await owner.put('customer/edit', { nationalCode: '123', postalCode: 'abc' });
    expect(bad.json().errors).toEqual({ NationalCode: [expect.stringContaining('۱۰ رقم')], PostalCode: [expect.stringContaining('۱۰ رقم')] });
    const ok = await owner.put('customer/edit', { nationalCode: '۰۰۱۲۳۴۵۶۷۸', postalCode: '1234567890', address: 'تهران، خیابان آزادی' });
    expect(ok.json()).toMatchObject({ isLegal: false, nationalCode: '0012345678', postalCode: '1234567890' });

    const missing = await owner.put('customer/convert-to-legal', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['CompanyName', 'EconomicCode', 'NationalId', 'RegistrationNumber']);
    const legal = await owner.put('customer/convert-to-legal', { companyName: 'شرکت آزمون', nationalId: '10101234568', registrationNumber: '5555', economicCode: '411111111112' });
    expect(legal.json()).toMatchObject({ isLegal: true, name: 'شرکت آزمون', companyName: 'شرکت آزمون' });
    expect((await owner.get('account/profile/get')).json().isLegal).toBe(true);
    expect((await owner.put('customer/convert-to-legal', { companyName: 'x' })).json().errorMessage).toContain('حقوقی');
  });

  test('members may read the customer but not change it', async () => {
    const m = await asMember();
    expect((await m.get('customer/get')).statusCode).toBe(200);
    expect((await m.put('customer/edit', { nationalCode: '0012345678' })).statusCode).toBe(403);
    expect((await m.put('customer/convert-to-legal', {})).statusCode).toBe(403);
  });
});
