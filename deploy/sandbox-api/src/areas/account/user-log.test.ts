import { DEMO_CREDENTIALS } from '../../seed';
import { signedInProject } from '../../test/harness';

const t = signedInProject();

const { password } = DEMO_CREDENTIALS.demo;
const memberId = () => t.h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(DEMO_CREDENTIALS.member.email) as number;

test('security changes are logged, newest first, with paging', async () => {
  await t.api.put('account/profile/edit-email-notification', { emailNotify: false });
  await t.api.post('account/profile/enable-totp');
  await t.api.post('account/profile/change-password', { currentPassword: password, password: 'Fresh@5678' });
  const page1 = (await t.api.get('account/user-log?PageNumber=1&PageSize=2')).json();
  expect(page1).toMatchObject({ pageNumber: 1, pageSize: 2, totalPages: 2, totalRecords: 3 });
  const activity = (e: { controller: string; action: string }) => `${e.controller}/${e.action}`;
  expect(page1.data.map(activity)).toEqual(['profile/change-password', 'profile/enable-totp']);
  expect(page1.data[0]).toEqual({
    id: expect.any(Number),
    userId: 1,
    activityDate: expect.any(String),
    source: 'portal',
    controller: 'profile',
    action: 'change-password',
    userAgent: null,
    userIp: expect.any(String),
    referrer: null,
    data: null,
  });
  const page2 = (await t.api.get('account/user-log?PageNumber=2&PageSize=2')).json();
  expect(page2.data.map(activity)).toEqual(['profile/edit-notification']);
  expect(page2.data[0].data).toBe('email:off');
});

test('date range (Tehran days, inclusive) and user filter', async () => {
  // The harness clock starts at 2025-03-01T08:00Z = 11:30 in Tehran on 2025-03-01.
  await t.api.put('account/profile/edit-email-notification', { emailNotify: false });
  t.h.time.advance(24 * 3_600_000);
  await t.api.put('account/profile/edit-phone-notification', { phoneNotify: false });
  const day = async (q: string) => (await t.api.get(`account/user-log?${q}`)).json().totalRecords;
  expect(await day('FromDate=2025-03-01&ToDate=2025-03-01')).toBe(1);
  expect(await day('FromDate=2025-03-02')).toBe(1);
  expect(await day('ToDate=2025-02-28')).toBe(0);
  expect(await day(`UserId=${memberId()}`)).toBe(0);
  expect(await day('UserId=1')).toBe(2);
});

test('bad filters answer 422 per field', async () => {
  const res = await t.api.get('account/user-log?FromDate=1403/01/01&ToDate=2025-02-30&PageSize=500');
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors).sort()).toEqual(['FromDate', 'PageSize', 'ToDate']);
  const order = await t.api.get('account/user-log?FromDate=2025-03-05&ToDate=2025-03-01');
  expect(order.json().errors.FromDate[0]).toContain('بعد از');
});

test('members read only their own entries; another customer sees none of ours', async () => {
  await t.api.put('account/profile/edit-email-notification', { emailNotify: false });
  const m = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
  await m.put('account/profile/edit-email-notification', { emailNotify: false });
  const mine = (await m.get('account/user-log')).json();
  expect(mine.totalRecords).toBe(1);
  expect(mine.data[0].userId).toBe(memberId());
  expect((await m.get('account/user-log?UserId=1')).json().totalRecords).toBe(0);
  expect((await t.other.get('account/user-log')).json().totalRecords).toBe(0);
  expect((await t.api.get('account/user-log')).json().totalRecords).toBe(2);
});
