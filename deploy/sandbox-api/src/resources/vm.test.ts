import { fixtures, serverOrder as predefined } from '../test/fixtures';
import { count, projectId, signedInProject, withProject } from '../test/harness';
import { ed25519Key } from '../test/ssh-keys';

const t = signedInProject();

const custom = { ...predefined, name: 'db-1', isPredefined: false, productBundleId: null, cpu: 2, memory: 4, disk: 50, ipv4Count: 2 };

/** Creates a server and lets the next request settle it to active. */
async function server(body: object = predefined): Promise<{ id: number; [k: string]: unknown }> {
  const res = await t.api.post(`vm/${t.pid}/host/create`, body);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const get = async (id: number) => (await t.api.get(`vm/${t.pid}/host/get/${id}`)).json();
const act = (action: string, id: number, body?: object) =>
  action === 'change-config' ? t.api.put(`vm/${t.pid}/host/${action}/${id}`, body) : t.api.post(`vm/${t.pid}/host/${action}/${id}`, body);

describe('create', () => {
  test('predefined: answers building, then active with a public address; price of the bundle', async () => {
    const created = await server();
    expect(created).toMatchObject({ name: 'web-1', status: 'building', cpu: 2, memory: 4, disk: 60, isPredefined: true, productBundleId: 103, hourlyPrice: 10000, ipv4: [] });
    const got = await get(created.id);
    expect(got.status).toBe('active');
    expect(got.ipv4).toHaveLength(1);
    expect(got.ipv6).toEqual([]);
    expect(got).toMatchObject({ osName: 'Ubuntu', osVersion: '24.04 LTS', osFamily: 'linux', datacenterName: expect.any(String) });
    expect(JSON.stringify(got)).not.toContain('Str0ng');
  });

  test('custom: size from product items, price = units × unit prices, IPv6 on request', async () => {
    const created = await server({ ...custom, usePublicIpV6: true });
    // cpu 2×2000 + memory 4×1000 + disk 50×20 + ipv4 2×500
    expect(created).toMatchObject({ cpu: 2, memory: 4, disk: 50, isPredefined: false, productBundleId: null, hourlyPrice: 10000 });
    const got = await get(created.id);
    expect(got.ipv4).toHaveLength(2);
    expect(got.ipv6).toHaveLength(1);
  });

  test('an empty body reports every required field in one 422 and writes nothing', async () => {
    const before = count(t.h, 'vm_hosts');
    const res = await t.api.post(`vm/${t.pid}/host/create`, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['DatacenterId', 'ImageId', 'Name', 'Password', 'ProductBundleId'].sort());
    expect(count(t.h, 'vm_hosts')).toBe(before);
  });

  test('weak password, short name, unknown image and data center, out-of-range sizes: all at once', async () => {
    const res = await t.api.post(`vm/${t.pid}/host/create`, { ...custom, name: 'ab', password: 'password', imageId: 99, datacenterId: 42, cpu: 64, memory: 0, disk: 5 });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      Password: ['رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد'],
      ImageId: ['سیستم‌عامل انتخاب‌شده معتبر نیست'],
      DatacenterId: ['مرکز داده انتخاب‌شده معتبر نیست'],
      // Custom units: the catalogue's bounds, said like the contract's range rule.
      Cpu: ['تعداد هسته پردازنده باید عددی بین ۱ و ۳۲ باشد'],
      Memory: ['حافظه باید عددی بین ۱ و ۱۲۸ باشد'],
      Disk: ['دیسک باید عددی بین ۱۰ و ۲۰۰۰ باشد'],
    });
  });

  test('Windows needs a bigger disk than a custom 20 GB; a bundle of another product is refused', async () => {
    const win = await t.api.post(`vm/${t.pid}/host/create`, { ...custom, imageId: 8, disk: 20 });
    expect(win.json().errors).toEqual({ Disk: ['دیسک برای این سیستم‌عامل دست‌کم ۴۰ گیگابایت لازم دارد'] });
    const wrongBundle = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, productBundleId: 302 });
    expect(wrongBundle.json().errors).toEqual({ ProductBundleId: [expect.stringContaining('معتبر نیست')] });
  });

  test('SSH keys of the project are installed at creation; a key of another project or a Windows image is refused', async () => {
    const key = async (pid: number, name: string) => (await t.api.post(`vm/${pid}/key/create`, { name, publicKey: ed25519Key() })).json().id as number;
    const mine = [await key(t.pid, 'laptop'), await key(t.pid, 'ci')];
    const created = await server({ ...predefined, sshKeyIds: [mine[0], mine[1], mine[0]] });
    expect((await get(created.id)).sshKeyIds).toEqual(mine);
    expect((await get((await server({ ...predefined, name: 'web-2' })).id)).sshKeyIds).toEqual([]);

    const elsewhere = await key(projectId(t.h, 'پروژه اصلی'), 'theirs');
    const foreign = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'web-3', sshKeyIds: [mine[0], elsewhere] });
    expect(foreign.json().errors).toEqual({ SshKeyIds: ['کلیدهای SSH انتخاب‌شده معتبر نیست'] });
    const windows = await t.api.post(`vm/${t.pid}/host/create`, { ...custom, name: 'win-1', imageId: 8, disk: 40, sshKeyIds: mine });
    expect(windows.json().errors).toEqual({ SshKeyIds: ['کلید SSH فقط برای سیستم‌عامل‌های لینوکس نصب می‌شود؛ ویندوز با رمز عبور وارد می‌شود'] });
    const notIds = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'web-4', sshKeyIds: 'laptop' });
    expect(notIds.json().errors).toEqual({ SshKeyIds: ['کلیدهای SSH انتخاب‌شده معتبر نیست'] });
    const tooMany = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'web-5', sshKeyIds: Array.from({ length: 11 }, (_, i) => i + 1) });
    expect(tooMany.json().errors).toEqual({ SshKeyIds: ['حداکثر ۱۰ مورد برای کلیدهای SSH می‌توانید انتخاب کنید'] });
  });

  test('no public address and no private network is refused; a private network must be in the project', async () => {
    const res = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, usePublicIpV4: false });
    expect(res.json().errors).toEqual({ UsePublicIpV4: [expect.stringContaining('شبکه خصوصی')] });
    const noNet = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, usePrivateNetwork: true, networkId: 987654 });
    expect(noNet.json().errors).toEqual({ NetworkId: [expect.stringContaining('معتبر نیست')] });
  });

  test('a private network: the chosen or the first free address, joined once the server is built', async () => {
    const netId = await fixtures(t).network();
    await t.api.get(`vm/${t.pid}/network/list`);
    const fixed = await server({ ...predefined, name: 'app-1', usePublicIpV4: false, usePrivateNetwork: true, networkId: netId, ipAddress: '10.20.0.50' });
    const auto = await server({ ...predefined, name: 'app-2', usePrivateNetwork: true, networkId: netId });
    expect(await get(fixed.id)).toMatchObject({ networkId: netId, privateIp: '10.20.0.50', ipv4: [] });
    expect(await get(auto.id)).toMatchObject({ networkId: netId, privateIp: expect.stringMatching(/^10\.20\.0\.\d+$/) });
    const nodes = (await t.api.get(`vm/${t.pid}/network/node/list/${netId}`)).json();
    expect(nodes.map((n: { vmHostId: number }) => n.vmHostId).sort()).toEqual([fixed.id, auto.id].sort());
    // An address outside the network, or taken, is a field error.
    const outside = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'app-3', usePrivateNetwork: true, networkId: netId, ipAddress: '10.99.0.5' });
    expect(outside.json().errors).toEqual({ IpAddress: [expect.stringContaining('محدوده')] });
    const taken = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'app-3', usePrivateNetwork: true, networkId: netId, ipAddress: '10.20.0.50' });
    expect(taken.json().errors).toEqual({ IpAddress: [expect.any(String)] });
    // Deleting a server takes it out of the network.
    await t.api.del(`vm/${t.pid}/host/delete/${fixed.id}`);
    await t.api.get(`vm/${t.pid}/host/list`);
    expect((await t.api.get(`vm/${t.pid}/network/node/list/${netId}`)).json()).toHaveLength(1);
  });

  test('names are unique per project; the per-project limit refuses with a message', async () => {
    await server();
    expect((await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'WEB-1' })).json().errors).toEqual({ Name: ['نام تکراری است'] });
    t.h.db.prepare("INSERT INTO customer_limits (customer_id, resource, max) VALUES (1, 'vm', 1)").run();
    const res = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'web-2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toContain('۱');
  });

  test('with a delay the server stays building until the clock passes it, and billing starts then', async () => {
    await withProject({ delays: { provisionMs: 3000 } }, async (s) => {
      const { id } = (await s.api.post(`vm/${s.pid}/host/create`, predefined)).json();
      s.h.time.advance(2999);
      expect((await s.api.get(`vm/${s.pid}/host/get/${id}`)).json().status).toBe('building');
      expect((await s.api.post(`vm/${s.pid}/host/stop/${id}`)).statusCode).toBe(422);
      s.h.time.advance(1);
      expect((await s.api.get(`vm/${s.pid}/host/get/${id}`)).json().status).toBe('active');
      s.h.time.advance(2 * 3_600_000);
      s.h.chargeHourly();
      const charged = s.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'vm-host' AND resource_id = ?").pluck().get(id);
      expect(charged).toBe(2 * 10000);
    });
  });
});

describe('power actions and their states', () => {
  test('stop → stopped, start → active; each refused from the wrong state with a Persian 422', async () => {
    const { id } = await server();
    expect((await get(id)).status).toBe('active');
    const startRunning = await act('start', id);
    expect(startRunning.statusCode).toBe(422);
    // The status is named as the portal's status tag names it.
    expect(startRunning.json().errorMessage).toBe('این عملیات در وضعیت فعلی سرویس («فعال») ممکن نیست');

    const stopping = await act('stop', id);
    expect(stopping.json().status).toBe('stopping');
    expect((await get(id)).status).toBe('stopped');
    for (const action of ['stop', 'shutdown', 'reboot', 'reset']) {
      const res = await act(action, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toContain('خاموش');
    }
    expect((await act('start', id)).json().status).toBe('starting');
    expect((await get(id)).status).toBe('active');
  });

  test('shutdown, reboot and reset pass through their transitional states', async () => {
    const { id } = await server();
    await get(id);
    expect((await act('reboot', id)).json().status).toBe('rebooting');
    expect((await get(id)).status).toBe('active');
    expect((await act('reset', id)).json().status).toBe('rebooting');
    expect((await get(id)).status).toBe('active');
    expect((await act('shutdown', id)).json().status).toBe('stopping');
    expect((await get(id)).status).toBe('stopped');
  });

  test('a transitional state refuses every other action until it settles', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      const { id } = (await s.api.post(`vm/${s.pid}/host/create`, predefined)).json();
      s.h.time.advance(1000);
      expect((await s.api.post(`vm/${s.pid}/host/reboot/${id}`)).json().status).toBe('rebooting');
      const res = await s.api.post(`vm/${s.pid}/host/stop/${id}`);
      expect(res.json().errorMessage).toContain('در حال راه‌اندازی مجدد');
      s.h.time.advance(1000);
      expect((await s.api.post(`vm/${s.pid}/host/stop/${id}`)).json().status).toBe('stopping');
    });
  });

  test('rebuild changes the image and unmounts the ISO; a too small disk or unknown image is a field error', async () => {
    const { id } = await server({ ...custom, disk: 30 });
    await get(id);
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 1 })).statusCode).toBe(200);
    expect((await act('rebuild', id, { imageId: 8 })).json().errors).toEqual({ ImageId: [expect.stringContaining('۴۰')] });
    expect((await act('rebuild', id, {})).json().errors).toEqual({ ImageId: [expect.any(String)] });
    const rebuilt = (await act('rebuild', id, { imageId: 3 })).json();
    expect(rebuilt).toMatchObject({ status: 'rebuilding', osName: 'Debian', mountedIsoId: null });
    expect((await get(id)).status).toBe('active');
  });

  test('change-config grows to a bundle or custom size, reprices, keeps the power state; never shrinks the disk', async () => {
    const { id } = await server();
    await act('stop', id);
    await get(id);
    const shrink = await act('change-config', id, { isPredefined: true, productBundleId: 101 });
    expect(shrink.json().errors).toEqual({ ProductBundleId: ['اندازه دیسک را نمی‌توان کاهش داد'] });
    const same = await act('change-config', id, { isPredefined: true, productBundleId: 103 });
    expect(same.statusCode).toBe(422);
    const grown = await act('change-config', id, { isPredefined: false, cpu: 4, memory: 8, disk: 80 });
    expect(grown.json()).toMatchObject({ status: 'updating', cpu: 4, memory: 8, disk: 80, isPredefined: false, productBundleId: null, hourlyPrice: 4 * 2000 + 8 * 1000 + 80 * 20 + 500 });
    expect((await get(id)).status).toBe('stopped');
  });

  test('edit renames and validates', async () => {
    const { id } = await server();
    expect((await t.api.put(`vm/${t.pid}/host/edit/${id}`, { name: 'web-renamed' })).json().name).toBe('web-renamed');
    expect((await t.api.put(`vm/${t.pid}/host/edit/${id}`, { name: 'bad name' })).json().errors).toEqual({ Name: [expect.any(String)] });
  });
});

describe('delete', () => {
  test('goes through deleting, frees its disks and removes its addresses and rules', async () => {
    const { id } = await server();
    await get(id);
    await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, { direction: 'inbound', protocol: 'tcp', portRange: '22', cidr: '0.0.0.0/0' });
    t.h.db
      .prepare(
        "INSERT INTO volume_hosts (project_id, status, created_at, name, datacenter_id, size, hourly_price, vm_host_id, attached_at) VALUES (?, 'in-use', 0, 'data-disk', 1, 25, 500, ?, 0)",
      )
      .run(t.pid, id);
    expect((await t.api.del(`vm/${t.pid}/host/delete/${id}`)).statusCode).toBe(200);
    expect(t.h.db.prepare("SELECT vm_host_id FROM volume_hosts WHERE name = 'data-disk'").pluck().get()).toBeNull();
    expect((await t.api.get(`vm/${t.pid}/host/get/${id}`)).statusCode).toBe(404);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM vm_ips WHERE vm_host_id = ?').pluck().get(id)).toBe(0);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM vm_firewall_rules WHERE vm_host_id = ?').pluck().get(id)).toBe(0);
  });
});

describe("another customer's server answers 404 everywhere", () => {
  test.each([
    ['GET', 'host/get/:id'],
    ['GET', 'host/get-analytic/:id?PeriodId=1'],
    ['GET', 'host/console/:id'],
    ['POST', 'host/stop/:id'],
    ['POST', 'host/rebuild/:id'],
    ['PUT', 'host/edit/:id'],
    ['DELETE', 'host/delete/:id'],
    ['GET', 'host/:id/firewall/list'],
    ['POST', 'host/:id/firewall/create'],
    ['GET', 'host/:id/ip/list'],
    ['GET', 'iso/node/list/:id'],
  ])('%s %s', async (method, path) => {
    const { id } = await server();
    await get(id);
    const url = `vm/${t.pid}/${path.replace(':id', String(id))}`;
    const call = method === 'GET' ? t.other.get(url) : method === 'POST' ? t.other.post(url, { name: 'x', imageId: 1 }) : method === 'PUT' ? t.other.put(url, { name: 'xyz' }) : t.other.del(url);
    expect((await call).statusCode).toBe(404);
    expect((await t.other.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 1 })).statusCode).toBe(404);
    expect((await get(id)).status).toBe('active');
  });
});

describe('firewall rules', () => {
  const rule = { direction: 'inbound', protocol: 'tcp', portRange: '8000-8100', cidr: '10.0.0.0/8', description: 'app' };
  test('create, list, duplicate refused, delete', async () => {
    const { id } = await server();
    const created = await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, rule);
    expect(created.json()).toMatchObject({ ...rule, vmHostId: id });
    expect((await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, rule)).json().errors).toEqual({ Cidr: ['قانونی با همین مشخصات قبلاً ثبت شده است'] });
    expect((await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, { direction: 'outbound', protocol: 'icmp', cidr: '2001:db8::/32' })).statusCode).toBe(200);
    expect((await t.api.get(`vm/${t.pid}/host/${id}/firewall/list`)).json()).toHaveLength(2);
    expect((await t.api.del(`vm/${t.pid}/host/${id}/firewall/delete/${created.json().id}`)).statusCode).toBe(200);
    expect((await t.api.get(`vm/${t.pid}/host/${id}/firewall/list`)).json()).toHaveLength(1);
  });

  test.each([
    [{ portRange: '0' }, 'PortRange', 'بین ۱ تا ۶۵۵۳۵'],
    [{ portRange: '70000' }, 'PortRange', 'بین ۱ تا ۶۵۵۳۵'],
    [{ portRange: '90-80' }, 'PortRange', 'بین ۱ تا ۶۵۵۳۵'],
    [{ portRange: null }, 'PortRange', 'الزامی'],
    [{ protocol: 'icmp' }, 'PortRange', 'وارد نکنید'],
    [{ protocol: 'gre' }, 'Protocol', 'پروتکل انتخاب‌شده معتبر نیست'],
    [{ direction: 'sideways' }, 'Direction', 'جهت انتخاب‌شده معتبر نیست'],
    [{ cidr: '10.0.0.0/33' }, 'Cidr', 'CIDR'],
    [{ cidr: '300.1.1.1/8' }, 'Cidr', 'CIDR'],
    [{ cidr: '2001:db8::g/32' }, 'Cidr', 'CIDR'],
    [{ cidr: '10.0.0.1' }, 'Cidr', 'CIDR'],
  ])('%j is refused on %s', async (change, field, fragment) => {
    const { id } = await server();
    const res = await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, { ...rule, ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().errors[field][0]).toContain(fragment);
  });
});

describe('addresses', () => {
  test('an extra IPv4 raises the price; the last IPv4 cannot be removed', async () => {
    const { id } = await server();
    const [first] = (await t.api.get(`vm/${t.pid}/host/${id}/ip/list`)).json();
    const last = await t.api.del(`vm/${t.pid}/host/${id}/ip/delete/${first.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().errorMessage).toContain('آخرین');
    const extra = (await t.api.post(`vm/${t.pid}/host/${id}/ip/create`, { version: 4 })).json();
    expect(extra).toMatchObject({ version: 4, isPublic: true, address: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/) });
    expect((await get(id)).hourlyPrice).toBe(10500);
    expect((await t.api.post(`vm/${t.pid}/host/${id}/ip/create`, { version: 5 })).json().errors).toEqual({ Version: [expect.any(String)] });
    expect((await t.api.del(`vm/${t.pid}/host/${id}/ip/delete/${first.id}`)).statusCode).toBe(200);
    expect((await get(id)).hourlyPrice).toBe(10000);
  });
});

describe('ISOs, images, catalogue', () => {
  test('mount one ISO at a time, unmount only what is mounted', async () => {
    const { id } = await server();
    await get(id);
    expect((await t.api.get(`vm/${t.pid}/iso/short-list`)).json().length).toBeGreaterThan(2);
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 99 })).json().errors).toEqual({ IsoId: [expect.any(String)] });
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 2 })).json().mountedIsoId).toBe(2);
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 3 })).json().errorMessage).toContain('ابتدا آن را جدا کنید');
    expect((await t.api.get(`vm/${t.pid}/iso/node/list/${id}`)).json()).toEqual([expect.objectContaining({ id: 2 })]);
    expect((await t.api.post(`vm/${t.pid}/iso/node/unmount`, { vmHostId: id, isoId: 3 })).statusCode).toBe(422);
    expect((await t.api.post(`vm/${t.pid}/iso/node/unmount`, { vmHostId: id, isoId: 2 })).json().mountedIsoId).toBeNull();
  });

  test('images by product, vm bundles and unit prices', async () => {
    const images = (await t.api.get(`vm/${t.pid}/image/list?ProductId=1`)).json();
    expect(images).toContainEqual({ id: 8, os: 'Windows Server', osFamily: 'windows', version: '2022', minDisk: 40 });
    const bundles = (await t.api.get('portal/product-bundle/vm/list')).json();
    expect(bundles.map((b: { id: number }) => b.id)).toEqual([101, 102, 103, 104, 105, 106]);
    const items = (await t.api.get('portal/product-item/list/1')).json();
    expect(items.map((i: { key: string }) => i.key)).toEqual(['cpu', 'memory', 'disk', 'ipv4']);
    expect((await t.api.get(`vm/${t.pid}/host/short-list`)).statusCode).toBe(200);
  });
});

describe('analytics and console', () => {
  test('a series per period, the same on every call; an unknown period is a 422', async () => {
    const { id } = await server();
    t.h.time.advance(2 * 3_600_000);
    const sizes: number[] = [];
    for (const p of [1, 2, 3, 4]) {
      const res = (await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=${p}`)).json();
      expect(res.periodId).toBe(p);
      sizes.push(res.points.length);
      for (const point of res.points) expect(point.cpu).toBeGreaterThanOrEqual(0);
      expect(res.points.every((pt: { cpu: number }) => pt.cpu <= 100)).toBe(true);
    }
    expect(sizes).toEqual([60, 96, 168, 120]);
    const a = (await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=2`)).json();
    const b = (await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=2`)).json();
    expect(a).toEqual(b);
    expect((await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=9`)).json().errors).toEqual({ PeriodId: [expect.any(String)] });
  });

  test('the console link opens a page naming the server; a forged token does not', async () => {
    const { id } = await server();
    await get(id);
    const { url } = (await t.api.get(`vm/${t.pid}/host/console/${id}`)).json();
    const page = await t.h.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('web-1');
    expect((await t.h.app.inject({ method: 'GET', url: url.replace(/token=.*/, 'token=forged') })).statusCode).toBe(404);
    await act('stop', id);
    await get(id);
    expect((await t.api.get(`vm/${t.pid}/host/console/${id}`)).statusCode).toBe(422);
  });
});
