import { entryEdit } from '@portal/contracts';
import { HOUR_MS } from '../../clock';
import { DEMO_CREDENTIALS } from '../../seed';
import { projectId, signedInProject } from '../../test/harness';
import { service } from '../../test/provider-status';

// Cloud Kubernetes on the provider's wire: namespaces, deployments from an image tag (ports the
// image's, env rows), config maps and secrets (entries by id), ingresses and their rules, firewall.
const t = signedInProject();
const cd = () => `kubernetes/cloud/${t.pid}/host`;
const namespace = { name: 'shop-ns', productBundleId: 0, isPredefined: false, cpu: 4, memory: 4, disk: 75, tenPods: 1 };

/** Creates a namespace (the call answers no body) and reads it back by name. */
async function activeNamespace(body = namespace) {
  const res = await t.api.post(`${cd()}/create`, body);
  expect(res.json()).toEqual({ message: expect.any(String) });
  const row = (await t.api.get(`${cd()}/list`)).json().find((n: { name: string }) => n.name === body.name);
  return (await t.api.get(`${cd()}/get/${row.id}`)).json();
}
const byName = async (path: string, name: string) => (await t.api.get(path)).json().find((r: { name: string }) => r.name === name);
/** A deployment of nginx:1.27 (tag 1: ports 80 and 443) in the namespace. */
async function deployment(ns: { id: number }, name = 'web', replicaNumber = 2) {
  const res = await t.api.post(`${cd()}/${ns.id}/deploy/create`, { name, imageTagId: 1, isPublic: true, replicaNumber, keyValue: { APP_ENV: 'production' } });
  expect(res.statusCode).toBe(200);
  return byName(`${cd()}/${ns.id}/deploy/list`, name);
}

describe('namespace services', () => {
  test('create: pods in tens, bundle 0 means custom; get has the size, the list row pods in use; refusals on the fields', async () => {
    const ns = await activeNamespace();
    expect(ns).toEqual({
      id: ns.id,
      datacenter: expect.any(String),
      datacenterId: expect.any(Number),
      name: 'shop-ns',
      ...service('active'),
      cpu: 4,
      memory: 4,
      disk: 75,
      podInUse: 0,
      tenPods: 1,
      createDate: expect.any(String),
    });
    const bad = await t.api.post(`${cd()}/create`, { name: 'ab', productBundleId: 0, isPredefined: true, tenPods: 99 });
    expect(bad.json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      TenPods: ['تعداد پاد باید عددی بین ۱ و ۵۰ باشد'],
      ProductBundleId: ['لطفاً مشخصات سرور را انتخاب کنید'],
    });
    const bundled = await activeNamespace({ name: 'bundled', productBundleId: 7101, isPredefined: true, cpu: 4, memory: 4, disk: 75, tenPods: 1 });
    expect(bundled).toMatchObject({ cpu: 2, memory: 2, disk: 25, tenPods: 2 });
    await deployment(ns, 'web', 3);
    expect(await byName(`${cd()}/list`, 'shop-ns')).toEqual({
      id: ns.id,
      datacenter: expect.any(String),
      name: 'shop-ns',
      ...service('active'),
      podInUse: 3,
      tenPods: 1,
      createDate: expect.any(String),
    });
    // Resize: never fewer pods than the deployments run.
    expect((await t.api.put(`${cd()}/edit/${ns.id}`, { cpu: 2, memory: 2, disk: 50, tenPods: 0 })).json().errors.TenPods).toBeDefined();
    expect((await t.api.put(`${cd()}/edit/${ns.id}`, { cpu: 2, memory: 2, disk: 50, tenPods: 2 })).statusCode).toBe(200);
    expect((await t.api.get(`${cd()}/get/${ns.id}`)).json()).toMatchObject({ cpu: 2, memory: 2, disk: 50, tenPods: 2 });
  });

  test('the image catalogue: categories, images with tags, ports and expected keys', async () => {
    expect((await t.api.get('kubernetes/cloud/category/list')).json()).toContainEqual({ id: 2, name: 'پایگاه داده' });
    const postgres = (await t.api.get('kubernetes/cloud/image/list')).json().find((i: { name: string }) => i.name === 'postgres');
    expect(postgres).toMatchObject({
      categoryId: 2,
      tags: [
        { id: 4, name: '17' },
        { id: 5, name: '16' },
      ],
      ports: [{ id: 4, name: '5432' }],
      keys: [
        { id: 1, name: 'POSTGRES_PASSWORD' },
        { id: 2, name: 'POSTGRES_DB' },
      ],
    });
  });

  test('deployments: the image tag known, env keys checked, the pods quota; ports from the image; env list/get; edit', async () => {
    const ns = await activeNamespace();
    const d = `${cd()}/${ns.id}/deploy`;
    expect((await t.api.post(`${d}/create`, { name: 'Web', imageTagId: 1, replicaNumber: 1 })).json().errors).toEqual({
      Name: [expect.stringContaining('حروف کوچک انگلیسی')],
    });
    const bad = await t.api.post(`${d}/create`, { name: 'web', imageTagId: 999, replicaNumber: 11, keyValue: { '1X': 'a' } });
    expect(bad.json().errors).toEqual({
      ImageTagId: ['این نسخه در فهرست ایمیج‌ها نیست'],
      ReplicaNumber: ['سهمیه پاد فضای نام کافی نیست؛ باقی‌مانده: ۱۰ عدد'],
      'KeyValue[0].Key': [expect.stringContaining('نام متغیر محیطی')],
    });
    const web = await deployment(ns);
    expect(web).toEqual({
      id: web.id,
      name: 'web',
      image: 'nginx:1.27',
      namespace: 'shop-ns',
      createDate: expect.any(String),
      ports: [expect.objectContaining({ targetPort: 80 }), expect.objectContaining({ targetPort: 443 })],
    });
    expect(web.ports[0].nodePort).toBeGreaterThanOrEqual(30000);
    expect((await t.api.get(`${d}/get/${web.id}`)).json()).toMatchObject({ replica: 2, modifyDate: expect.any(String) });
    const [{ envs }] = (await t.api.get(`${d}/${web.id}/env/list`)).json();
    expect(envs).toEqual([{ id: expect.any(Number), key: 'APP_ENV', value: 'production' }]);
    expect((await t.api.get(`${d}/${web.id}/env/get/${envs[0].id}`)).json()).toMatchObject({ key: 'APP_ENV', value: 'production' });
    expect((await t.api.get(`${d}/${web.id}/env/get/999999`)).statusCode).toBe(404);
    expect((await t.api.put(`${d}/edit/${web.id}`, { replicaNumber: 3, keyValue: { LOG_LEVEL: 'debug' }, envToDelete: { APP_ENV: '' } })).statusCode).toBe(200);
    expect((await t.api.get(`${d}/${web.id}/env/list`)).json()[0].envs).toEqual([{ id: expect.any(Number), key: 'LOG_LEVEL', value: 'debug' }]);
    expect((await t.api.put(`${d}/edit/${web.id}`, { replicaNumber: 11 })).json().errors).toEqual({
      ReplicaNumber: ['سهمیه پاد فضای نام کافی نیست؛ باقی‌مانده: ۱۰ عدد'],
    });
    expect((await t.api.get(`${d}/port-list`)).json()).toEqual([
      { id: web.id, name: 'web', image: 'nginx:1.27', createDate: expect.any(String), ports: web.ports },
    ]);
    const analytic = (await t.api.get(`${d}/get-analytic/${web.id}?PeriodId=2`)).json();
    expect(analytic.series.map((s: { name: string }) => s.name)).toEqual(['cpu', 'memory', 'networkIn', 'networkOut']);
  });

  test('secrets: the list carries keys (values null), get the values; edit removes entries by id; a TLS secret needs its two keys', async () => {
    const ns = await activeNamespace();
    const s = `${cd()}/${ns.id}/secret`;
    expect((await t.api.post(`${s}/create`, { name: 'db', secretTypeId: 1, envs: { PASSWORD: 'p-1', USER: 'app' } })).statusCode).toBe(200);
    const listed = await t.api.get(`${s}/list`);
    expect(listed.body).not.toContain('p-1');
    const row = listed.json()[0];
    expect(row).toEqual({
      id: row.id,
      name: 'db',
      secretTypeId: 1,
      createDate: expect.any(String),
      secrets: [
        { id: expect.any(Number), key: 'PASSWORD', value: null },
        { id: expect.any(Number), key: 'USER', value: null },
      ],
    });
    expect((await t.api.get(`${s}/get/${row.id}`)).json().keyValuePairs.map((e: { value: string }) => e.value)).toEqual(['p-1', 'app']);
    // The provider's edit: a changed entry under its id, new ones under 0, removed ones by id.
    expect(
      (
        await t.api.put(`${s}/edit/${row.id}`, {
          removeEnvIds: [row.secrets[0].id],
          envs: { [row.secrets[1].id]: { USER: 'web' } },
          description: 'پایگاه داده',
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.api.get(`${s}/get/${row.id}`)).json()).toMatchObject({
      description: 'پایگاه داده',
      keyValuePairs: [{ id: row.secrets[1].id, key: 'USER', value: 'web' }],
    });
    expect((await t.api.put(`${s}/edit/${row.id}`, { removeEnvIds: [row.secrets[1].id] })).json().errors).toEqual({ Envs: ['دست‌کم یک کلید باید بماند'] });
    expect((await t.api.put(`${s}/edit/${row.id}`, { removeEnvIds: [123456] })).json().errors).toEqual({ 'RemoveEnvIds[0]': ['این کلید در داده‌ها نیست'] });
    expect((await t.api.post(`${s}/create`, { name: 'tls', secretTypeId: 2, envs: { 'tls.crt': 'x' } })).json().errors).toEqual({
      Envs: ['سکرت TLS باید کلیدهای tls.crt و tls.key را داشته باشد'],
    });
  });

  test('config maps: entries required, keys checked, edited by id', async () => {
    const ns = await activeNamespace();
    const c = `${cd()}/${ns.id}/configmap`;
    expect((await t.api.post(`${c}/create`, { name: 'cfg', envs: {} })).json().errors).toEqual({ Envs: [expect.any(String)] });
    expect((await t.api.post(`${c}/create`, { name: 'cfg', envs: { 'bad key': 'x' } })).json().errors).toEqual({ 'Envs[0].Key': [expect.any(String)] });
    expect((await t.api.post(`${c}/create`, { name: 'cfg', alias: 'تنظیمات', envs: { A: '1' } })).statusCode).toBe(200);
    const row = (await t.api.get(`${c}/list`)).json()[0];
    expect(row).toEqual({ id: row.id, name: 'cfg', createDate: expect.any(String), configMaps: [{ id: expect.any(Number), key: 'A', value: '1' }] });
    expect((await t.api.put(`${c}/edit/${row.id}`, { envs: { 0: { B: '2' } } })).statusCode).toBe(200);
    expect((await t.api.get(`${c}/get/${row.id}`)).json()).toMatchObject({ alias: 'تنظیمات', keyValuePairs: [{ key: 'A' }, { key: 'B', value: '2' }] });
  });

  test("config map edit: the provider's body (entryEdit) changes by id and adds under 0; a bad body is refused whole and writes nothing", async () => {
    const ns = await activeNamespace();
    const c = `${cd()}/${ns.id}/configmap`;
    expect((await t.api.post(`${c}/create`, { name: 'cfg', envs: { A: '1', B: '2' } })).statusCode).toBe(200);
    const row = (await t.api.get(`${c}/list`)).json()[0];
    const [a, b] = row.configMaps;
    const body = entryEdit(row.configMaps, [
      { key: 'A', value: '10' },
      { key: 'C', value: '3' },
    ]);
    expect(body).toEqual({ envs: { [a.id]: { A: '10' }, 0: { C: '3' } }, removeEnvIds: [b.id] });
    expect((await t.api.put(`${c}/edit/${row.id}`, body)).statusCode).toBe(200);
    const edited = (await t.api.get(`${c}/get/${row.id}`)).json().keyValuePairs;
    expect(edited).toEqual([
      { id: a.id, key: 'A', value: '10' },
      { id: expect.any(Number), key: 'C', value: '3' },
    ]);

    const refused = async (payload: unknown, errors: unknown) => {
      const res = await t.api.put(`${c}/edit/${row.id}`, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
      expect((await t.api.get(`${c}/get/${row.id}`)).json().keyValuePairs).toEqual(edited);
    };
    await refused({ envs: { 0: { 'bad key': 'x' } } }, { 'Envs[0].Key': [expect.any(String)] });
    await refused({ envs: { 0: { A: 'again' } } }, { Envs: [expect.any(String)] });
    await refused({ envs: { A: '1' } }, { Envs: [expect.any(String)] });
    await refused({ envs: { 999999: { Z: '1' } } }, { 'Envs[0]': ['این کلید در داده‌ها نیست'] });
    await refused({ removeEnvIds: edited.map((e: { id: number }) => e.id) }, { Envs: ['دست‌کم یک کلید باید بماند'] });
  });

  test('ingress: a domain and rules to deployment ports, each rule its own resource; no domain+path twice; HTTPS needs a TLS secret', async () => {
    const ns = await activeNamespace();
    const base = `${cd()}/${ns.id}`;
    const web = await deployment(ns);
    const [http, https] = web.ports.map((p: { portId: number }) => p.portId);
    const ok = await t.api.post(`${base}/ingress/create`, {
      name: 'edge',
      domainName: 'shop.example.com',
      protocolTypeId: 1,
      secretId: null,
      rules: [{ path: '/', kuberCloudDeployPortId: http }],
    });
    expect(ok.statusCode).toBe(200);
    const twice = await t.api.post(`${base}/ingress/create`, {
      name: 'edge-2',
      domainName: 'shop.example.com',
      protocolTypeId: 1,
      rules: [{ path: '/', kuberCloudDeployPortId: http }],
    });
    expect(twice.json().errors).toEqual({ 'Rules[0].Path': ['این دامنه و مسیر پیش‌تر در اینگرس «edge» تعریف شده است'] });
    expect(
      (
        await t.api.post(`${base}/ingress/create`, {
          name: 'tls',
          domainName: 'a.example.com',
          protocolTypeId: 2,
          rules: [{ path: '/', kuberCloudDeployPortId: https }],
        })
      ).json().errors,
    ).toEqual({ SecretId: ['برای HTTPS یک سکرت TLS از همین فضای نام انتخاب کنید'] });
    const edge = (await t.api.get(`${base}/ingress/list`)).json()[0];
    expect(edge).toEqual({
      id: edge.id,
      name: 'edge',
      domainName: 'shop.example.com',
      protocolTypeId: 1,
      kuberCloudSecretId: null,
      ruleCount: 1,
      rules: [{ id: expect.any(Number), path: '/', serviceName: 'web', port: 80 }],
      createDate: expect.any(String),
      modifyDate: expect.any(String),
    });
    const r = `${base}/ingress/${edge.id}/rule`;
    expect((await t.api.post(`${r}/create`, { rules: [{ path: '/api', kuberCloudDeployPortId: https }] })).statusCode).toBe(200);
    const rules = (await t.api.get(`${base}/ingress/get/${edge.id}`)).json().rules;
    expect(rules).toEqual([
      expect.objectContaining({ path: '/', port: 80 }),
      expect.objectContaining({ path: '/api', port: 443, createDate: expect.any(String) }),
    ]);
    expect((await t.api.put(`${r}/edit/${rules[1].id}`, { path: '/', kuberDeployPortId: https })).json().errors).toEqual({
      Path: ['این دامنه و مسیر پیش‌تر در اینگرس «edge» تعریف شده است'],
    });
    expect((await t.api.put(`${r}/edit/${rules[1].id}`, { path: '/v2', kuberDeployPortId: http })).statusCode).toBe(200);
    expect((await t.api.del(`${r}/delete/${rules[0].id}`)).statusCode).toBe(200);
    expect((await t.api.del(`${r}/delete/${rules[1].id}`)).json().message).toBe(
      'اینگرس باید دست‌کم یک قانون داشته باشد؛ برای برداشتن همه، خود اینگرس را حذف کنید',
    );
    // A deployment an ingress routes to cannot be deleted.
    expect((await t.api.del(`${base}/deploy/delete/${web.id}`)).statusCode).toBe(422);
  });

  test('firewall: a source to a deployment port; a port of another namespace refused; a duplicate refused', async () => {
    const ns = await activeNamespace();
    const web = await deployment(ns);
    const f = `${cd()}/${ns.id}/firewall`;
    const rule = { firewallProtocolId: 1, deployPortId: web.ports[0].portId, sourceIp: '10.0.0.0/8', description: 'app' };
    expect((await t.api.post(`${f}/create`, rule)).json()).toEqual({ message: expect.any(String) });
    expect((await t.api.post(`${f}/create`, rule)).json().errors).toEqual({ SourceIp: ['برای این پورت و این مبدأ پیش‌تر قانونی تعریف شده است'] });
    expect((await t.api.post(`${f}/create`, { ...rule, deployPortId: 999999 })).json().errors).toEqual({
      DeployPortId: ['این پورت از دیپلویمنت‌های این فضای نام نیست'],
    });
    const [row] = (await t.api.get(`${f}/list`)).json();
    expect(row).toEqual({ id: row.id, sourceIp: '10.0.0.0/8', protocol: 'TCP', targetPort: 80, createDate: expect.any(String) });
    expect((await t.api.del(`${f}/delete/${row.id}`)).statusCode).toBe(200);
  });

  test('namespaces are charged hourly; another customer gets 404; a viewer cannot write; deleting one removes its insides', async () => {
    const ns = await activeNamespace();
    t.h.time.advance(HOUR_MS + 1000);
    t.h.chargeHourly();
    expect(t.h.db.prepare("SELECT amount FROM charges WHERE resource_kind = 'kuber-host' AND resource_id = ?").pluck().get(ns.id)).toBe(
      4 * 750 + 4 * 400 + 75 * 10,
    );
    expect((await t.other.get(`${cd()}/get/${ns.id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${cd()}/${ns.id}/secret/list`)).statusCode).toBe(404);
    expect((await t.other.post(`${cd()}/${ns.id}/deploy/create`, {})).statusCode).toBe(404);
    const member = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.get(`${cd()}/${ns.id}/deploy/list`)).statusCode).toBe(200);
    expect((await member.post(`${cd()}/${ns.id}/configmap/create`, { name: 'x', envs: { A: '1' } })).statusCode).toBe(403);
    const web = await deployment(ns);
    await t.api.post(`${cd()}/${ns.id}/ingress/create`, {
      name: 'edge',
      domainName: 'x.example.com',
      protocolTypeId: 1,
      rules: [{ path: '/', kuberCloudDeployPortId: web.ports[0].portId }],
    });
    expect((await t.api.del(`${cd()}/delete/${ns.id}`)).statusCode).toBe(200);
    await t.api.get(`${cd()}/list`);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM kuber_deployments WHERE kuber_host_id = ?').pluck().get(ns.id)).toBe(0);
  });
});

test('the demo project holds a namespace with a deployment (ports, env), a config map, a secret, an ingress with a rule and firewall rules', async () => {
  const main = projectId(t.h, 'پروژه اصلی');
  const [ns] = (await t.api.get(`kubernetes/cloud/${main}/host/list`)).json();
  expect(ns).toMatchObject({ name: 'shop', ...service('active'), podInUse: 2 });
  const base = `kubernetes/cloud/${main}/host/${ns.id}`;
  const [web] = (await t.api.get(`${base}/deploy/list`)).json();
  expect(web).toMatchObject({ name: 'web', image: 'nginx:1.27', ports: [{ targetPort: 80 }, { targetPort: 443 }] });
  expect((await t.api.get(`${base}/deploy/${web.id}/env/list`)).json()[0].envs.map((e: { key: string }) => e.key)).toEqual(['APP_ENV', 'LOG_LEVEL']);
  expect((await t.api.get(`${base}/configmap/list`)).json()[0].name).toBe('web-config');
  const secrets = await t.api.get(`${base}/secret/list`);
  expect(secrets.json()[0]).toMatchObject({ name: 'web-secret', secrets: [{ key: 'DB_PASSWORD', value: null }] });
  expect(secrets.body).not.toContain('demo-Secret-42');
  expect((await t.api.get(`${base}/ingress/list`)).json()[0]).toMatchObject({
    name: 'web',
    domainName: 'shop.example.com',
    rules: [{ path: '/', serviceName: 'web', port: 80 }],
  });
  expect(
    (await t.api.get(`${base}/firewall/list`))
      .json()
      .map((r: { targetPort: number }) => r.targetPort)
      .sort(),
  ).toEqual([443, 80]);
});
