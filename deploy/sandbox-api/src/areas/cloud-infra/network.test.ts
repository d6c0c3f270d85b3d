import { checkInput, createNetworkSchema } from '@portal/contracts';
import { fixtures, networkOrder } from '../../test/fixtures';
import { count, signedInProject } from '../../test/harness';
import { service } from '../../test/provider-status';

const t = signedInProject();

const make = fixtures(t);
const server = (name = 'web-1') => make.server({ name });
const net = make.network;
const attach = (vmNetworkId: number, vmHostId: number, ipAddress: string | null = null) =>
  t.api.post(`vm/${t.pid}/network/node/attach`, { vmNetworkId, vmHostId, isV4: true, ipAddress });
const nodes = async (query: string) => (await t.api.get(`vm/${t.pid}/network/node/list?${query}`)).json();
const create = (body: object) => t.api.post(`vm/${t.pid}/network/create`, body);

// The address's form and the prefix's bounds are the contract's (the form checks the same).
test.each([
  ['network', '10.20.0.0', null],
  ['network', '10.20.0', 'ipv4'],
  ['prefix', 24, null],
  ['prefix', 30, 'outOfRange'],
  ['prefix', 8, 'outOfRange'],
] as const)('%s %s → %s', (field, value, problem) => {
  expect(checkInput(createNetworkSchema[field], value)?.kind ?? null).toBe(problem);
});

test('create answers a message; the list row has the range, its mask and gateway; overlap, a public or misaligned range and a duplicate name are field errors', async () => {
  const before = count(t.h, 'networks');
  expect((await create(networkOrder)).json()).toEqual({ message: expect.any(String) });
  const [row] = (await t.api.get(`vm/${t.pid}/network/list`)).json();
  expect(row).toEqual({
    id: expect.any(Number),
    name: 'backend',
    cidr: '10.20.0.0/24',
    subnetMask: '255.255.255.0',
    gatewayIp: '10.20.0.1',
    ...service('active'),
    createDate: expect.any(String),
  });
  const res = await create({ name: 'BACKEND', network: '10.20.0.128', prefix: 25 });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ Name: ['نام تکراری است'], Network: ['این محدوده با یک شبکه دیگر در این پروژه هم‌پوشانی دارد'] });
  expect((await create({ name: 'other', network: '10.30.0.5', prefix: 24 })).json().errors.Network[0]).toContain('10.30.0.0/24');
  expect((await create({ name: 'other', network: '8.8.8.0', prefix: 24 })).json().errors.Network[0]).toContain('شبکه خصوصی');
  expect(Object.keys((await create({ name: 'other', network: '10.40.0.0', prefix: 30 })).json().errors)).toEqual(['Prefix']);
  expect(count(t.h, 'networks')).toBe(before + 1);
});

test('attach gives the lowest free address or the one asked for; refusals are Persian 422s; detach (PUT, by the node id) frees it', async () => {
  const [n, a, b, c] = [await net(), await server('web-1'), await server('web-2'), await server('web-3')];
  expect((await attach(n, a)).json()).toEqual({ message: expect.any(String) });
  expect((await attach(n, b, '10.20.0.50')).statusCode).toBe(200);
  expect((await attach(n, a)).json().errorMessage).toBe('این سرور قبلاً به این شبکه متصل شده است');
  expect((await attach(n, c, '10.20.0.50')).json().errors).toEqual({ IpAddress: ['این نشانی به سرور دیگری داده شده است'] });
  expect((await attach(n, c, '10.20.0.1')).json().errors.IpAddress).toHaveLength(1);
  expect((await attach(n, c, '10.99.0.9')).json().errors.IpAddress).toHaveLength(1);
  expect((await t.api.post(`vm/${t.pid}/network/node/attach`, { vmNetworkId: n, vmHostId: c, isV4: false })).json().errors).toEqual({
    IsV4: ['شبکه خصوصی فقط نشانی IPv4 دارد'],
  });

  const inNetwork = await nodes(`VmNetworkId=${n}`);
  expect(inNetwork.map((x: { ipAddress: string }) => x.ipAddress)).toEqual(['10.20.0.2', '10.20.0.50']);
  expect(inNetwork[0]).toEqual({
    id: expect.any(Number),
    vmNetworkId: n,
    vmHostId: a,
    vmHost: 'web-1',
    vmNetwork: 'backend',
    ipAddress: '10.20.0.2',
    isV4: true,
    ...service('active'),
  });
  expect(await nodes(`VmHostId=${a}`)).toEqual([inNetwork[0]]);
  expect(await nodes(`VmHostId=${a}&VmNetworkId=${n}`)).toEqual([inNetwork[0]]);

  expect((await t.api.del(`vm/${t.pid}/network/delete/${n}`)).json().errorMessage).toContain('جدا کنید');
  expect((await t.api.put(`vm/${t.pid}/network/node/detach/${inNetwork[0].id}`)).statusCode).toBe(200);
  expect((await t.api.put(`vm/${t.pid}/network/node/detach/${inNetwork[0].id}`)).statusCode).toBe(404);
  expect(await nodes(`VmHostId=${a}`)).toEqual([]);
});

test('a full network refuses the next server', async () => {
  const n = await net({ network: '192.168.5.0', prefix: 29 });
  const ids = [];
  for (let i = 1; i <= 6; i++) ids.push(await server(`node-${i}`));
  for (const id of ids.slice(0, 5)) expect((await attach(n, id)).statusCode).toBe(200);
  expect((await attach(n, ids[5])).json().errorMessage).toBe('نشانی آزادی در این شبکه باقی نمانده است');
});

test('deleting a server removes it from its networks', async () => {
  const [n, a] = [await net(), await server()];
  await attach(n, a);
  await t.api.del(`vm/${t.pid}/host/delete/${a}`);
  expect(await nodes(`VmNetworkId=${n}`)).toEqual([]);
  expect((await t.api.del(`vm/${t.pid}/network/delete/${n}`)).statusCode).toBe(200);
});

test("IDOR: another customer's network, nodes and servers are 404", async () => {
  const [n, a] = [await net(), await server()];
  await attach(n, a);
  const [node] = await nodes(`VmNetworkId=${n}`);
  expect((await t.other.get(`vm/${t.pid}/network/list`)).statusCode).toBe(404);
  expect((await t.other.get(`vm/${t.pid}/network/node/list?VmNetworkId=${n}`)).statusCode).toBe(404);
  expect((await t.other.post(`vm/${t.pid}/network/node/attach`, { vmNetworkId: n, vmHostId: a })).statusCode).toBe(404);
  expect((await t.other.put(`vm/${t.pid}/network/node/detach/${node.id}`)).statusCode).toBe(404);
  expect((await t.other.del(`vm/${t.pid}/network/delete/${n}`)).statusCode).toBe(404);
  expect((await t.api.get(`vm/${t.pid}/network/short-list`)).json()).toEqual([{ id: n, name: 'backend' }]);
});
