import { DEMO_CREDENTIALS } from '../seed';
import { count, hostId, projectId, signedInProject } from '../test/harness';

const t = signedInProject();

test('create, get and list', async () => {
  const res = await t.api.post('project/create', { name: '  پروژه جدید ' });
  expect(res.statusCode).toBe(200);
  const project = res.json();
  expect(project).toEqual({ id: expect.any(Number), name: 'پروژه جدید', createdAt: '2025-03-01T08:00:00.000Z', role: 'admin' });
  expect((await t.api.get(`project/get/${project.id}`)).json()).toEqual(project);
  expect((await t.api.get('project/list')).json()).toHaveLength(3);
});

test.each([
  [{}, 'الزامی'],
  [{ name: 'ab' }, 'کمتر از ۳'],
  [{ name: 'x'.repeat(51) }, 'بیشتر از ۵۰'],
  [{ name: 'پروژه اصلی' }, 'تکراری'],
  [{ name: 42 }, 'الزامی'],
])('invalid %j: 422 on Name, nothing written', async (body, fragment) => {
  const before = count(t.h, 'projects');
  const res = await t.api.post('project/create', body);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ Name: [expect.stringContaining(fragment)] });
  expect(count(t.h, 'projects')).toBe(before);
});

test('the customer limit on projects', async () => {
  t.h.db.prepare("INSERT INTO customer_limits (customer_id, resource, max) VALUES (1, 'project', 3)").run();
  expect((await t.api.post('project/create', { name: 'سوم' })).statusCode).toBe(200);
  const res = await t.api.post('project/create', { name: 'چهارم' });
  expect(res.statusCode).toBe(422);
  expect(res.json().errorMessage).toContain('۳');
  const usage = (await t.api.get(`portal/customer-limit/resource-usages?projectId=${projectId(t.h, 'سوم')}`)).json();
  expect(usage).toContainEqual({ resource: 'project', used: 3, limit: 3 });
  expect(usage).toContainEqual({ resource: 'storage', used: 0, limit: 5 });
});

test('delete is refused while the project has resources, and works once they are gone', async () => {
  const refused = await t.api.del(`project/delete/${t.pid}`);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errorMessage).toContain('سرویس');
  expect((await t.api.get(`project/get/${t.pid}`)).statusCode).toBe(200);

  expect((await t.api.del(`storage/${t.pid}/host/delete/${hostId(t.h, 'test-bucket')}`)).statusCode).toBe(200);
  expect((await t.api.del(`project/delete/${t.pid}`)).statusCode).toBe(200);
  expect((await t.api.get(`project/get/${t.pid}`)).statusCode).toBe(404);
});

test('resource usages require the project id', async () => {
  expect((await t.api.get('portal/customer-limit/resource-usages')).statusCode).toBe(404);
});

test("the list names the caller's own role: managers are admin everywhere, a member has the project role", async () => {
  expect((await t.api.get('project/list')).json().map((p: { role: string }) => p.role)).toEqual(['admin', 'admin']);
  const { member } = DEMO_CREDENTIALS;
  const asMember = t.h.api(await t.h.login(member.email, member.password));
  expect((await asMember.get('project/list')).json()).toEqual([expect.objectContaining({ name: 'پروژه آزمایشی', role: 'viewer' })]);
  t.h.db.prepare("UPDATE project_users SET role = 'editor' WHERE project_id = ?").run(t.pid);
  expect((await asMember.get('project/list')).json()[0].role).toBe('editor');
  expect((await asMember.get(`project/get/${t.pid}`)).json().role).toBe('editor');
});
