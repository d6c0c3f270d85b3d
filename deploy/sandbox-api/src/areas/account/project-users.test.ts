import { DEMO_CREDENTIALS } from '../../seed';
import { hostId, projectId, signedInProject } from '../../test/harness';

const t = signedInProject();

const { member, other } = DEMO_CREDENTIALS;
const main = () => projectId(t.h, 'پروژه اصلی');
const asMember = async () => t.h.api(await t.h.login(member.email, member.password));

test('invite a user of the customer, change the access type, remove', async () => {
  const res = await t.api.post(`project/${main()}/user/create`, { userName: member.email, userAccessTypeId: 2 });
  expect(res.statusCode).toBe(200);
  const list = (await t.api.get(`project/${main()}/user/list`)).json();
  expect(list).toEqual([
    {
      id: expect.any(Number),
      user: expect.stringContaining('همکار'),
      userId: expect.any(Number),
      email: member.email,
      userAccessTypeId: 2,
      createDate: expect.any(String),
      modifyDate: expect.any(String),
    },
  ]);
  const pu = list[0];
  expect((await t.api.post(`project/${main()}/user/edit/${pu.id}`, { userAccessTypeId: 3 })).statusCode).toBe(200);
  expect((await t.api.get(`project/${main()}/user/list`)).json()[0].userAccessTypeId).toBe(3);
  expect(t.h.db.prepare('SELECT role FROM project_users WHERE id = ?').pluck().get(pu.id)).toBe('viewer');
  expect((await t.api.del(`project/${main()}/user/delete/${pu.id}`)).statusCode).toBe(200);
  expect((await t.api.get(`project/${main()}/user/list`)).json()).toEqual([]);
  const events = t.h.db.prepare("SELECT event FROM user_log WHERE event LIKE 'project-user-%' ORDER BY id").pluck().all();
  expect(events).toEqual(['project-user-added', 'project-user-edited', 'project-user-removed']);
});

test('invitations are refused on the field: strangers, owners, duplicates, bad access types', async () => {
  const cases: Array<[object, string, string]> = [
    [{ userName: other.email, userAccessTypeId: 3 }, 'UserName', 'کاربری با این ایمیل'],
    [{ userName: 'nobody@example.com', userAccessTypeId: 3 }, 'UserName', 'کاربری با این ایمیل'],
    [{ userName: DEMO_CREDENTIALS.demo.email, userAccessTypeId: 3 }, 'UserName', 'همه پروژه‌ها'],
    [{ userName: member.email, userAccessTypeId: 3 }, 'UserName', 'از قبل'],
    [{ userName: member.email, userAccessTypeId: 9 }, 'UserAccessTypeId', 'نقش'],
    [{ userName: member.email }, 'UserAccessTypeId', 'دسترسی را انتخاب کنید'],
  ];
  const before = t.h.db.prepare('SELECT COUNT(*) FROM project_users').pluck().get();
  for (const [body, field, fragment] of cases) {
    const res = await t.api.post(`project/${t.pid}/user/create`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toContain(fragment);
  }
  expect(t.h.db.prepare('SELECT COUNT(*) FROM project_users').pluck().get()).toBe(before);
});

test("another customer's project users are out of reach (404)", async () => {
  const otherProject = projectId(t.h, 'پروژه مشتری دیگر');
  expect((await t.api.get(`project/${otherProject}/user/list`)).statusCode).toBe(404);
  expect((await t.api.post(`project/${otherProject}/user/create`, { userName: member.email, userAccessTypeId: 3 })).statusCode).toBe(404);
  // A project user of the demo customer addressed through another customer's project: 404 too.
  const puId = t.h.db.prepare('SELECT id FROM project_users WHERE project_id = ?').pluck().get(t.pid);
  expect((await t.other.post(`project/${otherProject}/user/edit/${puId}`, { userAccessTypeId: 1 })).statusCode).toBe(404);
  expect((await t.other.del(`project/${t.pid}/user/delete/${puId}`)).statusCode).toBe(404);
  // ...and through a sibling project of the same customer.
  expect((await t.api.del(`project/${main()}/user/delete/${puId}`)).statusCode).toBe(404);
});

describe('sub-users reach only their projects', () => {
  test('a member sees only granted projects, everywhere', async () => {
    const m = await asMember();
    expect((await m.get('project/list')).json().map((p: { name: string }) => p.name)).toEqual(['پروژه آزمایشی']);
    expect((await m.get(`project/get/${main()}`)).statusCode).toBe(404);
    expect((await m.get(`storage/${main()}/host/list`)).statusCode).toBe(404);
    expect((await m.get(`storage/${main()}/host/get/${hostId(t.h, 'backups')}`)).statusCode).toBe(404);
    expect((await m.get(`portal/customer-limit/resource-usages?projectId=${main()}`)).statusCode).toBe(404);
    expect((await m.get(`storage/${t.pid}/host/list`)).json()).toHaveLength(1);
  });

  test('a project viewer reads but cannot change; an editor can', async () => {
    const m = await asMember();
    const create = { name: 'member-bucket', isPredefined: true, productBundleId: 301 };
    expect((await m.post(`storage/${t.pid}/host/create`, create)).statusCode).toBe(403);
    t.h.db.prepare("UPDATE project_users SET role = 'editor' WHERE project_id = ?").run(t.pid);
    expect((await m.post(`storage/${t.pid}/host/create`, create)).statusCode).toBe(200);
  });

  test('members cannot create or delete projects, nor manage project users unless project admin', async () => {
    const m = await asMember();
    expect((await m.post('project/create', { name: 'پروژه عضو', datacenterId: 1 })).statusCode).toBe(403);
    expect((await m.del(`project/delete/${t.pid}`)).statusCode).toBe(403);
    expect((await m.post(`project/${t.pid}/user/create`, { userName: member.email, userAccessTypeId: 1 })).statusCode).toBe(403);
    expect((await m.get(`project/${t.pid}/user/list`)).statusCode).toBe(200);
    t.h.db.prepare("UPDATE project_users SET role = 'admin' WHERE project_id = ?").run(t.pid);
    const puId = t.h.db.prepare('SELECT id FROM project_users WHERE project_id = ?').pluck().get(t.pid);
    expect((await m.post(`project/${t.pid}/user/edit/${puId}`, { userAccessTypeId: 2 })).statusCode).toBe(200);
  });

  test('deleting a project removes its project users', async () => {
    expect((await t.api.post('project/create', { name: 'موقت', datacenterId: 1 })).statusCode).toBe(200);
    const id = projectId(t.h, 'موقت');
    await t.api.post(`project/${id}/user/create`, { userName: member.email, userAccessTypeId: 3 });
    expect((await t.api.del(`project/delete/${id}`)).statusCode).toBe(200);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM project_users WHERE project_id = ?').pluck().get(id)).toBe(0);
  });
});
