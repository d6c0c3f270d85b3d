import { checkInput, createNetworkSchema } from '@portal/contracts';
import { fixtures, networkOrder } from '../test/fixtures';
import { count, signedInProject } from '../test/harness';

const t = signedInProject();

const make = fixtures(t);
const server = (name = 'web-1') => make.server({ name });
const net = make.network;
const attach = (networkId: number, vmHostId: number, ipAddress: string | null = null) => t.api.post(`vm/${t.pid}/network/node/attach`, { networkId, vmHostId, ipAddress });

// The network's range rule is the contract's (the form checks the same); these are the cases the sandbox relies on.
test.each([
  ['10.0.0.0/8', 'privateCidr'],
  ['8.8.8.0/24', 'privateCidr'],
  ['192.168.1.0/30', 'privateCidr'],
  ['10.1.2.3/24', 'cidrHostBits'],
  ['172.32.0.0/16', 'privateCidr'],
  ['10.1.1.0/24', null],
  ['172.16.0.0/12', 'privateCidr'],
  ['192.168.0.0/16', null],
])('cidr %s → %s', (text, problem) => {
  expect(checkInput(createNetworkSchema.cidr, text)?.kind ?? null).toBe(problem);
});

test('create answers the gateway; overlapping ranges, bad ranges and duplicate names are field errors', async () => {
  const before = count(t.h, 'networks');
  const created = (await t.api.post(`vm/${t.pid}/network/create`, networkOrder)).json();
  expect(created).toMatchObject({ status: 'creating', cidr: '10.20.0.0/24', gateway: '10.20.0.1', nodeCount: 0 });
  const res = await t.api.post(`vm/${t.pid}/network/create`, { name: 'BACKEND', datacenterId: 1, cidr: '10.20.0.128/25' });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ Name: ['نام تکراری است'], Cidr: ['این محدوده با یک شبکه دیگر در این پروژه هم‌پوشانی دارد'] });
  const hostBits = await t.api.post(`vm/${t.pid}/network/create`, { name: 'other', datacenterId: 1, cidr: '10.30.0.5/24' });
  expect(hostBits.json().errors.Cidr[0]).toContain('10.30.0.0/24');
  expect(count(t.h, 'networks')).toBe(before + 1);
});

test('attach gives the lowest free address or the one asked for; refusals are Persian 422s; detach frees it', async () => {
  const [n, a, b, c] = [await net(), await server('web-1'), await server('web-2'), await server('web-3')];
  await t.api.get(`vm/${t.pid}/host/list`);
  expect((await attach(n, a)).json()).toMatchObject({ networkId: n, networkName: 'backend', vmHostId: a, vmHostName: 'web-1', ipAddress: '10.20.0.2' });
  expect((await attach(n, b, '10.20.0.50')).json().ipAddress).toBe('10.20.0.50');
  expect((await attach(n, a)).json().errorMessage).toBe('این سرور قبلاً به این شبکه متصل شده است');
  expect((await attach(n, c, '10.20.0.50')).json().errors).toEqual({ IpAddress: ['این نشانی به سرور دیگری داده شده است'] });
  expect((await attach(n, c, '10.20.0.1')).json().errors.IpAddress).toHaveLength(1);
  expect((await attach(n, c, '10.99.0.9')).json().errors.IpAddress).toHaveLength(1);
  const nodes = (await t.api.get(`vm/${t.pid}/network/node/list/${n}`)).json();
  expect(nodes.map((x: { ipAddress: string }) => x.ipAddress)).toEqual(['10.20.0.2', '10.20.0.50']);
  expect((await t.api.get(`vm/${t.pid}/host/${a}/network/list`)).json()).toEqual([expect.objectContaining({ networkId: n, ipAddress: '10.20.0.2' })]);
  expect((await t.api.get(`vm/${t.pid}/network/list`)).json()[0].nodeCount).toBe(2);

  expect((await t.api.del(`vm/${t.pid}/network/delete/${n}`)).json().errorMessage).toContain('جدا کنید');
  expect((await t.api.post(`vm/${t.pid}/network/node/detach`, { networkId: n, vmHostId: a })).statusCode).toBe(200);
  expect((await t.api.post(`vm/${t.pid}/network/node/detach`, { networkId: n, vmHostId: a })).json().errorMessage).toBe('این سرور به این شبکه متصل نیست');
});

test('a full network refuses the next server', async () => {
  const n = await net({ cidr: '192.168.5.0/29' });
  const ids = [];
  for (let i = 1; i <= 6; i++) ids.push(await server(`node-${i}`));
  await t.api.get(`vm/${t.pid}/host/list`);
  for (const id of ids.slice(0, 5)) expect((await attach(n, id)).statusCode).toBe(200);
  expect((await attach(n, ids[5])).json().errorMessage).toBe('نشانی آزادی در این شبکه باقی نمانده است');
});

test('deleting a server removes it from its networks', async () => {
  const [n, a] = [await net(), await server()];
  await t.api.get(`vm/${t.pid}/host/list`);
  await attach(n, a);
  await t.api.del(`vm/${t.pid}/host/delete/${a}`);
  expect((await t.api.get(`vm/${t.pid}/network/node/list/${n}`)).json()).toEqual([]);
  expect((await t.api.del(`vm/${t.pid}/network/delete/${n}`)).statusCode).toBe(200);
});

test("IDOR: another customer's network and servers are 404", async () => {
  const [n, a] = [await net(), await server()];
  await t.api.get(`vm/${t.pid}/host/list`);
  expect((await t.other.get(`vm/${t.pid}/network/list`)).statusCode).toBe(404);
  expect((await t.other.post(`vm/${t.pid}/network/node/attach`, { networkId: n, vmHostId: a })).statusCode).toBe(404);
  expect((await t.other.del(`vm/${t.pid}/network/delete/${n}`)).statusCode).toBe(404);
  expect((await t.api.get(`vm/${t.pid}/network/short-list`)).json()).toEqual([{ id: n, name: 'backend', cidr: '10.20.0.0/24' }]);
});
