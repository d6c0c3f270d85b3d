import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterPrice, NODE_TYPE, serviceStatusId, serviceStatusWord, type KuberClusterRow, type KubernetesPrice } from '@portal/contracts';
import { HOUR_MS } from '../../clock';
import type { EngineEnv } from '../../engine/types';
import { usedInProject } from '../../limits';
import { allResources } from '../index';
import { DEMO_CREDENTIALS } from '../../seed';
import { projectId, signedInProject, withProject, type Client } from '../../test/harness';

const t = signedInProject();
const cl = (pid = t.pid) => `kubernetes/cluster/${pid}/host`;
const ACTIVE = serviceStatusId('active');
const WAITING = serviceStatusId('waiting');

// Image 102 is Ubuntu 24.04 of the kuber-cluster product (vm/{projectId}/image/list?ProductId=106).
const cluster = {
  clusterName: 'prod-cluster',
  vmImageId: 102,
  kubernetesVersionId: 3,
  password: 'Kube@1234',
  isPredefined: true,
  productBundleId: 7002,
  nodeCount: 2,
  cpu: null,
  memory: null,
  disk: null,
};
const worker = {
  kubernetesNodeTypeId: NODE_TYPE.worker,
  isPredefined: true,
  productBundleId: 7001,
  vmPassword: 'Node@1234',
  cpu: null,
  memory: null,
  disk: null,
};

/** Creates a cluster (the answer is only a message, as the provider's) and finds it on the list by name. */
async function create(api: Client, pid: number, body: Record<string, unknown> = cluster): Promise<number> {
  const res = await api.post(`${cl(pid)}/create`, body);
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json())).toEqual(['message']);
  return ((await api.get(`${cl(pid)}/list`)).json() as KuberClusterRow[]).find((c) => c.name === body.clusterName)!.id;
}

describe('clusters', () => {
  test('catalogue: versions by name, node images of the kuber-cluster product, node bundles', async () => {
    expect((await t.api.get('kubernetes/cluster/version/list')).json()).toEqual([
      { id: 1, name: '1.29.9' },
      { id: 2, name: '1.30.5' },
      { id: 3, name: '1.31.1' },
      { id: 4, name: '1.32.2' },
    ]);
    const images = (await t.api.get(`vm/${t.pid}/image/list?ProductId=106`)).json();
    expect(images.map((i: { id: number; name: string }) => `${i.id} ${i.name}`)).toEqual(['101 Ubuntu 22.04 LTS', '102 Ubuntu 24.04 LTS', '103 Debian 12']);
    expect((await t.api.get('portal/product-bundle/kuber-cluster-list')).json().map((b: { id: number }) => b.id)).toEqual([7001, 7002, 7003, 7004]);
  });

  test('kubernetes-price: the worker unit prices and the control plane, priced by the portal as the sandbox charges', async () => {
    const res = (await t.api.get('portal/product-item/kubernetes-price/3')).json() as KubernetesPrice;
    // A custom node is a server: priced at the VM product's items, as the provider's vmProductItemsPrice says.
    expect(res.vmProductItemsPrice!.map((i) => i.id)).toEqual([101, 102, 103, 104]);
    expect(res.masterNodesInfo).toEqual({
      kubernetesManagementItemId: 119,
      kubernetesManagementItemPrice: 0,
      masterNodeCount: 1,
      masterVmSpecs: [
        { productItemId: 101, name: 'هسته پردازنده', quantity: 2 },
        { productItemId: 102, name: 'حافظه', quantity: 4 },
        { productItemId: 103, name: 'دیسک', quantity: 50 },
      ],
    });
    const bundle = (await t.api.get('portal/product-bundle/kuber-cluster-list')).json().find((b: { id: number }) => b.id === 7002);
    expect(clusterPrice({ isPredefined: true, bundle, custom: { cpu: 1, memory: 1, disk: 25 }, workers: 3 }, res)).toMatchObject({
      monthly: 17280000,
      hourly: 24000,
      perNode: { monthly: 5760000, hourly: 8000 },
    });
    // 1 core, 1 GB, 25 GB disk, one IPv4 at the VM items: 1440000 + 720000 + 25 × 14400 + 360000, two workers
    expect(clusterPrice({ isPredefined: false, bundle: undefined, custom: { cpu: 1, memory: 1, disk: 25 }, workers: 2 }, res)).toMatchObject({
      monthly: 5760000,
      hourly: 8000,
    });
    for (const count of ['0', '21', 'x']) expect((await t.api.get(`portal/product-item/kubernetes-price/${count}`)).statusCode).toBe(422);
  });

  test('create refuses every bad field in one 422 and writes nothing', async () => {
    // Image 2 is a server image (product 1), not a cluster's.
    const res = await t.api.post(`${cl()}/create`, {
      clusterName: 'k8s',
      vmImageId: 2,
      kubernetesVersionId: 99,
      password: 'weak',
      isPredefined: true,
      nodeCount: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ClusterName: ['نام نباید کمتر از ۵ نویسه باشد'],
      VmImageId: ['سیستم‌عامل انتخاب‌شده معتبر نیست'],
      KubernetesVersionId: ['نسخه کوبرنتیز انتخاب‌شده معتبر نیست'],
      Password: ['رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد'],
      NodeCount: ['تعداد نود باید عددی بین ۱ و ۲۰ باشد'],
      ProductBundleId: ['لطفاً مشخصات سرور را انتخاب کنید'],
    });
    expect(t.h.db.prepare('SELECT COUNT(*) FROM kuber_clusters WHERE project_id = ?').pluck().get(t.pid)).toBe(0);
    const custom = await t.api.post(`${cl()}/create`, { ...cluster, isPredefined: false, productBundleId: null, cpu: 64 });
    expect(custom.json().errors).toEqual({
      Cpu: ['تعداد هسته پردازنده باید عددی بین ۱ و ۳۲ باشد'],
      Memory: ['در پیکربندی دلخواه، مقدار این مورد را وارد کنید'],
      Disk: ['در پیکربندی دلخواه، مقدار این مورد را وارد کنید'],
    });
    const upper = await t.api.post(`${cl()}/create`, { ...cluster, clusterName: 'Prod_Cluster' });
    expect(upper.json().errors.ClusterName[0]).toContain('حروف کوچک انگلیسی');
  });

  test('provisioning → running by itself; the row, the get and the nodes as the provider sends them', async () => {
    await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
      const id = await create(s.api, s.pid);
      const row = (await s.api.get(`${cl(s.pid)}/list`)).json()[0];
      expect(row).toEqual({
        id,
        datacenter: expect.any(String),
        name: 'prod-cluster',
        status: serviceStatusWord(WAITING),
        statusId: WAITING,
        createDate: expect.any(String),
      });
      expect((await s.api.get(`${cl(s.pid)}/kubeconfig/${id}`)).statusCode).toBe(422);
      s.h.time.advance(5000);
      const got = (await s.api.get(`${cl(s.pid)}/get/${id}`)).json();
      expect(got).toMatchObject({ id, name: 'prod-cluster', statusId: ACTIVE, masterNode: 1, workerNode: 2, projectId: s.pid });
      expect(Object.keys(got).sort()).toEqual([
        'createDate',
        'datacenter',
        'id',
        'masterNode',
        'modifyDate',
        'name',
        'projectId',
        'status',
        'statusId',
        'workerNode',
      ]);
      expect((await s.api.get(`${cl(s.pid)}/version/${id}`)).json()).toEqual({ id: 3, name: '1.31.1' });
      const nodes = (await s.api.get(`${cl(s.pid)}/${id}/node/list`)).json();
      expect(nodes.map((n: { kuberClusterNodeType: string; statusId: number }) => `${n.kuberClusterNodeType}:${n.statusId}`).sort()).toEqual([
        `Master:${ACTIVE}`,
        `Worker:${ACTIVE}`,
        `Worker:${ACTIVE}`,
      ]);
    });
  });

  test('adding a node scales the cluster and back; never below one worker; the control plane stays', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      const base = cl(s.pid);
      const id = await create(s.api, s.pid, { ...cluster, nodeCount: 1 });
      s.h.time.advance(1000);
      const bad = await s.api.post(`${base}/${id}/node/create`, { ...worker, kubernetesNodeTypeId: NODE_TYPE.master, productBundleId: 101, vmPassword: 'x' });
      expect(bad.json().errors).toEqual({
        KubernetesNodeTypeId: ['کلاستر یک نود کنترل‌پلین دارد؛ فقط نود کاری می‌توان افزود'],
        ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'],
        VmPassword: [expect.stringContaining('رمز عبور')],
      });
      const custom = await s.api.post(`${base}/${id}/node/create`, { ...worker, isPredefined: false, productBundleId: null, cpu: 2 });
      expect(custom.json().errors).toEqual({
        Memory: ['در پیکربندی دلخواه، مقدار این مورد را وارد کنید'],
        Disk: ['در پیکربندی دلخواه، مقدار این مورد را وارد کنید'],
      });
      const node = await s.api.post(`${base}/${id}/node/create`, worker);
      expect(node.json()).toEqual({ message: expect.any(String) });
      expect((await s.api.get(`${base}/get/${id}`)).json()).toMatchObject({ status: serviceStatusWord(WAITING), statusId: WAITING, workerNode: 2 });
      const busy = await s.api.post(`${base}/${id}/node/create`, worker);
      expect(busy.json().errorMessage).toBe('این عملیات در وضعیت فعلی سرویس («در حال تغییر مقیاس») ممکن نیست');
      s.h.time.advance(1000);
      expect((await s.api.get(`${base}/get/${id}`)).json()).toMatchObject({ statusId: ACTIVE, workerNode: 2 });
      const nodes = (await s.api.get(`${base}/${id}/node/list`)).json() as Array<{ id: number; kuberClusterNodeTypeId: number }>;
      const master = nodes.find((n) => n.kuberClusterNodeTypeId === NODE_TYPE.master)!;
      expect((await s.api.del(`${base}/${id}/node/delete/${master.id}`)).json().errorMessage).toBe('نود کنترل‌پلین را نمی‌توان حذف کرد');
      const [w1, w2] = nodes.filter((n) => n.kuberClusterNodeTypeId === NODE_TYPE.worker);
      // A node is addressed under its own cluster only.
      expect((await s.api.del(`${base}/${id + 1000}/node/delete/${w1!.id}`)).statusCode).toBe(404);
      expect((await s.api.del(`${base}/${id}/node/delete/${w1!.id}`)).statusCode).toBe(200);
      expect((await s.api.get(`${base}/get/${id}`)).json().statusId).toBe(WAITING);
      s.h.time.advance(1000);
      const last = await s.api.del(`${base}/${id}/node/delete/${w2!.id}`);
      expect(last.statusCode).toBe(422);
      expect(last.json().errorMessage).toBe('کلاستر باید دست‌کم یک نود کاری داشته باشد؛ آخرین نود را نمی‌توان حذف کرد');
    });
  });

  test('kubeconfig names the endpoint and a per-cluster credential; regenerate replaces it; kubectl reads it', async () => {
    const id = await create(t.api, t.pid);
    const first = (await t.api.get(`${cl()}/kubeconfig/${id}`)).json();
    expect(first.fileName).toBe('prod-cluster-kubeconfig.yaml');
    const server = /server: (\S+)/.exec(first.content)![1];
    expect(server).toMatch(/^https:\/\/prod-cluster-\d+\..*:6443$/);
    const token = /token: (\S+)/.exec(first.content)![1];
    const again = (await t.api.post(`${cl()}/kubeconfig-regenerate/${id}`)).json();
    const renewed = /token: (\S+)/.exec(again.content)![1];
    expect(renewed).not.toBe(token);
    expect((await t.api.get(`${cl()}/kubeconfig/${id}`)).json().content).toContain(renewed);
    const dir = mkdtempSync(join(tmpdir(), 'kubeconfig-'));
    writeFileSync(join(dir, 'config'), again.content);
    const view = JSON.parse(execFileSync('kubectl', ['config', 'view', '--kubeconfig', join(dir, 'config'), '--raw', '-o', 'json']).toString());
    expect(view['current-context']).toBe('prod-cluster');
    expect(view.clusters[0].cluster.server).toBe(server);
    expect(view.users[0].user.token).toBe(renewed);
  });

  test('worker nodes are charged hourly; delete removes the cluster and its nodes', async () => {
    const id = await create(t.api, t.pid);
    t.h.time.advance(2 * HOUR_MS + 1000);
    t.h.chargeHourly();
    const charged = t.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'kuber-node'").pluck().get();
    // 2 workers × 8000 per hour × 2 hours in this project, plus the seeded demo cluster's workers in the main project.
    const seeded = 2 * 8000 * 2;
    expect(charged).toBe(2 * 8000 * 2 + seeded);
    expect((await t.api.del(`${cl()}/delete/${id}`)).json()).toEqual({ message: expect.any(String) });
    expect((await t.api.get(`${cl()}/get/${id}`)).statusCode).toBe(404);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ?').pluck().get(id)).toBe(0);
  });

  test('another customer gets 404 everywhere; a viewer reads but cannot write', async () => {
    const id = await create(t.api, t.pid);
    expect((await t.other.get(`${cl()}/get/${id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${cl()}/kubeconfig/${id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${cl()}/version/${id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${cl()}/${id}/node/list`)).statusCode).toBe(404);
    expect((await t.other.post(`${cl()}/${id}/node/create`, worker)).statusCode).toBe(404);
    expect((await t.other.del(`${cl()}/delete/${id}`)).statusCode).toBe(404);
    const member = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.get(`${cl()}/list`)).statusCode).toBe(200);
    expect((await member.post(`${cl()}/create`, { ...cluster, clusterName: 'viewer-made' })).statusCode).toBe(403);
    expect((await member.post(`${cl()}/kubeconfig-regenerate/${id}`)).statusCode).toBe(403);
    expect((await member.del(`${cl()}/delete/${id}`)).statusCode).toBe(403);
  });

  test('the demo project holds the running cluster demo-cluster with a control plane and two workers', async () => {
    const main = projectId(t.h, 'پروژه اصلی');
    const [row] = (await t.api.get(`${cl(main)}/list`)).json();
    expect(row).toMatchObject({ name: 'demo-cluster', statusId: ACTIVE });
    expect((await t.api.get(`${cl(main)}/get/${row.id}`)).json()).toMatchObject({ masterNode: 1, workerNode: 2 });
  });

  test("each node runs on a server of the project: the node list's vmHostId is a real server, marked as a cluster node", async () => {
    const main = projectId(t.h, 'پروژه اصلی');
    const [row] = (await t.api.get(`${cl(main)}/list`)).json();
    const nodes = (await t.api.get(`${cl(main)}/${row.id}/node/list`)).json() as Array<{ name: string; vmHostId: number; kuberClusterNodeTypeId: number }>;
    expect(nodes).toHaveLength(3);
    const servers = (await t.api.get(`vm/${main}/host/list`)).json() as Array<{ id: number; name: string }>;
    for (const node of nodes) {
      expect(servers.find((v) => v.id === node.vmHostId)?.name).toBe(node.name);
      const server = await t.api.get(`vm/${main}/host/get/${node.vmHostId}`);
      expect(server.statusCode).toBe(200);
      expect(server.json()).toMatchObject({ name: node.name, statusId: ACTIVE, isCluster: true, isMaster: node.kuberClusterNodeTypeId === NODE_TYPE.master });
    }
    // The node is what is billed: its server costs nothing itself.
    const prices = nodes.map((n) => t.h.db.prepare('SELECT hourly_price FROM vm_hosts WHERE id = ?').pluck().get(n.vmHostId));
    expect(prices).toEqual([0, 0, 0]);
  });

  test('a node added gets its server, which comes up with it; a node or a cluster deleted takes its servers along', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      const base = cl(s.pid);
      const id = await create(s.api, s.pid, { ...cluster, nodeCount: 2 });
      const serversOf = async () => (await s.api.get(`${base}/${id}/node/list`)).json().map((n: { vmHostId: number }) => n.vmHostId) as number[];
      const server = async (vmHostId: number) => s.api.get(`vm/${s.pid}/host/get/${vmHostId}`);
      const first = await serversOf();
      expect(first).toHaveLength(3);
      expect((await server(first[1]!)).json().statusId).toBe(WAITING);
      s.h.time.advance(1000);
      for (const v of first) expect((await server(v)).json()).toMatchObject({ statusId: ACTIVE, isCluster: true });

      expect((await s.api.post(`${base}/${id}/node/create`, worker)).statusCode).toBe(200);
      const added = (await serversOf()).filter((v) => !first.includes(v));
      expect(added).toHaveLength(1);
      expect((await server(added[0]!)).json()).toMatchObject({ name: 'prod-cluster-worker-3', isCluster: true, isMaster: false });
      s.h.time.advance(1000);

      const nodes = (await s.api.get(`${base}/${id}/node/list`)).json() as Array<{ id: number; vmHostId: number }>;
      const gone = nodes.find((n) => n.vmHostId === added[0])!;
      expect((await s.api.del(`${base}/${id}/node/delete/${gone.id}`)).statusCode).toBe(200);
      s.h.time.advance(1000);
      expect((await server(added[0]!)).statusCode).toBe(404);

      expect((await s.api.del(`${base}/delete/${id}`)).statusCode).toBe(200);
      s.h.time.advance(1000);
      for (const v of first) expect((await server(v)).statusCode).toBe(404);
    });
  });

  test("node servers count under the cluster's limits, not against the project's servers", async () => {
    const env = { db: t.h.db, resources: allResources } as unknown as EngineEnv;
    const before = usedInProject(env, t.pid, 'vm');
    await create(t.api, t.pid, { ...cluster, nodeCount: 3 });
    expect(t.h.db.prepare('SELECT COUNT(*) FROM vm_hosts WHERE project_id = ?').pluck().get(t.pid)).toBe(before + 4);
    expect(usedInProject(env, t.pid, 'vm')).toBe(before);
  });
});
