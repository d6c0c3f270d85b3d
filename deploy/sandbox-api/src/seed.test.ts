import { colocationHourlyPrice, POWER_STATUS } from '@portal/contracts';
import { HOUR_MS } from './clock';
import { harness, projectId, type Client, type Harness } from './test/harness';
import { service, serviceWord, snapshot as providerSnapshot } from './test/provider-status';

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
  // The running server heads the list (newest id), so a list's first row opens the full example.
  expect(servers[0].name).toBe('web-1');
  expect(web).toMatchObject({ ...service('active'), operatingSystem: 'Ubuntu' });
  expect((await api.get(`vm/${pid}/host/get/${web.id}`)).json()).toMatchObject({
    cpu: 2,
    memory: 4,
    disk: 60,
    ipV4: 1,
    ipV6: 1,
    vmImage: 'Ubuntu 24.04 LTS',
    powerStatus: POWER_STATUS.on,
  });
  const price = (id: number) => h.db.prepare('SELECT hourly_price FROM vm_hosts WHERE id = ?').pluck().get(id);
  expect(price(web.id)).toBe(10000);
  // Sized by hand: 2 cores × 2000 + 4 GB × 1000 + 80 GB × 20 + one address × 500 Rial per hour.
  expect(db).toMatchObject(service('off'));
  expect((await api.get(`vm/${pid}/host/get/${db.id}`)).json()).toMatchObject({ cpu: 2, memory: 4, disk: 80, powerStatus: POWER_STATUS.off });
  expect(price(db.id)).toBe(10100);

  const disks = (await api.get(`vm/${pid}/host/${web.id}/volume/list`)).json();
  expect(disks).toEqual([expect.objectContaining({ name: 'data-1', volumeSize: 100, rootDisk: null })]);
  expect((await api.get(`vm/${pid}/volume/node/get?VmVolumeHostId=${disks[0].id}`)).json()).toMatchObject({
    vmHostId: web.id,
    vmHost: 'web-1',
    isConnected: true,
  });
  const lan = (await api.get(`vm/${pid}/network/list`)).json().find((n: { name: string }) => n.name === 'office-lan');
  expect(lan).toMatchObject({ name: 'office-lan', cidr: '10.10.0.0/24', subnetMask: '255.255.255.0', gatewayIp: '10.10.0.1', statusId: 2 });
  const nodes = (await api.get(`vm/${pid}/network/node/list?VmNetworkId=${lan.id}`)).json() as { vmHost: string; ipAddress: string }[];
  expect(nodes.map((n) => n.vmHost).sort()).toEqual(['db-1', 'web-1']);
  expect(nodes.map((n) => n.ipAddress).sort()).toEqual(['10.10.0.2', '10.10.0.3']);
});

test('the running server has firewall rules, a snapshot and a backup; the disk a snapshot and a backup', async () => {
  const web = byName((await api.get(`vm/${pid}/host/list`)).json(), 'web-1');
  const rules = (await api.get(`vm/${pid}/host/${web.id}/firewall/list`)).json();
  expect(rules).toContainEqual(
    expect.objectContaining({ isIngress: 'True', firewallProtocolType: 'TCP', minPort: '22', maxPort: '22', remoteIp: '0.0.0.0/0' }),
  );
  const [snapshot] = (await api.get(`vm/${pid}/host/${web.id}/snapshot/list`)).json();
  // A server snapshot's state is the provider's snapshot table (1 active), in the list and the get.
  expect(snapshot).toMatchObject({ name: 'before-upgrade', ...providerSnapshot('active') });
  expect((await api.get(`vm/${pid}/host/${web.id}/snapshot/get/${snapshot.id}`)).json()).toMatchObject({
    name: 'before-upgrade',
    vmSnapshotStatusId: providerSnapshot('active').statusId,
    vmSnapshotStatus: providerSnapshot('active').status,
  });
  expect((await api.get(`vm/${pid}/host/${web.id}/backup/list`)).json()).toEqual([expect.objectContaining({ name: 'weekly-backup', statusId: 2 })]);
  const disk = byName((await api.get(`vm/${pid}/volume/list`)).json(), 'data-1');
  expect((await api.get(`vm/${pid}/volume/${disk.id}/snapshot/list`)).json()).toEqual([
    expect.objectContaining({ name: 'data-before-migration', statusId: 2 }),
  ]);
  const [backup] = (await api.get(`vm/${pid}/volume/${disk.id}/backup/list`)).json();
  expect(backup).toMatchObject({ name: 'data-weekly', vmVolumeHost: 'data-1', statusId: 2 });
  expect((await api.get(`vm/${pid}/volume/${disk.id}/backup/get/${backup.id}`)).json()).toMatchObject({ name: 'data-weekly', status: serviceWord('active') });
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
  expect((await api.put(`vm/${pid}/host/stop/${db.id}`)).json().errorMessage).toBe('این عملیات در وضعیت فعلی سرویس («خاموش») ممکن نیست');
  expect((await api.put(`vm/${pid}/host/start/${db.id}`)).statusCode).toBe(200);
  expect((await api.get(`vm/${pid}/host/get/${db.id}`)).json()).toMatchObject(service('active'));
  // The attached disk still refuses deletion, as any attached disk does.
  const disk = byName((await api.get(`vm/${pid}/volume/list`)).json(), 'data-1');
  expect((await api.del(`vm/${pid}/volume/delete/${disk.id}`)).json().errorMessage).toBe('دیسک متصل را نمی‌توان حذف کرد؛ ابتدا آن را از سرور جدا کنید');
});

test('a live dedicated server and a racked colocation, each in a rack, the colocation at its price-table price', async () => {
  const [metal] = (await api.get(`bare-metal/${pid}/host/list`)).json();
  expect(metal).toMatchObject({ name: 'metal-1', statusId: 2, bareMetalMachine: 'اختصاصی E-2236', datacenterRack: 'R2-03' });
  expect((await api.get(`bare-metal/${pid}/host/get/${metal.id}`)).json()).toMatchObject({ physicalCpu: 6, physicalMemory: 32 });
  const [rack] = (await api.get(`colocation/${pid}/host/list`)).json();
  expect(rack).toMatchObject({ name: 'rack-r740', statusId: 2, datacenterRack: 'R1-07' });
  // 2 rack units × 2500 + 5 A × 600 + one IPv4 × 300 Rial per hour.
  expect((await api.get(`colocation/${pid}/host/get/${rack.id}`)).json()).toMatchObject({ rackUnitSpace: 2, powerAmp: 5, network1G: 2, ipv4Count: 1 });
  expect(colocationHourlyPrice({ rackUnitSpace: 2, powerAmp: 5, ipv4Count: 1 })).toBe(8300);
});
