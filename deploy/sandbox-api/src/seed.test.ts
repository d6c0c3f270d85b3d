import { HOUR_MS } from './clock';
import { harness, projectId, type Client, type Harness } from './test/harness';

// The demo customer's main project has an example of every cloud-server page, as the engine would
// have left it: settled statuses, addresses, attachments, catalogue prices, billed up to now.
let h: Harness;
let api: Client;
let pid: number;
beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
  pid = projectId(h, 'پروژه اصلی');
});
afterEach(() => h.close());

const byName = (items: Array<Record<string, any>>, name: string) => items.find((i) => i.name === name)!;

test('a running server with its disk attached, in the office network, and a stopped one', async () => {
  const servers = (await api.get(`vm/${pid}/host/list`)).json();
  const web = byName(servers, 'web-1');
  const db = byName(servers, 'db-1');
  expect(web).toMatchObject({ status: 'active', isPredefined: true, productBundleId: 103, cpu: 2, memory: 4, disk: 60, hourlyPrice: 10000, privateIp: '10.10.0.2' });
  expect(web.ipv4).toHaveLength(1);
  expect(web.ipv6).toHaveLength(1);
  // Sized by hand: 2 cores × 2000 + 4 GB × 1000 + 80 GB × 20 + one address × 500 Rial per hour.
  expect(db).toMatchObject({ status: 'stopped', isPredefined: false, productBundleId: null, cpu: 2, memory: 4, disk: 80, hourlyPrice: 10100 });

  const disks = (await api.get(`vm/${pid}/host/${web.id}/volume/list`)).json();
  expect(disks).toEqual([expect.objectContaining({ name: 'data-1', status: 'active', size: 100, vmHostId: web.id, vmHostName: 'web-1', hourlyPrice: 2000 })]);
  const lan = (await api.get(`vm/${pid}/network/list`)).json().find((n: { name: string }) => n.name === 'office-lan');
  expect(lan).toMatchObject({ name: 'office-lan', nodeCount: 2 });
  expect((await api.get(`vm/${pid}/network/node/list/${lan.id}`)).json().map((n: { vmHostName: string; ipAddress: string }) => [n.vmHostName, n.ipAddress])).toEqual([
    ['web-1', '10.10.0.2'],
    ['db-1', '10.10.0.3'],
  ]);
});

test('the running server has firewall rules, a snapshot and a backup; the disk a snapshot', async () => {
  const web = byName((await api.get(`vm/${pid}/host/list`)).json(), 'web-1');
  const rules = (await api.get(`vm/${pid}/host/${web.id}/firewall/list`)).json();
  expect(rules).toContainEqual(expect.objectContaining({ direction: 'inbound', protocol: 'tcp', portRange: '22', cidr: '0.0.0.0/0', description: 'SSH' }));
  expect((await api.get(`vm/${pid}/host/${web.id}/snapshot/list`)).json()).toEqual([
    expect.objectContaining({ name: 'before-upgrade', status: 'active', ownerKind: 'vm', ownerId: web.id, size: 60, hourlyPrice: 360 }),
  ]);
  expect((await api.get(`vm/${pid}/host/${web.id}/backup/list`)).json()).toEqual([expect.objectContaining({ name: 'weekly-backup', status: 'active', size: 60 })]);
  const disk = byName((await api.get(`vm/${pid}/volume/list`)).json(), 'data-1');
  expect((await api.get(`vm/${pid}/volume/${disk.id}/snapshot/list`)).json()).toEqual([expect.objectContaining({ name: 'data-before-migration', size: 100 })]);
});

test('the seeded rows behave like ordered ones: billed from now at their prices, and the lifecycle works on them', async () => {
  const servers = (await api.get(`vm/${pid}/host/list`)).json();
  h.time.advance(HOUR_MS);
  h.chargeHourly();
  const charged = (kind: string, id: number) =>
    h.db.prepare('SELECT SUM(amount) FROM charges WHERE resource_kind = ? AND resource_id = ?').pluck().get(kind, id) as number;
  expect(charged('vm-host', byName(servers, 'web-1').id)).toBe(10000);
  expect(charged('vm-host', byName(servers, 'db-1').id)).toBe(10100);

  const db = byName(servers, 'db-1');
  expect((await api.post(`vm/${pid}/host/stop/${db.id}`)).json().errorMessage).toBe('این عملیات در وضعیت فعلی سرویس («خاموش») ممکن نیست');
  expect((await api.post(`vm/${pid}/host/start/${db.id}`)).json().status).toBe('starting');
  expect((await api.get(`vm/${pid}/host/get/${db.id}`)).json().status).toBe('active');
  // The attached disk still refuses deletion, as any attached disk does.
  const disk = byName((await api.get(`vm/${pid}/volume/list`)).json(), 'data-1');
  expect((await api.del(`vm/${pid}/volume/delete/${disk.id}`)).json().errorMessage).toBe('دیسک متصل را نمی‌توان حذف کرد؛ ابتدا آن را از سرور جدا کنید');
});

test('a live dedicated server and a racked colocation, each with its address and catalogue price', async () => {
  expect((await api.get(`bare-metal/${pid}/host/list`)).json()).toEqual([
    expect.objectContaining({ name: 'metal-1', status: 'active', productBundleId: 401, hourlyPrice: 60000, ipv4: expect.stringMatching(/^185\.208\./) }),
  ]);
  // 2 rack units × 2500 + 11 started 100 W × 300 Rial per hour.
  expect((await api.get(`colocation/${pid}/host/list`)).json()).toEqual([
    expect.objectContaining({ name: 'rack-r740', status: 'active', rackUnits: 2, hourlyPrice: 8300, ipv4: expect.stringMatching(/^185\.209\./) }),
  ]);
});
