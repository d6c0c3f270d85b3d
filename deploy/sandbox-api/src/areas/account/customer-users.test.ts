import { DEMO_CREDENTIALS } from '../../seed';
import { projectId, signedInProject } from '../../test/harness';

const t = signedInProject();

const { member, company, demo, other } = DEMO_CREDENTIALS;
const asMember = async () => t.h.api(await t.h.login(member.email, member.password));
const userId = (email: string) => t.h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
const companyId = () => t.h.db.prepare("SELECT id FROM customers WHERE name = 'شرکت نمونه ابری'").pluck().get() as number;
type Row = {
  id: number;
  userId: number;
  email: string;
  isSuperManager: boolean;
  isFinancialManager: boolean;
  isAccountManager: boolean;
  isProjectUser: boolean;
};

describe('customer users', () => {
  test('the owner lists the users of the customer with the provider’s rights', async () => {
    const list: Row[] = (await t.api.get('customer-user/list')).json();
    expect(list.map((u) => [u.email, u.isSuperManager, u.isFinancialManager, u.isAccountManager, u.isProjectUser])).toEqual([
      [demo.email, true, true, true, false],
      [member.email, false, false, false, true],
    ]);
    expect(list[1]).toMatchObject({ userId: userId(member.email), user: expect.any(String), isActive: true });
    // The customer-user id is the membership's, the user's own id is beside it.
    const one = (await t.api.get(`customer-user/get/${list[1]!.id}`)).json();
    expect(one).toEqual({
      id: list[1]!.id,
      user: expect.any(String),
      isSuperUser: false,
      isFinancialManager: false,
      isAccountManager: false,
      isProjectUser: true,
      projectList: [{ project: 'پروژه آزمایشی', userAccessType: expect.any(String), createDate: expect.any(String) }],
    });
  });

  test('an existing account joins by its e-mail; the flags choose its rights; delete removes the membership', async () => {
    const bad = await t.api.post('customer-user/create', { userName: 'x', isSuperUser: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['IsSuperUser', 'UserName']);
    const unknown = await t.api.post('customer-user/create', { userName: 'nobody@example.com', isSuperUser: false });
    expect(unknown.json().errors.UserName[0]).toContain('حسابی با این ایمیل');

    const res = await t.api.post('customer-user/create', {
      userName: other.email.toUpperCase(),
      isSuperUser: true,
      isFinancialManager: false,
      isAccountManager: false,
    });
    expect(res.statusCode).toBe(200);
    const row = (await t.api.get('customer-user/list')).json().find((u: Row) => u.email === other.email) as Row;
    expect(row).toMatchObject({ isSuperManager: true, isProjectUser: false });
    expect((await t.other.get('customer-user/short-list')).json()).toEqual([
      { customerId: 1, customer: 'کاربر نمونه', isSuperUser: true, isFinancialManager: false, isAccountManager: false, isOwner: false, isCurrent: false },
      { customerId: 2, customer: 'مشتری دیگر', isSuperUser: true, isFinancialManager: true, isAccountManager: true, isOwner: true, isCurrent: true },
    ]);

    const dup = await t.api.post('customer-user/create', { userName: other.email });
    expect(dup.json().errors.UserName[0]).toContain('از قبل');

    expect((await t.api.del(`customer-user/delete/${row.id}`)).statusCode).toBe(200);
    expect((await t.api.get('customer-user/list')).json()).toHaveLength(2);
    // The account itself stays: it still has its own customer.
    expect((await t.other.get('account/profile/get')).statusCode).toBe(200);
  });

  test('only super users and account managers manage users; members get 403', async () => {
    const m = await asMember();
    expect((await m.get('customer-user/list')).statusCode).toBe(403);
    expect((await m.post('customer-user/create', { userName: other.email })).statusCode).toBe(403);
    expect((await m.del('customer-user/delete/1')).statusCode).toBe(403);
  });

  test('the owner cannot delete themself; users of another customer answer 404', async () => {
    const mine = (await t.api.get('customer-user/list')).json().find((u: Row) => u.email === demo.email) as Row;
    expect((await t.api.del(`customer-user/delete/${mine.id}`)).json().errorMessage).toContain('خودتان');
    const foreign = t.h.db.prepare('SELECT rowid FROM customer_members WHERE user_id = ?').pluck().get(userId(other.email)) as number;
    expect((await t.api.del(`customer-user/delete/${foreign}`)).statusCode).toBe(404);
    expect((await t.api.get(`customer-user/get/${foreign}`)).statusCode).toBe(404);
  });

  test('an admin cannot remove the owner', async () => {
    expect((await t.api.post('customer-user/change-customer', { customerId: companyId() })).statusCode).toBe(200);
    const owner = (await t.api.get('customer-user/list')).json().find((u: Row) => u.email === company.email) as Row;
    expect((await t.api.del(`customer-user/delete/${owner.id}`)).json().errorMessage).toContain('مالک');
  });
});

describe('change customer', () => {
  test('switches the active customer server-side; the same token then speaks for it', async () => {
    const token = await t.h.login();
    const api = t.h.api(token);
    const res = await api.post('customer-user/change-customer', { customerId: companyId() });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).toBeUndefined();
    expect((await api.get('project/list')).json().map((p: { name: string }) => p.name)).toEqual(['پروژه شرکت']);
    expect((await api.get('account/profile/get')).json()).toMatchObject({ isLegal: true });
    expect((await api.get('customer/get')).json()).toMatchObject({ name: 'شرکت نمونه ابری', isLegal: true, nationalId: '10101234567' });
    const current = (await api.get('customer-user/short-list')).json().find((m: { isCurrent: boolean }) => m.isCurrent);
    expect(current).toMatchObject({ customerId: companyId(), isSuperUser: true, isOwner: false });
    // The demo customer's projects are out of reach while acting for the company.
    expect((await api.get(`project/get/${projectId(t.h, 'پروژه اصلی')}`)).statusCode).toBe(404);
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
  test('edit the natural customer, then convert to legal; bad values stay per field', async () => {
    const bad = await t.api.put('customer/edit', { nationalId: '123', postalCode: 'abc', phone: '12' });
    expect(bad.json().errors).toEqual({
      NationalId: [expect.stringContaining('۱۰ رقم')],
      PostalCode: [expect.stringContaining('۱۰ رقم')],
      Phone: [expect.stringContaining('۱۱ رقم')],
    });
    const ok = await t.api.put('customer/edit', {
      name: 'کاربر نمونه',
      nationalId: '۰۰۱۲۳۴۵۶۷۸',
      phone: '02112345678',
      postalCode: '1234567890',
      address: 'تهران، خیابان آزادی',
      registrationDate: null,
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.api.get('customer/get')).json()).toMatchObject({ isLegal: false, nationalId: '0012345678', phone: '02112345678' });

    const missing = await t.api.put('customer/convert-to-legal', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['Name', 'NationalId']);
    const legal = await t.api.put('customer/convert-to-legal', {
      name: 'شرکت آزمون',
      nationalId: '10101234568',
      phoneNumber: '02187654321',
      postalCode: null,
      address: null,
      registrationDate: '2020-05-01',
    });
    expect(legal.statusCode).toBe(200);
    expect((await t.api.get('customer/get')).json()).toMatchObject({
      isLegal: true,
      name: 'شرکت آزمون',
      nationalId: '10101234568',
      phone: '02187654321',
      registrationDate: '2020-05-01',
    });
    expect((await t.api.get('account/profile/get')).json().isLegal).toBe(true);
    expect((await t.api.put('customer/convert-to-legal', { name: 'x' })).json().errorMessage).toContain('حقوقی');
  });

  test('members may read the customer but not change it', async () => {
    const m = await asMember();
    expect((await m.get('customer/get')).statusCode).toBe(200);
    expect((await m.put('customer/edit', { nationalId: '0012345678' })).statusCode).toBe(403);
    expect((await m.put('customer/convert-to-legal', {})).statusCode).toBe(403);
  });
});
