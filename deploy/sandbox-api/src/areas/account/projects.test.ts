import { DEMO_CREDENTIALS } from '../../seed';
import { count, hostId, projectId, signedInProject } from '../../test/harness';

const t = signedInProject();

test('create, get and list', async () => {
  const res = await t.api.post('project/create', { name: '  پروژه جدید ', datacenterId: 2, description: 'برای آزمایش' });
  expect(res.statusCode).toBe(200);
  const list = (await t.api.get('project/list')).json();
  expect(list).toHaveLength(3);
  const created = list.find((p: { name: string }) => p.name === 'پروژه جدید');
  expect(created).toEqual({
    id: expect.any(Number),
    name: 'پروژه جدید',
    customer: expect.any(String),
    customerId: 1,
    datacenterId: 2,
    datacenter: 'تهران – افرانت',
    hypervisorId: 1,
    hypervisor: 'KVM',
    isPublic: false,
    status: true,
  });
  expect((await t.api.get(`project/get/${created.id}`)).json()).toEqual({
    id: created.id,
    name: 'پروژه جدید',
    datacenterId: 2,
    datacenterName: 'تهران – افرانت',
    isPublic: false,
  });
  expect((await t.api.post('project/create', { name: 'عمومی', datacenterId: 1, isPublic: true })).statusCode).toBe(200);
  expect((await t.api.get(`project/get/${projectId(t.h, 'عمومی')}`)).json().isPublic).toBe(true);
});

test.each([
  [{ datacenterId: 1 }, 'الزامی'],
  [{ name: 'ab', datacenterId: 1 }, 'کمتر از ۳'],
  [{ name: 'x'.repeat(51), datacenterId: 1 }, 'بیشتر از ۵۰'],
  [{ name: 'پروژه اصلی', datacenterId: 1 }, 'تکراری'],
  [{ name: 42, datacenterId: 1 }, 'الزامی'],
])('invalid %j: 422 on Name, nothing written', async (body, fragment) => {
  const before = count(t.h, 'projects');
  const res = await t.api.post('project/create', body);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ Name: [expect.stringContaining(fragment)] });
  expect(count(t.h, 'projects')).toBe(before);
});

test('a data centre that does not exist is refused on DatacenterId, nothing written; none is the first', async () => {
  const before = count(t.h, 'projects');
  for (const datacenterId of [999, 'x']) {
    const res = await t.api.post('project/create', { name: 'بی‌مرکز', datacenterId });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['DatacenterId']);
  }
  expect(count(t.h, 'projects')).toBe(before);
  expect((await t.api.post('project/create', { name: 'بی‌مرکز' })).statusCode).toBe(200);
  expect((await t.api.get(`project/get/${projectId(t.h, 'بی‌مرکز')}`)).json().datacenterId).toBe(1);
});

test('the customer limit on projects', async () => {
  t.h.db.prepare("INSERT INTO customer_limits (customer_id, resource, max) VALUES (1, 'project', 3)").run();
  expect((await t.api.post('project/create', { name: 'سوم', datacenterId: 1 })).statusCode).toBe(200);
  const res = await t.api.post('project/create', { name: 'چهارم', datacenterId: 1 });
  expect(res.statusCode).toBe(422);
  expect(res.json().errorMessage).toContain('۳');
});

test("resource usages: the account's servers against its limits, or one project's with projectId", async () => {
  const account = (await t.api.get('portal/customer-limit/resource-usages')).json();
  const vms = t.h.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(cpu), 0) AS cpu FROM vm_hosts').get() as { n: number; cpu: number };
  // A cluster's node servers use CPU but count under the cluster's limits, not the server limit.
  const nodes = t.h.db.prepare('SELECT COUNT(*) FROM vm_hosts WHERE id IN (SELECT vm_host_id FROM kuber_nodes)').pluck().get() as number;
  expect(nodes).toBeGreaterThan(0);
  expect(account).toMatchObject({ maxCpuUsage: 64, currentCpuUsage: vms.cpu, maxVmCount: 30, currentVmCount: vms.n - nodes, maxIpCount: 32 });
  t.h.db.prepare("INSERT INTO customer_limits (customer_id, resource, max) VALUES (1, 'cpu', 8)").run();
  expect((await t.api.post('project/create', { name: 'سوم', datacenterId: 1 })).statusCode).toBe(200);
  const empty = (await t.api.get(`portal/customer-limit/resource-usages?projectId=${projectId(t.h, 'سوم')}`)).json();
  expect(empty).toMatchObject({ maxCpuUsage: 8, currentCpuUsage: 0, currentVmCount: 0, currentIpCount: 0, currentFirewallRuleCount: 0 });
});

test('delete is refused while the project has resources, and works once they are gone', async () => {
  const refused = await t.api.del(`project/delete/${t.pid}`);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errorMessage).toContain('سرویس');
  expect((await t.api.get(`project/get/${t.pid}`)).statusCode).toBe(200);

  expect((await t.api.del(`storage/${t.pid}/host/delete/${hostId(t.h, 'test-bucket')}`)).statusCode).toBe(200);
  // The seed's Persian-named zone, waiting for its nameservers, is a resource of the project too.
  expect((await t.api.del(`project/delete/${t.pid}`)).statusCode).toBe(422);
  const zone = t.h.db.prepare('SELECT id FROM dns_zones WHERE project_id = ?').pluck().get(t.pid) as number;
  expect((await t.api.del(`dns-cdn/${t.pid}/host/delete/${zone}`)).statusCode).toBe(200);
  expect((await t.api.del(`project/delete/${t.pid}`)).statusCode).toBe(200);
  expect((await t.api.get(`project/get/${t.pid}`)).statusCode).toBe(404);
});

test("resource usages of another customer's project answer 404", async () => {
  const { other } = t;
  const res = await other.get(`portal/customer-limit/resource-usages?projectId=${t.pid}`);
  expect(res.statusCode).toBe(404);
});

test('a member lists only the projects given to them, and reads their users', async () => {
  expect((await t.api.get('project/list')).json()).toHaveLength(2);
  const { member } = DEMO_CREDENTIALS;
  const asMember = t.h.api(await t.h.login(member.email, member.password));
  expect((await asMember.get('project/list')).json()).toEqual([expect.objectContaining({ name: 'پروژه آزمایشی' })]);
  const users = (await asMember.get(`project/${t.pid}/user/list`)).json();
  expect(users).toEqual([expect.objectContaining({ email: member.email, userAccessTypeId: 3 })]);
});
