import { DEMO_CREDENTIALS } from '../seed';
import { hostId, projectId, signedInProject } from '../test/harness';

const t = signedInProject();

const { member, other } = DEMO_CREDENTIALS;
const main = () => projectId(t.h, 'پروژه اصلی');
const asMember = async () => t.h.api(await t.h.login(member.email, member.password));

test('invite a user of the customer, change the role, remove', async () => {
  const res = await t.api.post(`project/${main()}/user/create`, { email: member.email, role: 'editor' });
  expect(res.statusCode).toBe(200);
  const pu = res.json();
  expect(pu).toMatchObject({ email: member.email, role: 'editor', firstName: 'همکار' });
  expect((await t.api.get(`project/${main()}/user/list`)).json()).toHaveLength(1);
  expect((await t.api.put(`project/${main()}/user/edit/${pu.id}`, { role: 'viewer' })).json().role).toBe('viewer');
  expect((await t.api.del(`project/${main()}/user/delete/${pu.id}`)).statusCode).toBe(200);
  expect((await t.api.get(`project/${main()}/user/list`)).json()).toEqual([]);
  const events = t.h.db.prepare("SELECT event FROM user_log WHERE event LIKE 'project-user-%' ORDER BY id").pluck().all();
  expect(events).toEqual(['project-user-added', 'project-user-edited', 'project-user-removed']);
});

test('invitations are refused on the field: strangers, owners, duplicates, bad roles', async () => {
  const cases: Array<[object, string, string]> = [
    [{ email: other.email, role: 'viewer' }, 'Email', 'کاربری با این ایمیل'],
    [{ email: 'nobody@example.com', role: 'viewer' }, 'Email', 'کاربری با این ایمیل'],
    [{ email: DEMO_CREDENTIALS.demo.email, role: 'viewer' }, 'Email', 'همه پروژه‌ها'],
    [{ email: member.email, role: 'viewer' }, 'Email', 'از قبل'],
    [{ email: member.email, role: 'god' }, 'Role', 'نقش'],
  ];
  for (const [body, field, fragment] of cases) {
    const res = await t.api.post(`project/${t.pid}/user/create`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toContain(fragment);
  }
});

test("another customer's project users are out of reach (404)", async () => {
  const otherProject = projectId(t.h, 'پروژه مشتری دیگر');
  expect((await t.api.get(`project/${otherProject}/user/list`)).statusCode).toBe(404);
  expect((await t.api.post(`project/${otherProject}/user/create`, { email: member.email, role: 'viewer' })).statusCode).toBe(404);
  // A project user of the demo customer addressed through another customer's project: 404 too.
  const puId = t.h.db.prepare('SELECT id FROM project_users WHERE project_id = ?').pluck().get(t.pid);
  expect((await t.other.put(`project/${otherProject}/user/edit/${puId}`, { role: 'admin' })).statusCode).toBe(404);
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
    const create = { name: 'member-bucket', productBundleId: 301, datacenterId: 1 };
    expect((await m.post(`storage/${t.pid}/host/create`, create)).statusCode).toBe(403);
    t.h.db.prepare("UPDATE project_users SET role = 'editor' WHERE project_id = ?").run(t.pid);
    expect((await m.post(`storage/${t.pid}/host/create`, create)).statusCode).toBe(200);
  });

  test('members cannot create or delete projects, nor manage project users unless project admin', async () => {
    const m = await asMember();
    expect((await m.post('project/create', { name: 'پروژه عضو' })).statusCode).toBe(403);
    expect((await m.del(`project/delete/${t.pid}`)).statusCode).toBe(403);
    expect((await m.post(`project/${t.pid}/user/create`, { email: member.email, role: 'admin' })).statusCode).toBe(403);
    expect((await m.get(`project/${t.pid}/user/list`)).statusCode).toBe(200);
    t.h.db.prepare("UPDATE project_users SET role = 'admin' WHERE project_id = ?").run(t.pid);
    const puId = t.h.db.prepare('SELECT id FROM project_users WHERE project_id = ?').pluck().get(t.pid);
    expect((await m.put(`project/${t.pid}/user/edit/${puId}`, { role: 'editor' })).statusCode).toBe(200);
  });

  test('deleting a project removes its project users', async () => {
    const id = (await t.api.post('project/create', { name: 'موقت' })).json().id;
    await t.api.post(`project/${id}/user/create`, { email: member.email, role: 'viewer' });
    expect((await t.api.del(`project/delete/${id}`)).statusCode).toBe(200);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM project_users WHERE project_id = ?').pluck().get(id)).toBe(0);
  });
});
