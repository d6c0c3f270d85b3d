import { HOUR_MS } from '../../clock';
import { DEMO_CREDENTIALS } from '../../seed';
import { fixtures } from '../../test/fixtures';
import { projectId, signedInProject, withProject, type Client } from '../../test/harness';
import { service } from '../../test/provider-status';

const t = signedInProject();
const make = fixtures(t);

const order = { name: 'lab-vpc', productBundleId: 6001 };
const base = () => `vm/${t.pid}/vpc`;

/** create answers no id (the provider declares none): the new VPC is found by its name in the list. */
async function createVpc(api: Client, pid: number, body: object = order): Promise<number> {
  const res = await api.post(`vm/${pid}/vpc/create`, body);
  if (res.statusCode !== 200) throw new Error(res.body);
  const rows = (await api.get(`vm/${pid}/vpc/list`)).json() as Array<{ id: number; name: string }>;
  return rows.find((r) => r.name === (body as { name: string }).name)!.id;
}

/** A settled VPC of the test project with the networks front (10.60.1.0/24) and back (10.60.2.0/24) attached. */
async function vpcWithNetworks(): Promise<{ id: number; front: number; back: number }> {
  const id = await createVpc(t.api, t.pid);
  const front = await make.network({ name: 'front', network: '10.60.1.0', prefix: 24 });
  const back = await make.network({ name: 'back', network: '10.60.2.0', prefix: 24 });
  await t.api.get(`${base()}/get/${id}`);
  for (const vmNetworkId of [front, back]) {
    const res = await t.api.post(`${base()}/${id}/interface/create`, { vmNetworkId });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return { id, front, back };
}

/** A server of the project with an address in a network (the networks page's attach). */
async function serverOn(vmNetworkId: number, name: string, ipAddress: string | null = null): Promise<number> {
  const server = await make.server({ name });
  await t.api.get(`vm/${t.pid}/host/list`);
  const res = await t.api.post(`vm/${t.pid}/network/node/attach`, { vmNetworkId, vmHostId: server, ipAddress });
  if (res.statusCode !== 200) throw new Error(res.body);
  return server;
}

describe('VPC host', () => {
  test('create: building, then active, in the project data centre; list, get and short-list answer the provider rows; the vpc bundle list is served', async () => {
    await withProject({ delays: { provisionMs: 3000 } }, async (s) => {
      const id = await createVpc(s.api, s.pid);
      const [row] = (await s.api.get(`vm/${s.pid}/vpc/list`)).json();
      expect(row).toEqual({ id, datacenter: expect.any(String), name: 'lab-vpc', projectId: s.pid, ...service('waiting'), createDate: expect.any(String) });
      // Children wait for the VPC.
      expect((await s.api.post(`vm/${s.pid}/vpc/${id}/ip/create`, { useIpV4: true })).json().errorMessage).toContain('فعال باشد');
      s.h.time.advance(3000);
      expect((await s.api.get(`vm/${s.pid}/vpc/get/${id}`)).json()).toEqual({
        id,
        datacenterId: 1,
        snatEnabled: false,
        datacenter: row.datacenter,
        name: 'lab-vpc',
        customer: expect.any(String),
        userName: expect.stringContaining('@'),
        ...service('active'),
        projectId: s.pid,
        createDate: row.createDate,
        modifyDate: row.createDate,
      });
      expect((await s.api.get(`vm/${s.pid}/vpc/short-list`)).json()).toEqual([{ id, name: 'lab-vpc' }]);
    });
    const bundles = (await t.api.get('portal/product-bundle/vpc-list')).json();
    expect(bundles.map((b: { id: number }) => b.id)).toEqual([6001, 6002, 6003, 6004]);
  });

  test('the order is refused field by field, in Persian', async () => {
    const res = await t.api.post(`${base()}/create`, { name: 'x', productBundleId: 103 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ Name: ['نام نباید کمتر از ۳ نویسه باشد'], ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'] });
    expect((await t.api.get(`${base()}/list`)).json()).toEqual([]);
  });

  test('edit changes the configuration and with it the hourly charge and the change date', async () => {
    const id = await createVpc(t.api, t.pid);
    await t.api.get(`${base()}/get/${id}`);
    expect((await t.api.put(`${base()}/edit/${id}`, { productBundleId: 103 })).json().errors).toEqual({ ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'] });
    t.h.time.advance(1000);
    expect((await t.api.put(`${base()}/edit/${id}`, { productBundleId: 6002 })).statusCode).toBe(200);
    expect(t.h.db.prepare('SELECT product_bundle_id, hourly_price FROM vpc_hosts WHERE id = ?').get(id)).toEqual({
      product_bundle_id: 6002,
      hourly_price: 30000,
    });
    const got = (await t.api.get(`${base()}/get/${id}`)).json();
    expect(got.modifyDate > got.createDate).toBe(true);
  });

  test('a name is unique in the project; the second VPC past the limit is refused', async () => {
    await createVpc(t.api, t.pid);
    expect((await t.api.post(`${base()}/create`, order)).json().errors).toEqual({ Name: ['نام تکراری است'] });
    await createVpc(t.api, t.pid, { ...order, name: 'lab-2' });
    expect((await t.api.post(`${base()}/create`, { ...order, name: 'lab-3' })).json().errorMessage).toContain('سقف مجاز');
  });

  test('hours are charged to the wallet while it lives', async () => {
    const id = await createVpc(t.api, t.pid);
    await t.api.get(`${base()}/get/${id}`);
    t.h.time.advance(3 * HOUR_MS + 1000);
    t.h.chargeHourly();
    const charge = t.h.db.prepare("SELECT hours, amount FROM charges WHERE resource_kind = 'vpc-host' AND resource_id = ?").get(id);
    expect(charge).toEqual({ hours: 3, amount: 3 * 15000 });
  });

  test('another customer and a viewer get nothing', async () => {
    const id = await createVpc(t.api, t.pid);
    expect((await t.other.get(`${base()}/get/${id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${base()}/${id}/interface/list`)).statusCode).toBe(404);
    expect((await t.other.del(`${base()}/delete/${id}`)).statusCode).toBe(404);
    const member = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.get(`${base()}/get/${id}`)).statusCode).toBe(200);
    expect((await member.post(`${base()}/${id}/ip/create`, { useIpV4: true })).statusCode).toBe(403);
    expect((await member.del(`${base()}/delete/${id}`)).statusCode).toBe(403);
    const main = projectId(t.h, 'پروژه اصلی');
    expect((await t.other.get(`vm/${main}/vpc/list`)).statusCode).toBe(404);
  });
});

describe('interfaces (attached networks) and network access', () => {
  test('a project network is attached once, listed as a network row, kept apart from overlaps and other VPCs, and removed again', async () => {
    const { id, front, back } = await vpcWithNetworks();
    expect((await t.api.get(`${base()}/${id}/interface/list`)).json()).toEqual([
      {
        id: front,
        name: 'front',
        cidr: '10.60.1.0/24',
        subnetMask: '255.255.255.0',
        gatewayIp: '10.60.1.1',
        ...service('active'),
        createDate: expect.any(String),
      },
      expect.objectContaining({ id: back, name: 'back', cidr: '10.60.2.0/24' }),
    ]);
    expect((await t.api.post(`${base()}/${id}/interface/create`, { vmNetworkId: front })).json().errorMessage).toBe(
      'این شبکه قبلاً به این ابر اختصاصی متصل شده است',
    );
    expect((await t.api.post(`${base()}/${id}/interface/create`, {})).json().errors).toEqual({ VmNetworkId: ['وارد کردن شبکه خصوصی الزامی است'] });
    const other = await createVpc(t.api, t.pid, { ...order, name: 'lab-2' });
    await t.api.get(`${base()}/get/${other}`);
    expect((await t.api.post(`${base()}/${other}/interface/create`, { vmNetworkId: front })).json().errorMessage).toBe(
      'این شبکه به ابر اختصاصی دیگری متصل است',
    );
    expect((await t.api.del(`${base()}/${other}/interface/remove/${front}`)).statusCode).toBe(404);
    expect((await t.api.del(`${base()}/${id}/interface/remove/${back}`)).statusCode).toBe(200);
    expect((await t.api.get(`${base()}/${id}/interface/list`)).json().map((n: { name: string }) => n.name)).toEqual(['front']);
    expect(
      (await t.api.get(`vm/${t.pid}/network/list`))
        .json()
        .map((n: { name: string }) => n.name)
        .sort(),
    ).toEqual(['back', 'front']);
    // The VPC keeps its attached network from being deleted with it.
    expect((await t.api.del(`${base()}/delete/${id}`)).json().errorMessage).toBe(
      'این ابر اختصاصی هنوز شامل ۱ شبکه متصل («front») است؛ ابتدا آن‌ها را جدا یا حذف کنید',
    );
  });

  test('a server in an attached network gets an address past the VPC reserved ones', async () => {
    const { front } = await vpcWithNetworks();
    const reserved = { IpAddress: ['این نشانی رزرو شده است (نشانی شبکه، دروازه، دو نشانی سرویس یا همه‌پخشی)'] };
    const server = await make.server({ name: 'loose-1' });
    await t.api.get(`vm/${t.pid}/host/list`);
    expect((await t.api.post(`vm/${t.pid}/network/node/attach`, { vmNetworkId: front, vmHostId: server, ipAddress: '10.60.1.254' })).json().errors).toEqual(
      reserved,
    );
  });

  test('network access: a network of the project asks once; an attached one needs none', async () => {
    const { id, front } = await vpcWithNetworks();
    const office = await make.network({ name: 'office', network: '10.70.0.0', prefix: 24 });
    expect((await t.api.post(`${base()}/${id}/network-access/create`, { vpcNetworkAccessId: office })).statusCode).toBe(200);
    expect((await t.api.get(`${base()}/${id}/network-access/list`)).json()).toEqual([
      {
        id: expect.any(Number),
        vpcHost: 'lab-vpc',
        vmNetwork: 'office',
        status: 'active',
        createDate: expect.any(String),
        modifyDate: expect.any(String),
        description: null,
      },
    ]);
    expect((await t.api.post(`${base()}/${id}/network-access/create`, { vpcNetworkAccessId: office })).json().errors).toEqual({
      VpcNetworkAccessId: ['این دسترسی قبلاً تعریف شده است'],
    });
    expect((await t.api.post(`${base()}/${id}/network-access/create`, { vpcNetworkAccessId: front })).json().errors).toEqual({
      VpcNetworkAccessId: ['این شبکه قبلاً به این ابر اختصاصی متصل شده است'],
    });
    expect((await t.api.post(`${base()}/${id}/network-access/create`, { vpcNetworkAccessId: 999999 })).json().errors).toEqual({
      VpcNetworkAccessId: ['این شبکه در این پروژه نیست'],
    });
  });
});

describe('public IPs and NAT', () => {
  test('IPs: the first IPv4 is primary, then floating ones and IPv6; billed hourly; released when free', async () => {
    const { id } = await vpcWithNetworks();
    for (const useIpV4 of [true, true, false]) expect((await t.api.post(`${base()}/${id}/ip/create`, { useIpV4 })).statusCode).toBe(200);
    const ips = (await t.api.get(`${base()}/${id}/ip/list`)).json() as Array<{
      id: number;
      ipAddress: string;
      isV4: boolean;
      isPrimary: boolean;
      isFloating: boolean;
    }>;
    expect(ips.map((i) => [i.isV4, i.isPrimary, i.isFloating]).reverse()).toEqual([
      [true, true, false],
      [true, false, true],
      [false, false, true],
    ]);
    expect(Object.keys(ips[0]).sort()).toEqual(['id', 'ipAddress', 'isFloating', 'isPrimary', 'isV4']);
    const v6 = ips.find((i) => !i.isV4)!;
    expect(v6.ipAddress).toContain(':');
    expect((await t.api.del(`${base()}/${id}/ip/delete/${v6.id}`)).statusCode).toBe(200);
    // Deleted under its own VPC only.
    const other = await createVpc(t.api, t.pid, { ...order, name: 'lab-2' });
    expect((await t.api.del(`${base()}/${other}/ip/delete/${ips[0].id}`)).statusCode).toBe(404);
    expect((await t.api.get(`${base()}/${id}/ip/list`)).json()).toHaveLength(2);
  });

  test('SNAT: needs a primary address, once per VPC or network, switched off by delete-snat; the primary address stays while it is on', async () => {
    const { id, front } = await vpcWithNetworks();
    expect((await t.api.post(`${base()}/${id}/nat/create-snat`, { vpcNetworkId: null })).json().errorMessage).toBe(
      'برای روشن کردن SNAT ابتدا یک نشانی IPv4 عمومی برای ابر اختصاصی بگیرید',
    );
    await t.api.post(`${base()}/${id}/ip/create`, { useIpV4: true });
    const [primary] = (await t.api.get(`${base()}/${id}/ip/list`)).json();
    expect((await t.api.post(`${base()}/${id}/nat/create-snat`, { vpcNetworkId: 999999 })).json().errors).toEqual({
      VpcNetworkId: ['این شبکه متعلق به این ابر اختصاصی نیست'],
    });
    expect((await t.api.post(`${base()}/${id}/nat/create-snat`, { customerId: 1, userId: 1, projectId: 1, vpcNetworkId: front, name: null })).statusCode).toBe(
      200,
    );
    expect((await t.api.post(`${base()}/${id}/nat/create-snat`, { vpcNetworkId: front })).json().errorMessage).toBe(
      'ترجمه نشانی خروجی (SNAT) برای این شبکه قبلاً روشن شده است',
    );
    expect((await t.api.get(`${base()}/get/${id}`)).json().snatEnabled).toBe(true);
    const [rule] = (await t.api.get(`${base()}/${id}/nat/list`)).json();
    expect(rule).toEqual({
      id: expect.any(Number),
      natTypeId: 1,
      natTypeName: 'SNAT',
      name: 'snat-front',
      sourceIp: '10.60.1.0/24',
      destinationIp: null,
      destinationPort: 0,
      translateIp: primary.ipAddress,
      createDate: expect.any(String),
    });
    expect((await t.api.get(`${base()}/${id}/nat/get/${rule.id}`)).json()).toEqual(rule);
    expect((await t.api.del(`${base()}/${id}/ip/delete/${primary.id}`)).json().errorMessage).toContain('SNAT');
    expect((await t.api.del(`${base()}/${id}/nat/delete-snat`)).statusCode).toBe(200);
    expect((await t.api.del(`${base()}/${id}/nat/delete-snat`)).json().errorMessage).toBe('ترجمه نشانی خروجی (SNAT) روشن نیست');
    expect((await t.api.get(`${base()}/get/${id}`)).json().snatEnabled).toBe(false);
  });

  test('DNAT: to a server address of the chosen attached network, one port per public address; the address and the network stay while it exists', async () => {
    const { id, front, back } = await vpcWithNetworks();
    await serverOn(front, 'app-1');
    await t.api.post(`${base()}/${id}/ip/create`, { useIpV4: true });
    const [ip] = (await t.api.get(`${base()}/${id}/ip/list`)).json();
    const dnat = (over: object = {}) =>
      t.api.post(`${base()}/${id}/nat/create-dnat`, {
        name: 'app-ssh',
        vmNetworkId: front,
        vpcHostIpId: ip.id,
        sourceIp: null,
        destinationIp: '10.60.1.2',
        destinationPort: 22,
        ...over,
      });
    expect((await dnat({ name: 'a', vmNetworkId: back, vpcHostIpId: 999999, destinationIp: 'x', destinationPort: 70000 })).json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      DestinationIp: [expect.stringContaining('IPv4')],
      DestinationPort: ['پورت داخلی باید عددی بین ۱ و ۶۵۵۳۵ باشد'],
    });
    expect((await dnat({ vmNetworkId: back, vpcHostIpId: 999999 })).json().errors).toEqual({
      VpcHostIpId: ['این نشانی IP عمومی متعلق به این ابر اختصاصی نیست'],
      DestinationIp: ['این نشانی متعلق به هیچ سروری در شبکه انتخاب‌شده نیست'],
    });
    expect((await dnat()).statusCode).toBe(200);
    expect((await dnat({ name: 'app-ssh-2' })).json().errors).toEqual({
      DestinationPort: ['این پورت بیرونی برای همین پروتکل روی این نشانی IP قبلاً استفاده شده است'],
    });
    const [rule] = (await t.api.get(`${base()}/${id}/nat/list`)).json();
    expect(rule).toMatchObject({
      natTypeId: 2,
      natTypeName: 'DNAT',
      name: 'app-ssh',
      destinationIp: '10.60.1.2',
      destinationPort: 22,
      translateIp: ip.ipAddress,
      sourceIp: null,
    });
    expect((await t.api.del(`${base()}/${id}/ip/delete/${ip.id}`)).json().errorMessage).toBe(
      'روی این نشانی IP قاعده DNAT تعریف شده است؛ ابتدا قاعده‌ها را حذف کنید',
    );
    expect((await t.api.del(`${base()}/${id}/interface/remove/${front}`)).json().errorMessage).toContain('DNAT');
    expect((await t.api.del(`${base()}/${id}/nat/delete/${rule.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`${base()}/${id}/nat/list`)).json()).toEqual([]);
    expect((await t.api.get(`${base()}/${id}/nat/get/${rule.id}`)).statusCode).toBe(404);
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
    const { id, front } = await vpcWithNetworks();
    await serverOn(front, 'app-1');
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

  test("the provider's order: the VPC is the one the network is attached to, the pools name servers of that network; the health check is the default", async () => {
    const { id, front, back } = await vpcWithNetworks();
    const app = await serverOn(front, 'app-1');
    const order = (over: object = {}) => ({
      name: 'api-lb',
      productBundleId: 1,
      vmNetworkId: front,
      vmLbAlgorithmId: 2,
      vmLbListeners: [{ vmLbProtocolTypeId: 2, sourcePort: 80, destinationPort: 8080, certificate: null, privateKey: null, vmLbPools: [app] }],
      ...over,
    });
    const loose = await make.network({ name: 'loose', network: '10.61.0.0', prefix: 24 });
    const refused = await t.api.post(
      `vm/${t.pid}/load-balancer/host/create`,
      order({
        name: 'x',
        vmLbAlgorithmId: 9,
        vmNetworkId: loose,
        vmLbListeners: [{ vmLbProtocolTypeId: 7, sourcePort: 0, destinationPort: 80, vmLbPools: [] }],
      }),
    );
    expect(refused.json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      VmLbAlgorithmId: ['الگوریتم توزیع بار انتخاب‌شده معتبر نیست'],
      VmNetworkId: ['این شبکه به هیچ ابر اختصاصی متصل نیست'],
      'VmLbListeners[0].VmLbProtocolTypeId': ['پروتکل انتخاب‌شده معتبر نیست'],
      'VmLbListeners[0].SourcePort': ['پورت باید عددی بین ۱ و ۶۵۵۳۵ باشد'],
      'VmLbListeners[0].VmLbPools': ['دست‌کم یک سرور پشتیبان انتخاب کنید'],
    });
    expect((await t.api.post(`vm/${t.pid}/load-balancer/host/create`, order({ vmNetworkId: back }))).json().errors).toEqual({
      'VmLbListeners[0].VmLbPools': [`سرور ${app} نشانی‌ای در این شبکه ندارد`],
    });
    const res = await t.api.post(`vm/${t.pid}/load-balancer/host/create`, order());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await t.api.get(`vm/${t.pid}/load-balancer/host/list/${id}`)).json()).toEqual([
      expect.objectContaining({
        name: 'api-lb',
        algorithm: 'leastConnections',
        listeners: [{ protocol: 'http', port: 80 }],
        backends: ['10.60.1.2'],
        healthCheckInterval: 10,
        healthCheckTimeout: 5,
        healthCheckAttempts: 3,
      }),
    ]);
  });

  test('created with a public IP: creating then active, the IP taken; the VPC cannot be deleted while it or a network is inside', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      const made = fixtures(s);
      const vpc = await createVpc(s.api, s.pid);
      const front = await made.network({ name: 'front', network: '10.60.1.0', prefix: 24 });
      const server = await made.server({ name: 'app-1' });
      s.h.time.advance(1000);
      await s.api.get(`vm/${s.pid}/host/list`);
      expect((await s.api.post(`vm/${s.pid}/vpc/${vpc}/interface/create`, { vmNetworkId: front })).statusCode).toBe(200);
      expect((await s.api.post(`vm/${s.pid}/network/node/attach`, { vmNetworkId: front, vmHostId: server, ipAddress: null })).statusCode).toBe(200);
      await s.api.post(`vm/${s.pid}/vpc/${vpc}/ip/create`, { useIpV4: true });
      const [ip] = (await s.api.get(`vm/${s.pid}/vpc/${vpc}/ip/list`)).json();
      const lb = (await s.api.post(`vm/${s.pid}/load-balancer/host/create/${vpc}`, lbOrder({ publicIpId: ip.id }))).json();
      expect(lb).toMatchObject({
        statusId: 6,
        publicIp: ip.ipAddress,
        backends: ['10.60.1.2'],
        healthCheckInterval: 10,
        healthCheckTimeout: 5,
        healthCheckAttempts: 3,
      });
      expect((await s.api.post(`vm/${s.pid}/load-balancer/host/create/${vpc}`, lbOrder({ name: 'web-lb-2', publicIpId: ip.id }))).json().errors).toEqual({
        PublicIpId: ['این نشانی IP به «web-lb» اختصاص داده شده است'],
      });
      s.h.time.advance(1000);
      expect((await s.api.get(`vm/${s.pid}/load-balancer/host/get/${lb.id}`)).json()).toMatchObject({ statusId: 2 });

      const refused = await s.api.del(`vm/${s.pid}/vpc/delete/${vpc}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errorMessage).toBe(
        'این ابر اختصاصی هنوز شامل ۱ شبکه متصل («front») و ۱ متعادل‌کننده بار («web-lb») است؛ ابتدا آن‌ها را جدا یا حذف کنید',
      );
      expect((await s.api.del(`vm/${s.pid}/vpc/${vpc}/interface/remove/${front}`)).json().errorMessage).toContain('«web-lb»');
      expect((await s.api.del(`vm/${s.pid}/load-balancer/host/delete/${lb.id}`)).statusCode).toBe(200);
      s.h.time.advance(1000);
      expect((await s.api.del(`vm/${s.pid}/vpc/${vpc}/interface/remove/${front}`)).statusCode).toBe(200);
      expect((await s.api.del(`vm/${s.pid}/vpc/${vpc}/ip/delete/${ip.id}`)).statusCode).toBe(200);
      expect((await s.api.del(`vm/${s.pid}/vpc/delete/${vpc}`)).statusCode).toBe(200);
      s.h.time.advance(1000);
      expect((await s.api.get(`vm/${s.pid}/vpc/get/${vpc}`)).statusCode).toBe(404);
    });
  });
});

test('the demo project holds prod-vpc: two attached networks, web-1 on one, IPs, SNAT and a DNAT rule, a network asking for access and a load balancer', async () => {
  const main = projectId(t.h, 'پروژه اصلی');
  const [vpc] = (await t.api.get(`vm/${main}/vpc/list`)).json();
  expect(vpc).toMatchObject({ name: 'prod-vpc', ...service('active') });
  const api: Client = t.api;
  expect((await api.get(`vm/${main}/vpc/get/${vpc.id}`)).json().snatEnabled).toBe(true);
  expect((await api.get(`vm/${main}/vpc/${vpc.id}/interface/list`)).json().map((n: { name: string }) => n.name)).toEqual(['web-net', 'db-net']);
  expect(
    (await api.get(`vm/${main}/vpc/${vpc.id}/ip/list`))
      .json()
      .map((i: { ipAddress: string }) => i.ipAddress)
      .sort(),
  ).toEqual(['185.208.180.10', '185.208.180.11']);
  expect(
    (await api.get(`vm/${main}/vpc/${vpc.id}/nat/list`))
      .json()
      .map((n: { natTypeName: string; name: string }) => `${n.natTypeName} ${n.name}`)
      .sort(),
  ).toEqual(['DNAT web-ssh', 'SNAT snat-all']);
  expect((await api.get(`vm/${main}/vpc/${vpc.id}/network-access/list`)).json()).toEqual([
    expect.objectContaining({ vmNetwork: 'office-lan', vpcHost: 'prod-vpc' }),
  ]);
  expect((await api.get(`vm/${main}/network/node/list`)).json()).toEqual(
    expect.arrayContaining([expect.objectContaining({ vmHost: 'web-1', vmNetwork: 'web-net', ipAddress: '10.50.1.10' })]),
  );
  expect((await api.get(`vm/${main}/load-balancer/host/list/${vpc.id}`)).json()).toEqual([
    expect.objectContaining({ name: 'web-lb', publicIp: '185.208.180.11', statusId: 2 }),
  ]);
});
