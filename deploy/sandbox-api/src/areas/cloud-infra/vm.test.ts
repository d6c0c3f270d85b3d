import { VM_POWER_ACTIONS, vmActionAllowed } from '@portal/contracts';
import { fixtures, serverOrder as predefined } from '../../test/fixtures';
import { count, projectId, signedInProject, withProject } from '../../test/harness';
import { ed25519Key } from '../../test/ssh-keys';

const t = signedInProject();

const custom = { ...predefined, name: 'db-1', isPredefined: false, productBundleId: null, cpu: 2, memory: 4, disk: 50 };
const DONE = { message: expect.any(String) };

/** Creates a server (its create answers no id: it is found by name in the list) and lets the next request settle it. */
const server = async (body: Record<string, unknown> = predefined) => ({ id: await fixtures(t).server(body) });
const get = async (id: number) => (await t.api.get(`vm/${t.pid}/host/get/${id}`)).json();
const ips = async (id: number) =>
  (await t.api.get(`vm/${t.pid}/host/${id}/ip/list`)).json() as Array<{ id: number; ipAddress: string; isV4: boolean; isPrimary: boolean }>;
const hourly = (id: number) => t.h.db.prepare('SELECT hourly_price FROM vm_hosts WHERE id = ?').pluck().get(id);
const act = (action: string, id: number, body?: object) => t.api.put(`vm/${t.pid}/host/${action}/${id}`, body);

describe('create', () => {
  test("answers only a message; the list row and get are the provider's shapes; one public IPv4 in ip/list", async () => {
    const res = await t.api.post(`vm/${t.pid}/host/create`, predefined);
    expect(res.json()).toEqual(DONE);
    const [row] = (await t.api.get(`vm/${t.pid}/host/list`)).json();
    // `status` is the provider's display text of the statusId (held to the table by the vocabulary test).
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'web-1',
      status: expect.any(String),
      statusId: 2,
      storageClassTypeId: 1,
      datacenter: expect.any(String),
      operatingSystem: 'Ubuntu',
      createDate: expect.any(String),
    });
    const got = await get(row.id);
    expect(got).toMatchObject({
      name: 'web-1',
      cpu: 2,
      memory: 4,
      disk: 60,
      ipV4: 1,
      ipV6: 0,
      vmImage: 'Ubuntu 24.04 LTS',
      vmImageId: 1,
      operatingSystem: 'Ubuntu',
      statusId: 2,
    });
    // Power and network as the provider spells them (vSphere's words); not a cluster's node.
    expect(got).toMatchObject({ powerStatus: 'POWERED_ON', networkStatus: 'CONNECTED', isCluster: false, isMaster: false });
    expect(hourly(row.id)).toBe(10000);
    expect(await ips(row.id)).toEqual([
      { id: expect.any(Number), ipAddress: expect.stringMatching(/^185\.208\./), isV4: true, isPrimary: true, isFloating: false },
    ]);
    expect(JSON.stringify(got)).not.toContain('Str0ng');
  });

  test('custom: size from product items, price = units × unit prices, IPv6 on request', async () => {
    const { id } = await server({ ...custom, usedPublicIpV6: true });
    // cpu 2×2000 + memory 4×1000 + disk 50×20 + ipv4 1×500
    expect(hourly(id)).toBe(9500);
    expect(await get(id)).toMatchObject({ cpu: 2, memory: 4, disk: 50, ipV4: 1, ipV6: 1 });
  });

  test('an empty body reports every required field in one 422 and writes nothing', async () => {
    const before = count(t.h, 'vm_hosts');
    const res = await t.api.post(`vm/${t.pid}/host/create`, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['Name', 'Password', 'ProductBundleId', 'VmImageId'].sort());
    expect(count(t.h, 'vm_hosts')).toBe(before);
  });

  test('weak password, short name, unknown image, out-of-range sizes: all at once', async () => {
    const res = await t.api.post(`vm/${t.pid}/host/create`, { ...custom, name: 'ab', password: 'password', vmImageId: 99, cpu: 64, memory: 0, disk: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      Password: ['رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد'],
      VmImageId: ['سیستم‌عامل انتخاب‌شده معتبر نیست'],
      // Custom units: the catalogue's bounds, said like the contract's range rule.
      Cpu: ['تعداد هسته پردازنده باید عددی بین ۱ و ۳۲ باشد'],
      Memory: ['حافظه باید عددی بین ۱ و ۱۲۸ باشد'],
      Disk: ['دیسک باید عددی بین ۱۰ و ۲۰۰۰ باشد'],
    });
  });

  test('Windows needs a bigger disk than a custom 20 GB; a bundle of another product is refused', async () => {
    const win = await t.api.post(`vm/${t.pid}/host/create`, { ...custom, vmImageId: 8, disk: 20 });
    expect(win.json().errors).toEqual({ Disk: ['دیسک برای این سیستم‌عامل دست‌کم ۴۰ گیگابایت لازم دارد'] });
    const wrongBundle = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, productBundleId: 302 });
    expect(wrongBundle.json().errors).toEqual({ ProductBundleId: [expect.stringContaining('معتبر نیست')] });
  });

  test('a key of the project opens the server without a password; a foreign key, or a key on Windows, is refused', async () => {
    const key = async (pid: number, name: string) => {
      await t.api.post(`vm/${pid}/key/create`, { name, publicKey: ed25519Key() });
      return t.h.db.prepare('SELECT id FROM ssh_keys WHERE project_id = ? AND name = ?').pluck().get(pid, name) as number;
    };
    const mine = await key(t.pid, 'laptop');
    const { id } = await server({ ...predefined, password: null, vmKeyId: mine });
    expect(t.h.db.prepare('SELECT vm_key_id FROM vm_hosts WHERE id = ?').pluck().get(id)).toBe(mine);
    expect((await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'web-2', password: null })).json().errors).toEqual({
      Password: ['برای ورود به سرور رمز عبور یا کلید SSH لازم است'],
    });
    const elsewhere = await key(projectId(t.h, 'پروژه اصلی'), 'theirs');
    const foreign = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'web-3', vmKeyId: elsewhere });
    expect(foreign.json().errors).toEqual({ VmKeyId: ['کلیدهای SSH انتخاب‌شده معتبر نیست'] });
    const windows = await t.api.post(`vm/${t.pid}/host/create`, { ...custom, name: 'win-1', vmImageId: 8, disk: 40, vmKeyId: mine });
    expect(windows.json().errors).toEqual({ VmKeyId: ['کلید SSH فقط برای سیستم‌عامل‌های لینوکس نصب می‌شود؛ ویندوز با رمز عبور وارد می‌شود'] });
  });

  test('no public address and no private network is refused; a private network must be in the project', async () => {
    const res = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, usedPublicIpV4: false });
    expect(res.json().errors).toEqual({ UsedPublicIpV4: [expect.stringContaining('شبکه خصوصی')] });
    const noNet = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, vmNetworkId: 987654 });
    expect(noNet.json().errors).toEqual({ VmNetworkId: [expect.stringContaining('معتبر نیست')] });
  });

  test('a private network: the chosen or the first free address, joined once the server is built', async () => {
    // The network area's create body (both its old and its provider shape); its id is read from the table.
    await t.api.post(`vm/${t.pid}/network/create`, { name: 'backend', datacenterId: 1, cidr: '10.20.0.0/24', network: '10.20.0.0', prefix: 24 });
    await t.api.get(`vm/${t.pid}/network/list`);
    const netId = t.h.db.prepare("SELECT id FROM networks WHERE project_id = ? AND name = 'backend'").pluck().get(t.pid) as number;
    const fixed = await server({ ...predefined, name: 'app-1', usedPublicIpV4: false, vmNetworkId: netId, ipAddress: '10.20.0.50' });
    const auto = await server({ ...predefined, name: 'app-2', vmNetworkId: netId });
    expect((await get(fixed.id)).ipV4).toBe(0);
    const nodeOf = (id: number) => t.h.db.prepare('SELECT ip_address FROM network_nodes WHERE vm_host_id = ?').pluck().get(id);
    expect(nodeOf(fixed.id)).toBe('10.20.0.50');
    expect(nodeOf(auto.id)).toMatch(/^10\.20\.0\.\d+$/);
    // An address outside the network, or taken, is a field error.
    const outside = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'app-3', vmNetworkId: netId, ipAddress: '10.99.0.5' });
    expect(outside.json().errors).toEqual({ IpAddress: [expect.stringContaining('محدوده')] });
    const taken = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'app-3', vmNetworkId: netId, ipAddress: '10.20.0.50' });
    expect(taken.json().errors).toEqual({ IpAddress: [expect.any(String)] });
    // Deleting a server takes it out of the network.
    await t.api.del(`vm/${t.pid}/host/delete/${fixed.id}`);
    await t.api.get(`vm/${t.pid}/host/list`);
    expect(nodeOf(fixed.id)).toBeUndefined();
  });

  test('names are unique per project; the per-project limit refuses with a message', async () => {
    await server();
    expect((await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'WEB-1' })).json().errors).toEqual({ Name: ['نام تکراری است'] });
    t.h.db.prepare("INSERT INTO customer_limits (customer_id, resource, max) VALUES (1, 'vm', 1)").run();
    const res = await t.api.post(`vm/${t.pid}/host/create`, { ...predefined, name: 'web-2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toContain('۱');
  });

  test('with a delay the server stays building (statusId waiting) until the clock passes it, and billing starts then', async () => {
    await withProject({ delays: { provisionMs: 3000 } }, async (s) => {
      await s.api.post(`vm/${s.pid}/host/create`, predefined);
      const [row] = (await s.api.get(`vm/${s.pid}/host/list`)).json();
      expect(row).toMatchObject({ statusId: 6 });
      s.h.time.advance(2999);
      expect((await s.api.get(`vm/${s.pid}/host/get/${row.id}`)).json()).toMatchObject({ statusId: 6, powerStatus: 'POWERED_OFF' });
      expect((await s.api.put(`vm/${s.pid}/host/stop/${row.id}`)).statusCode).toBe(422);
      s.h.time.advance(1);
      expect((await s.api.get(`vm/${s.pid}/host/get/${row.id}`)).json()).toMatchObject({ statusId: 2, powerStatus: 'POWERED_ON' });
      s.h.time.advance(2 * 3_600_000);
      s.h.chargeHourly();
      const charged = s.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'vm-host' AND resource_id = ?").pluck().get(row.id);
      expect(charged).toBe(2 * 10000);
    });
  });
});

describe('power actions and their states (PUT, answered by a message)', () => {
  test('stop → stopped, start → active; each refused from the wrong state with a Persian 422', async () => {
    const { id } = await server();
    const startRunning = await act('start', id);
    expect(startRunning.statusCode).toBe(422);
    // The status is named as the portal's status tag names it.
    expect(startRunning.json().errorMessage).toBe('این عملیات در وضعیت فعلی سرویس («فعال») ممکن نیست');
    expect((await act('stop', id)).json()).toEqual(DONE);
    expect(await get(id)).toMatchObject({ statusId: 10, powerStatus: 'POWERED_OFF', networkStatus: 'DISCONNECTED' });
    for (const action of ['stop', 'shutdown', 'reboot', 'reset']) {
      const res = await act(action, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toContain('خاموش');
    }
    await act('start', id);
    expect(await get(id)).toMatchObject({ statusId: 2, powerStatus: 'POWERED_ON' });
    // The old method is not served.
    expect((await t.api.post(`vm/${t.pid}/host/stop/${id}`)).statusCode).toBe(404);
  });

  test('shutdown, reboot and reset pass through a mid-operation state (statusId 6), then settle', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      await s.api.post(`vm/${s.pid}/host/create`, predefined);
      s.h.time.advance(1000);
      const [{ id }] = (await s.api.get(`vm/${s.pid}/host/list`)).json();
      const state = async () => {
        const got = (await s.api.get(`vm/${s.pid}/host/get/${id}`)).json();
        return [got.statusId, got.powerStatus];
      };
      const on = [2, 'POWERED_ON'];
      const off = [10, 'POWERED_OFF'];
      for (const [action, to] of [
        ['reboot', on],
        ['reset', on],
        ['shutdown', off],
      ] as const) {
        await s.api.put(`vm/${s.pid}/host/${action}/${id}`);
        // Still running while it goes down or restarts.
        expect(await state()).toEqual([6, 'POWERED_ON']);
        if (action === 'reboot') expect((await s.api.put(`vm/${s.pid}/host/stop/${id}`)).json().errorMessage).toContain('در حال راه‌اندازی مجدد');
        s.h.time.advance(1000);
        expect(await state()).toEqual(to);
      }
    });
  });

  test("every action is accepted exactly when the contracts' rule allows it from what host/get says", async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      const put = (action: string, id: number, body?: object) => s.api.put(`vm/${s.pid}/host/${action}/${id}`, body);
      const rebuild = { vmImageId: 1, password: 'An0ther!Pass' };
      const resize = (n: number) => ({ cpu: 2 + n, memory: 4, disk: 60 });
      let made = 0;
      const ids: Partial<Record<'on' | 'off' | 'busy', number>> = {};
      const seen = async (id: number) => (await s.api.get(`vm/${s.pid}/host/get/${id}`)).json();
      // One server per state, brought back to it before each try (an accepted action moves it on).
      const fresh = async (state: 'on' | 'off' | 'busy') => {
        made++;
        if (ids[state] == null) {
          await s.api.post(`vm/${s.pid}/host/create`, { ...predefined, name: `rule-${state}` });
          ids[state] = s.h.db.prepare('SELECT id FROM vm_hosts WHERE project_id = ? AND name = ?').pluck().get(s.pid, `rule-${state}`) as number;
        }
        const id = ids[state]!;
        s.h.time.advance(1000);
        const running = (await seen(id)).statusId === 2;
        if (state === 'off' && running) await put('stop', id);
        if (state !== 'off' && !running) await put('start', id);
        s.h.time.advance(1000);
        if (state === 'busy') await put('reboot', id);
        return { id, seen: await seen(id) };
      };
      let checked = 0;
      for (const state of ['on', 'off', 'busy'] as const) {
        for (const action of [...VM_POWER_ACTIONS, 'rebuild', 'resize'] as const) {
          const { id, seen } = await fresh(state);
          const res =
            action === 'rebuild' ? await put('rebuild', id, rebuild) : action === 'resize' ? await put('edit', id, resize(made)) : await put(action, id);
          expect([action, state, res.statusCode]).toEqual([action, state, vmActionAllowed(action, seen) ? 200 : 422]);
          checked++;
        }
        const { id, seen } = await fresh(state);
        const console = await s.api.get(`vm/${s.pid}/host/console/${id}`);
        expect(['console', state, console.statusCode]).toEqual(['console', state, vmActionAllowed('console', seen) ? 200 : 422]);
        checked++;
      }
      expect(checked).toBe(24);
    });
  });

  test('rebuild changes the image, name (the only rename) and access and unmounts the ISO; a too small disk or unknown image is a field error', async () => {
    const { id } = await server({ ...custom, disk: 30 });
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 1 })).statusCode).toBe(200);
    expect((await act('rebuild', id, { vmImageId: 8, password: 'Str0ng!Pass' })).json().errors).toEqual({ VmImageId: [expect.stringContaining('۴۰')] });
    expect((await act('rebuild', id, {})).json().errors).toEqual({ VmImageId: [expect.any(String)] });
    expect((await act('rebuild', id, { vmImageId: 3 })).json().errors).toEqual({ Password: [expect.any(String)] });
    expect((await act('rebuild', id, { vmImageId: 3, name: 'db-new', password: 'An0ther!Pass' })).json()).toEqual(DONE);
    expect(await get(id)).toMatchObject({ name: 'db-new', operatingSystem: 'Debian', vmImageId: 3 });
    expect((await t.api.get(`vm/${t.pid}/iso/node/list/${id}`)).json()).toEqual([]);
  });

  test('rename through the rebuild: a kept name stays, a taken one is a field error and nothing changes', async () => {
    const { id } = await server();
    await server({ ...predefined, name: 'web-2' });
    const taken = await act('rebuild', id, { vmImageId: 1, name: 'WEB-2', password: 'An0ther!Pass' });
    expect(taken.json().errors).toEqual({ Name: ['نام تکراری است'] });
    expect(await get(id)).toMatchObject({ name: 'web-1', statusId: 2 });
    expect((await act('rebuild', id, { vmImageId: 1, name: 'web-1', password: 'An0ther!Pass' })).json()).toEqual(DONE);
    expect((await get(id)).name).toBe('web-1');
    expect((await act('rebuild', id, { vmImageId: 1, name: 'web-renamed', password: 'An0ther!Pass' })).json()).toEqual(DONE);
    expect(await get(id)).toMatchObject({ name: 'web-renamed', vmImageId: 1, statusId: 2 });
  });

  test('a rebuild shows statusId 7 until it is done', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      await s.api.post(`vm/${s.pid}/host/create`, predefined);
      s.h.time.advance(1000);
      const [{ id }] = (await s.api.get(`vm/${s.pid}/host/list`)).json();
      await s.api.put(`vm/${s.pid}/host/rebuild/${id}`, { vmImageId: 3, password: 'An0ther!Pass' });
      expect((await s.api.get(`vm/${s.pid}/host/list`)).json()[0]).toMatchObject({ id, statusId: 7 });
      s.h.time.advance(1000);
      expect((await s.api.get(`vm/${s.pid}/host/get/${id}`)).json()).toMatchObject({ statusId: 2, powerStatus: 'POWERED_ON', operatingSystem: 'Debian' });
    });
  });

  test("host/edit is the provider's resize by units: grows, reprices, keeps the power state; every unit required; never shrinks", async () => {
    const { id } = await server();
    await act('stop', id);
    await get(id);
    expect((await act('edit', id, { cpu: 4, memory: 8, disk: 80 })).json()).toEqual(DONE);
    expect(await get(id)).toMatchObject({ cpu: 4, memory: 8, disk: 80, statusId: 10, powerStatus: 'POWERED_OFF' });
    expect(hourly(id)).toBe(4 * 2000 + 8 * 1000 + 80 * 20 + 500);
    expect(Object.keys((await act('edit', id, { cpu: 4 })).json().errors).sort()).toEqual(['Disk', 'Memory']);
    expect((await act('edit', id, { cpu: 4, memory: 8, disk: 40 })).json().errors).toEqual({ Disk: ['اندازه دیسک را نمی‌توان کاهش داد'] });
    expect((await act('edit', id, { cpu: 4, memory: 8, disk: 80 })).json().errors).toEqual({ Cpu: ['پیکربندی جدید با پیکربندی فعلی یکسان است'] });
    expect((await act('edit', id, { cpu: 64, memory: 8, disk: 80 })).json().errors).toEqual({ Cpu: [expect.stringContaining('۳۲')] });
    // Our bundle resize is gone: the provider's edit replaces it.
    expect((await act('change-config', id, { isPredefined: false, cpu: 8, memory: 8, disk: 80 })).statusCode).toBe(404);
  });
});

describe("a cluster's node", () => {
  /** Makes a server a node of a cluster, as a cluster's node row names its server. */
  const nodeOf = (vmHostId: number, role: 'control-plane' | 'worker') => {
    const { db } = t.h;
    const [version, image] = ['kuber_versions', 'kuber_images'].map((table) => db.prepare(`SELECT MIN(id) FROM ${table}`).pluck().get());
    const cluster = db
      .prepare(
        "INSERT INTO kuber_clusters (project_id, status, created_at, name, kubernetes_version_id, vm_image_id, password_hash, is_predefined, node_count, cpu, memory, disk, node_hourly_price, node_price, datacenter_id, kubeconfig_token) VALUES (?, 'active', 0, ?, ?, ?, 'x', 0, 1, 2, 4, 60, 100, 100, 1, 't')",
      )
      .run(t.pid, `k-${vmHostId}`, version, image).lastInsertRowid;
    db.prepare(
      "INSERT INTO kuber_nodes (project_id, status, created_at, cluster_id, name, role, private_ip, cpu, memory, disk, hourly_price, vm_host_id) VALUES (?, 'active', 0, ?, ?, ?, '10.0.0.2', 2, 4, 60, 100, ?)",
    ).run(t.pid, cluster, `n-${vmHostId}`, role, vmHostId);
  };

  test('host/get says so (isCluster, isMaster for the control plane); its rebuild is refused, its power is not', async () => {
    const master = await server();
    const worker = await server({ ...predefined, name: 'web-2' });
    nodeOf(master.id, 'control-plane');
    nodeOf(worker.id, 'worker');
    expect(await get(master.id)).toMatchObject({ isCluster: true, isMaster: true });
    expect(await get(worker.id)).toMatchObject({ isCluster: true, isMaster: false });
    const rebuild = await act('rebuild', worker.id, { vmImageId: 1, password: 'An0ther!Pass' });
    expect(rebuild.statusCode).toBe(422);
    expect(rebuild.json().errorMessage).toContain('خوشه');
    expect(vmActionAllowed('rebuild', await get(worker.id))).toBe(false);
    expect((await act('reboot', worker.id)).json()).toEqual(DONE);
  });
});

describe('delete', () => {
  test('goes through deleting, frees its disks and removes its addresses and rules', async () => {
    const { id } = await server();
    await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, {
      directionId: 1,
      firewallProtocolId: 1,
      minPort: 22,
      maxPort: 22,
      remoteIp: '0.0.0.0/0',
      isIpV4: true,
    });
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
    ['PUT', 'host/stop/:id'],
    ['PUT', 'host/rebuild/:id'],
    ['PUT', 'host/edit/:id'],
    ['DELETE', 'host/delete/:id'],
    ['GET', 'host/:id/firewall/list'],
    ['POST', 'host/:id/firewall/create'],
    ['GET', 'host/:id/ip/list'],
    ['POST', 'host/:id/ip/create'],
    ['GET', 'iso/node/list/:id'],
  ])('%s %s', async (method, path) => {
    const { id } = await server();
    const url = `vm/${t.pid}/${path.replace(':id', String(id))}`;
    const body = { vmImageId: 1, password: 'Str0ng!Pass', cpu: 4, memory: 8, disk: 80, useIpV4: true };
    const call =
      method === 'GET' ? t.other.get(url) : method === 'POST' ? t.other.post(url, body) : method === 'PUT' ? t.other.put(url, body) : t.other.del(url);
    expect((await call).statusCode).toBe(404);
    expect((await t.other.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 1 })).statusCode).toBe(404);
    expect((await get(id)).statusId).toBe(2);
  });
});

describe('firewall rules', () => {
  const rule = { directionId: 1, firewallProtocolId: 1, minPort: 8000, maxPort: 8100, remoteIp: '10.0.0.0/8', isIpV4: true };
  test('create, list (display strings), get (ids), duplicate refused, delete', async () => {
    const { id } = await server();
    expect((await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, rule)).json()).toEqual(DONE);
    expect((await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, rule)).json().errors).toEqual({ RemoteIp: ['قانونی با همین مشخصات قبلاً ثبت شده است'] });
    expect(
      (await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, { directionId: 2, firewallProtocolId: 3, remoteIp: '2001:db8::/32', isIpV4: false }))
        .statusCode,
    ).toBe(200);
    const list = (await t.api.get(`vm/${t.pid}/host/${id}/firewall/list`)).json();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        firewallProtocolType: 'ICMP',
        isIngress: 'False',
        remoteIp: '2001:db8::/32',
        minPort: null,
        maxPort: null,
        isIpV4: false,
        createDate: expect.any(String),
      },
      {
        id: expect.any(Number),
        firewallProtocolType: 'TCP',
        isIngress: 'True',
        remoteIp: '10.0.0.0/8',
        minPort: '8000',
        maxPort: '8100',
        isIpV4: true,
        createDate: expect.any(String),
      },
    ]);
    const tcp = list[1].id;
    expect((await t.api.get(`vm/${t.pid}/host/${id}/firewall/get/${tcp}`)).json()).toEqual({
      id: tcp,
      firewallProtocolId: 1,
      isIngress: true,
      remoteIp: '10.0.0.0/8',
      minPort: 8000,
      maxPort: 8100,
      isIpV4: true,
    });
    expect((await t.api.del(`vm/${t.pid}/host/${id}/firewall/delete/${tcp}`)).statusCode).toBe(200);
    expect((await t.api.get(`vm/${t.pid}/host/${id}/firewall/list`)).json()).toHaveLength(1);
  });

  test.each([
    [{ minPort: 0 }, 'MinPort', '۶۵۵۳۵'],
    [{ maxPort: 70000 }, 'MaxPort', '۶۵۵۳۵'],
    [{ minPort: 90, maxPort: 80 }, 'MaxPort', 'کمتر'],
    [{ minPort: null, maxPort: null }, 'MinPort', 'الزامی'],
    [{ firewallProtocolId: 3 }, 'MinPort', 'وارد نکنید'],
    [{ firewallProtocolId: 9 }, 'FirewallProtocolId', 'پروتکل انتخاب‌شده معتبر نیست'],
    [{ directionId: 7 }, 'DirectionId', 'جهت انتخاب‌شده معتبر نیست'],
    [{ remoteIp: '10.0.0.0/33' }, 'RemoteIp', 'CIDR'],
    [{ remoteIp: '10.0.0.1' }, 'RemoteIp', 'CIDR'],
    [{ remoteIp: '2001:db8::/32' }, 'RemoteIp', 'IPv6'],
  ])('%j is refused on %s', async (change, field, fragment) => {
    const { id } = await server();
    const res = await t.api.post(`vm/${t.pid}/host/${id}/firewall/create`, { ...rule, ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().errors[field][0]).toContain(fragment);
  });
});

describe('addresses', () => {
  test('an extra IPv4 raises the price; the last IPv4 cannot be removed; IPv6 on request', async () => {
    const { id } = await server();
    const [first] = await ips(id);
    const last = await t.api.del(`vm/${t.pid}/host/${id}/ip/delete/${first.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().errorMessage).toContain('آخرین');
    expect((await t.api.post(`vm/${t.pid}/host/${id}/ip/create`, { useIpV4: true })).json()).toEqual(DONE);
    expect(hourly(id)).toBe(10500);
    await t.api.post(`vm/${t.pid}/host/${id}/ip/create`, { useIpV4: false });
    const all = await ips(id);
    expect(all.map((ip) => [ip.isV4, ip.isPrimary])).toEqual([
      [false, true],
      [true, false],
      [true, true],
    ]);
    expect(await get(id)).toMatchObject({ ipV4: 2, ipV6: 1 });
    expect((await t.api.post(`vm/${t.pid}/host/${id}/ip/create`, { useIpV4: 'x' })).json().errors).toEqual({ UseIpV4: [expect.any(String)] });
    expect((await t.api.del(`vm/${t.pid}/host/${id}/ip/delete/${first.id}`)).statusCode).toBe(200);
    expect(hourly(id)).toBe(10000);
  });
});

describe('ISOs, images, catalogue', () => {
  test('mount one ISO at a time, unmount only what is mounted', async () => {
    const { id } = await server();
    expect((await t.api.get(`vm/${t.pid}/iso/short-list`)).json().length).toBeGreaterThan(2);
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 99 })).json().errors).toEqual({ IsoId: [expect.any(String)] });
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 2 })).json()).toEqual(DONE);
    expect((await t.api.post(`vm/${t.pid}/iso/node/mount`, { vmHostId: id, isoId: 3 })).json().errorMessage).toContain('ابتدا آن را جدا کنید');
    expect((await t.api.get(`vm/${t.pid}/iso/node/list/${id}`)).json()).toEqual([
      { id: 2, name: expect.any(String), osFamily: 'linux', size: expect.any(Number) },
    ]);
    expect((await t.api.post(`vm/${t.pid}/iso/node/unmount`, { vmHostId: id, isoId: 3 })).statusCode).toBe(422);
    expect((await t.api.post(`vm/${t.pid}/iso/node/unmount`, { vmHostId: id, isoId: 2 })).statusCode).toBe(200);
    expect((await t.api.get(`vm/${t.pid}/iso/node/list/${id}`)).json()).toEqual([]);
  });

  test('images by product, vm bundles and unit prices, short list', async () => {
    const images = (await t.api.get(`vm/${t.pid}/image/list?ProductId=101`)).json();
    expect(images).toContainEqual({ id: 8, name: 'Windows Server 2022', operatingSystemId: 6, operatingSystem: 'Windows Server', status: true });
    const bundles = (await t.api.get('portal/product-bundle/vm-list')).json();
    expect(bundles.map((b: { id: number }) => b.id)).toEqual([101, 102, 103, 104, 105, 106]);
    const items = (await t.api.get('portal/product-item/list/101')).json();
    // Known by their ids (PRODUCT_ITEM_IDS.vm): the row is the provider's {id, name, price, unit}.
    expect(items).toEqual([101, 102, 103, 104].map((id) => ({ id, name: expect.any(String), price: expect.any(Number), unit: expect.any(String) })));
    const { id } = await server();
    expect((await t.api.get(`vm/${t.pid}/host/short-list`)).json()).toEqual([{ id, projectId: t.pid, name: 'web-1' }]);
  });
});

describe('analytics and console', () => {
  test('categories and a series per measure, the same on every call; an unknown period is a 422', async () => {
    const { id } = await server();
    t.h.time.advance(2 * 3_600_000);
    const sizes: number[] = [];
    for (const p of [1, 2, 3, 4]) {
      const res = (await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=${p}`)).json();
      sizes.push(res.categories.length);
      expect(res.series.map((s: { name: string }) => s.name)).toEqual(['cpu', 'memory', 'networkIn', 'networkOut', 'diskRead', 'diskWrite']);
      for (const s of res.series) expect(s.data).toHaveLength(res.categories.length);
      expect(res.series[0].data.every((v: number) => v >= 0 && v <= 100)).toBe(true);
    }
    expect(sizes).toEqual([60, 96, 168, 120]);
    const a = (await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=2`)).json();
    const b = (await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=2`)).json();
    expect(a).toEqual(b);
    expect((await t.api.get(`vm/${t.pid}/host/get-analytic/${id}?PeriodId=9`)).json().errors).toEqual({ PeriodId: [expect.any(String)] });
  });

  test('the console location opens a page naming the server; a forged token does not', async () => {
    const { id } = await server();
    const { location, vmTypeId } = (await t.api.get(`vm/${t.pid}/host/console/${id}`)).json();
    expect(vmTypeId).toBe(1);
    // Absolute, on the sandbox's own origin (the provider's console is not on the portal's).
    expect(location).toMatch(/^http:\/\/localhost(:\d+)?\/api\/sandbox\/console\//);
    const page = await t.h.app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('web-1');
    expect((await t.h.app.inject({ method: 'GET', url: location.replace(/token=.*/, 'token=forged') })).statusCode).toBe(404);
    await act('stop', id);
    await get(id);
    expect((await t.api.get(`vm/${t.pid}/host/console/${id}`)).statusCode).toBe(422);
  });
});
