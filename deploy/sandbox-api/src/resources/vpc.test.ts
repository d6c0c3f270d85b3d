import { checkInput, vpcNetworkEntrySchema } from '@portal/contracts';
import { HOUR_MS } from '../clock';
import { DEMO_CREDENTIALS } from '../seed';
import { fixtures, serverOrder } from '../test/fixtures';
import { projectId, signedInProject, withProject, type Client } from '../test/harness';

const t = signedInProject();
const make = fixtures(t);

const order = {
  name: 'lab-vpc',
  datacenterId: 1,
  productBundleId: 6001,
  networks: [
    { name: 'front', gatewayCidr: '10.60.1.1/24' },
    { name: 'back', gatewayCidr: '10.60.2.254/24' },
  ],
};
const base = () => `vm/${t.pid}/vpc`;

/** A VPC of the test project, settled (active), and its networks by name. */
async function vpcWithNetworks(body: object = order): Promise<{ id: number; nets: Record<string, number> }> {
  const res = await t.api.post(`${base()}/create`, body);
  if (res.statusCode !== 200) throw new Error(res.body);
  const id = res.json().id as number;
  const nets = (await t.api.get(`${base()}/${id}/network/list`)).json() as Array<{ id: number; name: string }>;
  return { id, nets: Object.fromEntries(nets.map((n) => [n.name, n.id])) };
}
const attach = (vpc: number, networkId: number, vmHostId: number, ipAddress: string | null = null) =>
  t.api.post(`${base()}/${vpc}/interface/attach`, { networkId, vmHostId, ipAddress });

test.each([
  ['10.0.1.1/24', null],
  ['10.0.1.0/24', 'gatewayEdge'],
  ['10.0.1.255/24', 'gatewayEdge'],
  ['8.8.8.1/24', 'gatewayCidr'],
  ['10.0.0.1/8', 'gatewayCidr'],
  ['192.168.1.1/30', 'gatewayCidr'],
  ['172.16.5.9/29', null],
  ['10.0.1.1', 'gatewayCidr'],
])('gateway CIDR %s → %s', (text, problem) => {
  expect(checkInput(vpcNetworkEntrySchema.gatewayCidr, text)?.kind ?? null).toBe(problem);
});

describe('VPC host', () => {
  test('create: building with its networks, then active; the list counts; the vpc bundle list is served', async () => {
    await withProject({ delays: { provisionMs: 3000 } }, async (s) => {
      const res = await s.api.post(`vm/${s.pid}/vpc/create`, order);
      expect(res.statusCode).toBe(200);
      const vpc = res.json();
      expect(vpc).toMatchObject({ name: 'lab-vpc', status: 'building', datacenterId: 1, productBundleId: 6001, networkCount: 2, serverCount: 0, price: 10800000, hourlyPrice: 15000 });
      const nets = (await s.api.get(`vm/${s.pid}/vpc/${vpc.id}/network/list`)).json();
      expect(nets.map((n: { cidr: string; gateway: string; status: string; snat: boolean }) => [n.cidr, n.gateway, n.status, n.snat])).toEqual([
        ['10.60.2.0/24', '10.60.2.254', 'creating', true],
        ['10.60.1.0/24', '10.60.1.1', 'creating', true],
      ]);
      // Children wait for the VPC.
      expect((await s.api.post(`vm/${s.pid}/vpc/${vpc.id}/ip/create`)).json().errorMessage).toContain('فعال باشد');
      s.h.time.advance(3000);
      expect((await s.api.get(`vm/${s.pid}/vpc/get/${vpc.id}`)).json().status).toBe('active');
      expect((await s.api.get(`vm/${s.pid}/vpc/${vpc.id}/network/list`)).json().every((n: { status: string }) => n.status === 'active')).toBe(true);
      expect((await s.api.get(`vm/${s.pid}/vpc/short-list`)).json()).toEqual([{ id: vpc.id, name: 'lab-vpc', status: 'active' }]);
    });
    const bundles = (await t.api.get('portal/product-bundle/vpc/list')).json();
    expect(bundles.map((b: { id: number }) => b.id)).toEqual([6001, 6002, 6003, 6004]);
  });

  test('the order is refused field by field, networks entry by entry, in Persian', async () => {
    const res = await t.api.post(`${base()}/create`, {
      name: 'x',
      datacenterId: 99,
      productBundleId: 103,
      networks: [
        { name: 'a-net', gatewayCidr: '10.1.0.1/16' },
        { name: 'A-NET', gatewayCidr: '10.1.5.1/24' },
        { name: 'c-net', gatewayCidr: '10.2.0.0/24' },
        { name: 'office-lan', gatewayCidr: '8.8.8.1/24' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      DatacenterId: ['مرکز داده انتخاب‌شده معتبر نیست'],
      ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'],
      'Networks[1].Name': ['شبکه‌ای با این نام در این پروژه وجود دارد'],
      'Networks[1].GatewayCidr': ['این محدوده با شبکه دیگری از همین ابر اختصاصی هم‌پوشانی دارد'],
      'Networks[2].GatewayCidr': ['دروازه نمی‌تواند نشانی خود شبکه یا نشانی همه‌پخشی (broadcast) آن باشد'],
      'Networks[3].GatewayCidr': [expect.stringContaining('پیشوند یک شبکه خصوصی')],
    });
    expect((await t.api.post(`${base()}/create`, { ...order, networks: [] })).json().errors).toEqual({ Networks: ['دست‌کم یک شبکه برای ابر اختصاصی تعریف کنید'] });
    expect((await t.api.get(`${base()}/list`)).json()).toEqual([]);
  });

  test('a name is unique in the project; the second VPC past the limit is refused', async () => {
    await vpcWithNetworks();
    expect((await t.api.post(`${base()}/create`, { ...order, networks: [{ name: 'x-net', gatewayCidr: '10.9.0.1/24' }] })).json().errors).toEqual({ Name: ['نام تکراری است'] });
    await vpcWithNetworks({ ...order, name: 'lab-2', networks: [{ name: 'y-net', gatewayCidr: '10.60.1.1/24' }] });
    expect((await t.api.post(`${base()}/create`, { ...order, name: 'lab-3', networks: [{ name: 'z-net', gatewayCidr: '10.9.0.1/24' }] })).json().errorMessage).toContain('سقف مجاز');
  });

  test('hours are charged to the wallet while it lives', async () => {
    const { id } = await vpcWithNetworks();
    await t.api.get(`${base()}/get/${id}`);
    t.h.time.advance(3 * HOUR_MS + 1000);
    t.h.chargeHourly();
    const charge = t.h.db.prepare("SELECT hours, amount FROM charges WHERE resource_kind = 'vpc-host' AND resource_id = ?").get(id);
    expect(charge).toEqual({ hours: 3, amount: 3 * 15000 });
  });

  test('another customer and a viewer get nothing', async () => {
    const { id } = await vpcWithNetworks();
    expect((await t.other.get(`${base()}/get/${id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${base()}/${id}/network/list`)).statusCode).toBe(404);
    expect((await t.other.del(`${base()}/delete/${id}`)).statusCode).toBe(404);
    const member = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.get(`${base()}/get/${id}`)).statusCode).toBe(200);
    expect((await member.post(`${base()}/${id}/ip/create`)).statusCode).toBe(403);
    expect((await member.del(`${base()}/delete/${id}`)).statusCode).toBe(403);
    const main = projectId(t.h, 'پروژه اصلی');
    expect((await t.other.get(`vm/${main}/vpc/list`)).statusCode).toBe(404);
  });
});

describe('networks', () => {
  test('overlap within the VPC is refused on the field; a free range is accepted; the gateway must be inside and not an edge', async () => {
    const { id } = await vpcWithNetworks();
    const create = (body: object) => t.api.post(`${base()}/${id}/network/create`, body);
    const overlap = await create({ name: 'third', cidr: '10.60.1.128/25', gateway: null });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors).toEqual({ Cidr: ['این محدوده با شبکه دیگری از همین ابر اختصاصی هم‌پوشانی دارد'] });
    expect((await create({ name: 'third', cidr: '10.60.3.0/24', gateway: '10.60.4.1' })).json().errors).toEqual({ Gateway: ['دروازه باید درون محدوده \u206610.60.3.0/24\u2069 باشد'] });
    expect((await create({ name: 'third', cidr: '10.60.3.0/24', gateway: '10.60.3.255' })).json().errors).toEqual({ Gateway: ['دروازه نمی‌تواند نشانی خود شبکه یا نشانی همه‌پخشی (broadcast) آن باشد'] });
    expect((await create({ name: 'third', cidr: '10.60.3.0/30', gateway: null })).json().errors.Cidr).toEqual([expect.stringContaining('۱۶ تا ۲۹')]);
    const ok = await create({ name: 'third', cidr: '10.60.3.0/24', gateway: null });
    expect(ok.json()).toMatchObject({ name: 'third', cidr: '10.60.3.0/24', gateway: '10.60.3.1', vpcHostId: id });
    // Another VPC may reuse a range: VPCs are isolated from each other.
    const other = await vpcWithNetworks({ ...order, name: 'lab-2', networks: [{ name: 'twin', gatewayCidr: '10.60.1.1/24' }] });
    expect(other.nets.twin).toEqual(expect.any(Number));
  });

  test('network access: between two networks of the VPC, once', async () => {
    const { id, nets } = await vpcWithNetworks();
    const create = (body: object) => t.api.post(`${base()}/${id}/network-access/create`, body);
    expect((await create({ fromNetworkId: nets.front, toNetworkId: nets.back })).json()).toMatchObject({ fromNetworkName: 'front', toNetworkName: 'back' });
    expect((await create({ fromNetworkId: nets.front, toNetworkId: nets.back })).json().errors).toEqual({ ToNetworkId: ['این دسترسی قبلاً تعریف شده است'] });
    expect((await create({ fromNetworkId: nets.front, toNetworkId: nets.front })).json().errors).toEqual({ ToNetworkId: ['شبکه مبدأ و مقصد نمی‌توانند یکی باشند'] });
    expect((await t.api.get(`${base()}/${id}/network-access/list`)).json()).toHaveLength(1);
  });
});

describe('interfaces', () => {
  test('attach gives the lowest free address past the reserved ones; a fixed one must be inside, not reserved, free; detach frees it', async () => {
    const { id, nets } = await vpcWithNetworks();
    const [a, b, c] = [await make.server({ name: 'web-1' }), await make.server({ name: 'web-2' }), await make.server({ name: 'web-3' })];
    await t.api.get(`vm/${t.pid}/host/list`);
    expect((await attach(id, nets.front, a)).json()).toMatchObject({ networkName: 'front', vmHostName: 'web-1', ipAddress: '10.60.1.2' });
    // back's gateway is .254, so .1 (router) and .254 are both reserved.
    expect((await attach(id, nets.back, a, '10.60.2.254')).json().errors).toEqual({ IpAddress: ['این نشانی رزرو شده است (نشانی شبکه، دروازه، دو نشانی سرویس یا همه‌پخشی)'] });
    expect((await attach(id, nets.back, a, '10.60.2.1')).json().errors.IpAddress).toHaveLength(1);
    expect((await attach(id, nets.back, a, '10.60.9.1')).json().errors).toEqual({ IpAddress: ['این نشانی در محدوده این شبکه نیست'] });
    expect((await attach(id, nets.back, a, '10.60.2.20')).json().ipAddress).toBe('10.60.2.20');
    expect((await attach(id, nets.back, b, '10.60.2.20')).json().errors).toEqual({ IpAddress: ['این نشانی به سرور دیگری داده شده است'] });
    expect((await attach(id, nets.back, a)).json().errorMessage).toBe('این سرور قبلاً به این شبکه متصل شده است');
    const far = await make.server({ name: 'far-1', datacenterId: 3 });
    await t.api.get(`vm/${t.pid}/host/list`);
    expect((await attach(id, nets.front, far)).json().errorMessage).toBe('این سرور در مرکز داده دیگری است و نمی‌تواند به این ابر اختصاصی وصل شود');
    expect((await t.api.get(`${base()}/${id}/interface/list`)).json()).toHaveLength(2);
    expect((await t.api.get(`${base()}/get/${id}`)).json().serverCount).toBe(1);
    expect((await t.api.del(`${base()}/network/delete/${nets.back}`)).json().errorMessage).toBe('این شبکه هنوز سرور متصل دارد؛ ابتدا سرورها را از آن جدا کنید');
    expect((await t.api.post(`${base()}/${id}/interface/detach`, { networkId: nets.back, vmHostId: a })).statusCode).toBe(200);
    expect((await t.api.post(`${base()}/${id}/interface/detach`, { networkId: nets.back, vmHostId: a })).json().errorMessage).toBe('این سرور به این شبکه متصل نیست');
    expect((await t.api.del(`${base()}/network/delete/${nets.back}`)).statusCode).toBe(200);
    void c;
  });

  test('a server ordered into a VPC network (the server wizard) gets its address by the same rule as attach', async () => {
    const { id, nets } = await vpcWithNetworks({ ...order, networks: [...order.networks, { name: 'tiny', gatewayCidr: '10.60.3.1/29' }] });
    const into = (networkId: number, ipAddress: string | null = null, more: object = {}) =>
      t.api.post(`vm/${t.pid}/host/create`, { ...serverOrder, name: `in-${Math.random().toString(36).slice(2, 8)}`, usePrivateNetwork: true, networkId, ipAddress, ...more });
    const reserved = { IpAddress: ['این نشانی رزرو شده است (نشانی شبکه، دروازه، دو نشانی سرویس یا همه‌پخشی)'] };
    // The last host (the VPC's service address) and a gateway put at .254 are reserved on this path too.
    expect((await into(nets.front, '10.60.1.254')).json().errors).toEqual(reserved);
    expect((await into(nets.back, '10.60.2.254')).json().errors).toEqual(reserved);
    expect((await into(nets.back, '10.60.2.1')).json().errors).toEqual(reserved);
    expect((await into(nets.back, '10.60.9.1')).json().errors).toEqual({ IpAddress: ['این نشانی در محدوده این شبکه نیست'] });
    // And on the networks page's attach, which takes any network of the project.
    const loose = await make.server({ name: 'loose-1' });
    await t.api.get(`vm/${t.pid}/host/list`);
    expect((await t.api.post(`vm/${t.pid}/network/node/attach`, { networkId: nets.back, vmHostId: loose, ipAddress: '10.60.2.254' })).json().errors).toEqual(reserved);
    // tiny (/29) has .2-.5 for servers: three attached, the fourth ordered, a fifth has no address left.
    for (const name of ['t-1', 't-2', 't-3']) {
      const s = await make.server({ name });
      await t.api.get(`vm/${t.pid}/host/list`);
      expect((await attach(id, nets.tiny, s)).statusCode).toBe(200);
    }
    const fourth = await into(nets.tiny);
    expect(fourth.statusCode).toBe(200);
    await t.api.get(`vm/${t.pid}/host/list`);
    const onTiny = (await t.api.get(`${base()}/${id}/interface/list`)).json().filter((i: { networkId: number }) => i.networkId === nets.tiny);
    expect(onTiny.map((i: { ipAddress: string }) => i.ipAddress)).toEqual(['10.60.3.2', '10.60.3.3', '10.60.3.4', '10.60.3.5']);
    expect((await into(nets.tiny)).json().errors).toEqual({ NetworkId: ['نشانی آزادی در این شبکه باقی نمانده است'] });
    // A server of another data centre cannot join the VPC this way either.
    expect((await into(nets.front, null, { datacenterId: 3 })).json().errors).toEqual({ NetworkId: ['این سرور در مرکز داده دیگری است و نمی‌تواند به این ابر اختصاصی وصل شود'] });
  });

  test('SNAT is switched per network', async () => {
    const { id, nets } = await vpcWithNetworks();
    const res = await t.api.put(`${base()}/${id}/nat/edit-snat`, { networkId: nets.front, enabled: false });
    expect(res.json()).toMatchObject({ id: nets.front, snat: false });
    expect((await t.api.put(`${base()}/${id}/nat/edit-snat`, { networkId: nets.front })).json().errors).toEqual({ Enabled: ['وارد کردن ترجمه نشانی خروجی (SNAT) الزامی است'] });
  });
});

/** A settled VPC with one server on `front` (10.60.1.2) and one public IP. */
async function populated() {
  const v = await vpcWithNetworks();
  const server = await make.server({ name: 'web-1' });
  await t.api.get(`vm/${t.pid}/host/list`);
  await attach(v.id, v.nets.front, server);
  const ip = (await t.api.post(`${base()}/${v.id}/ip/create`)).json();
  return { ...v, server, ip };
}

describe('NAT and public IPs', () => {
  test('DNAT: equal range sizes, no duplicate external port per protocol on one IP, internal IP a server of the VPC', async () => {
    const { id, ip } = await populated();
    const dnat = (body: object) => t.api.post(`${base()}/${id}/nat/create-dnat`, { publicIpId: ip.id, protocol: 'tcp', externalPort: '2222', internalIp: '10.60.1.2', internalPort: '22', ...body });
    expect((await dnat({})).statusCode).toBe(200);
    expect((await dnat({ externalPort: '2200-2300', internalPort: '2200-2300' })).json().errors).toEqual({ ExternalPort: ['این پورت بیرونی برای همین پروتکل روی این نشانی IP قبلاً استفاده شده است'] });
    expect((await dnat({ protocol: 'udp' })).statusCode).toBe(200);
    expect((await dnat({ externalPort: '8000-8010', internalPort: '80' })).json().errors).toEqual({ InternalPort: ['اندازه بازه پورت داخلی باید با بازه پورت بیرونی برابر باشد'] });
    expect((await dnat({ externalPort: '9000', internalIp: '10.60.1.99' })).json().errors).toEqual({ InternalIp: ['این نشانی متعلق به هیچ سروری در شبکه‌های این ابر اختصاصی نیست'] });
    expect((await dnat({ externalPort: '70000' })).json().errors.ExternalPort).toEqual([expect.stringContaining('۶۵۵۳۵')]);
    const list = (await t.api.get(`${base()}/${id}/nat/dnat-list`)).json();
    expect(list[1]).toMatchObject({ publicIp: ip.address, protocol: 'tcp', externalPort: '2222', internalIp: '10.60.1.2', internalPort: '22', vmHostName: 'web-1' });
    // The address the rule forwards to keeps its server.
    const [iface] = (await t.api.get(`${base()}/${id}/interface/list`)).json();
    expect((await t.api.post(`${base()}/${id}/interface/detach`, { networkId: iface.networkId, vmHostId: iface.vmHostId })).json().errorMessage).toContain('قاعده DNAT');
  });

  test('a public IP is assigned to one thing at a time, billed hourly, released when free', async () => {
    const { id, server, ip } = await populated();
    expect(ip).toMatchObject({ address: '185.208.180.12' /* after the demo's two */, assignedKind: null, hourlyPrice: 500 });
    const assign = (ipId: number, body: object) => t.api.put(`${base()}/ip/assign/${ipId}`, body);
    expect((await assign(ip.id, { kind: 'server', targetId: server })).json()).toMatchObject({ assignedKind: 'server', assignedName: 'web-1' });
    expect((await assign(ip.id, { kind: 'server', targetId: server })).json().errorMessage).toBe('این نشانی IP به «web-1» اختصاص داده شده است');
    const second = (await t.api.post(`${base()}/${id}/ip/create`)).json();
    expect((await assign(second.id, { kind: 'server', targetId: server })).json().errors).toEqual({ TargetId: ['این مقصد قبلاً یک نشانی IP عمومی دارد'] });
    expect((await t.api.del(`${base()}/ip/delete/${ip.id}`)).json().errorMessage).toBe('این نشانی IP به «web-1» اختصاص داده شده است');
    expect((await t.api.post(`${base()}/${id}/nat/create-dnat`, { publicIpId: ip.id, protocol: 'tcp', externalPort: '80', internalIp: '10.60.1.2', internalPort: '80' })).json().errors).toEqual({
      PublicIpId: ['این نشانی IP به «web-1» اختصاص داده شده است'],
    });
    expect((await t.api.put(`${base()}/ip/unassign/${ip.id}`)).json().assignedKind).toBeNull();
    t.h.time.advance(HOUR_MS);
    expect((await t.api.del(`${base()}/ip/delete/${ip.id}`)).statusCode).toBe(200);
    expect(t.h.db.prepare("SELECT amount FROM charges WHERE resource_kind = 'vpc-public-ip' AND resource_id = ?").pluck().get(ip.id)).toBe(500);
    expect((await t.api.get(`${base()}/${id}/ip/list`)).json().map((i: { id: number }) => i.id)).toEqual([second.id]);
  });
});

describe('load balancers', () => {
  const lbOrder = (over: object = {}) => ({
    name: 'web-lb',
    publicIpId: null,
    algorithm: 'roundRobin',
    listeners: [{ protocol: 'http', port: 80 }],
    healthCheckInterval: 10,
    healthCheckTimeout: 5,
    healthCheckAttempts: 3,
    backends: ['10.60.1.2'],
    ...over,
  });

  test('every rule answers on its field', async () => {
    const { id } = await populated();
    const res = await t.api.post(`vm/${t.pid}/load-balancer/host/create/${id}`, {
      name: 'ab',
      algorithm: 'random',
      listeners: [
        { protocol: 'http', port: 80 },
        { protocol: 'tcp', port: 80 },
        { protocol: 'smtp', port: 0 },
      ],
      healthCheckInterval: 1,
      healthCheckTimeout: 31,
      healthCheckAttempts: 0,
      backends: ['10.60.1.2', '10.60.2.9', 'nope'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      Algorithm: ['الگوریتم توزیع بار انتخاب‌شده معتبر نیست'],
      HealthCheckInterval: ['فاصله بررسی سلامت (ثانیه) باید عددی بین ۲ و ۳۶۰۰ باشد'],
      HealthCheckTimeout: ['مهلت پاسخ بررسی سلامت (ثانیه) باید عددی بین ۱ و ۳۰ باشد'],
      HealthCheckAttempts: ['تعداد تلاش بررسی سلامت باید عددی بین ۱ و ۳۰ باشد'],
      'Listeners[1].Port': ['این پورت در شنونده دیگری از همین متعادل‌کننده بار آمده است'],
      'Listeners[2].Protocol': ['پروتکل انتخاب‌شده معتبر نیست'],
      'Listeners[2].Port': ['پورت باید عددی بین ۱ و ۶۵۵۳۵ باشد'],
      Backends: ['نشانی 10.60.2.9 نشانی خصوصی هیچ سروری در این ابر اختصاصی نیست', 'سرورهای پشتیبان باید یک نشانی IPv4 معتبر باشد؛ مثلاً 10.0.0.5'],
    });
    expect((await t.api.post(`vm/${t.pid}/load-balancer/host/create/${id}`, lbOrder({ name: 'a'.repeat(33), healthCheckTimeout: 10 }))).json().errors).toEqual({
      Name: ['نام نباید بیشتر از ۳۲ نویسه باشد'],
      HealthCheckTimeout: ['مهلت پاسخ باید از فاصله بررسی سلامت کمتر باشد'],
    });
    expect((await t.api.post(`vm/${t.pid}/load-balancer/host/create/${id}`, lbOrder({ listeners: [], backends: [] }))).json().errors).toEqual({
      Listeners: ['دست‌کم یک شنونده تعریف کنید'],
      Backends: ['دست‌کم یک سرور پشتیبان انتخاب کنید'],
    });
  });

  test('created with a public IP: creating then active, the IP assigned to it; the VPC cannot be deleted while it or a server is inside', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      const vpc = (await s.api.post(`vm/${s.pid}/vpc/create`, order)).json();
      const server = (await s.api.post(`vm/${s.pid}/host/create`, { name: 'app-1', password: 'Str0ng!Pass', datacenterId: 1, imageId: 1, isPredefined: true, productBundleId: 103 })).json().id;
      s.h.time.advance(1000);
      const nets = (await s.api.get(`vm/${s.pid}/vpc/${vpc.id}/network/list`)).json() as Array<{ id: number; name: string }>;
      const front = nets.find((n) => n.name === 'front')!.id;
      expect((await s.api.post(`vm/${s.pid}/vpc/${vpc.id}/interface/attach`, { networkId: front, vmHostId: server, ipAddress: null })).statusCode).toBe(200);
      const ip = (await s.api.post(`vm/${s.pid}/vpc/${vpc.id}/ip/create`)).json();
      const lb = (await s.api.post(`vm/${s.pid}/load-balancer/host/create/${vpc.id}`, lbOrder({ publicIpId: ip.id }))).json();
      expect(lb).toMatchObject({ status: 'creating', publicIp: ip.address, backends: ['10.60.1.2'], healthCheckInterval: 10, healthCheckTimeout: 5, healthCheckAttempts: 3 });
      expect((await s.api.post(`vm/${s.pid}/load-balancer/host/create/${vpc.id}`, lbOrder({ name: 'web-lb-2', publicIpId: ip.id }))).json().errors).toEqual({ PublicIpId: ['این نشانی IP به «web-lb» اختصاص داده شده است'] });
      s.h.time.advance(1000);
      expect((await s.api.get(`vm/${s.pid}/load-balancer/host/get/${lb.id}`)).json().status).toBe('active');

      const refused = await s.api.del(`vm/${s.pid}/vpc/delete/${vpc.id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errorMessage).toBe('این ابر اختصاصی هنوز شامل ۱ سرور («app-1») و ۱ متعادل‌کننده بار («web-lb») است؛ ابتدا آن‌ها را جدا یا حذف کنید');

      expect((await s.api.post(`vm/${s.pid}/vpc/${vpc.id}/interface/detach`, { networkId: front, vmHostId: server })).json().errorMessage).toContain('«web-lb»');
      expect((await s.api.del(`vm/${s.pid}/load-balancer/host/delete/${lb.id}`)).statusCode).toBe(200);
      s.h.time.advance(1000);
      expect((await s.api.get(`vm/${s.pid}/vpc/${vpc.id}/ip/list`)).json()[0].assignedKind).toBeNull();
      expect((await s.api.post(`vm/${s.pid}/vpc/${vpc.id}/interface/detach`, { networkId: front, vmHostId: server })).statusCode).toBe(200);
      expect((await s.api.del(`vm/${s.pid}/vpc/delete/${vpc.id}`)).statusCode).toBe(200);
      s.h.time.advance(1000);
      expect((await s.api.get(`vm/${s.pid}/vpc/get/${vpc.id}`)).statusCode).toBe(404);
      expect(s.h.db.prepare('SELECT COUNT(*) FROM networks WHERE vpc_id = ?').pluck().get(vpc.id)).toBe(0);
      expect(s.h.db.prepare('SELECT COUNT(*) FROM vpc_public_ips').pluck().get()).toBe(2 /* the demo's */);
    });
  });
});

test('the demo project holds prod-vpc: two networks, web-1 on one, a DNAT rule and a load balancer', async () => {
  const main = projectId(t.h, 'پروژه اصلی');
  const [vpc] = (await t.api.get(`vm/${main}/vpc/list`)).json();
  expect(vpc).toMatchObject({ name: 'prod-vpc', status: 'active', networkCount: 2, serverCount: 1, loadBalancerCount: 1, publicIpCount: 2 });
  const api: Client = t.api;
  expect((await api.get(`vm/${main}/vpc/${vpc.id}/interface/list`)).json()).toEqual([expect.objectContaining({ networkName: 'web-net', vmHostName: 'web-1', ipAddress: '10.50.1.10' })]);
  expect((await api.get(`vm/${main}/vpc/${vpc.id}/nat/dnat-list`)).json()).toEqual([expect.objectContaining({ externalPort: '2222', internalPort: '22', vmHostName: 'web-1' })]);
  expect((await api.get(`vm/${main}/load-balancer/host/list/${vpc.id}`)).json()).toEqual([expect.objectContaining({ name: 'web-lb', publicIp: '185.208.180.11', status: 'active' })]);
});
