import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOUR_MS } from '../clock';
import { DEMO_CREDENTIALS } from '../seed';
import { projectId, signedInProject, withProject } from '../test/harness';

const t = signedInProject();
const cl = () => `kubernetes/cluster/${t.pid}`;
const cd = () => `kubernetes/cloud/${t.pid}`;

const cluster = { clusterName: 'prod-cluster', vmImageId: 2, kubernetesVersionId: 3, password: 'Kube@1234', isPredefined: true, productBundleId: 7002, nodeCount: 2, cpu: null, memory: null, disk: null };
const namespace = { name: 'shop-ns', productBundleId: 0, isPredefined: false, cpu: 4, memory: 4, disk: 75, tenPods: 1 };

async function runningCluster(body = cluster) {
  const res = await t.api.post(`${cl()}/host/create`, body);
  expect(res.statusCode).toBe(200);
  return (await t.api.get(`${cl()}/host/get/${res.json().id}`)).json();
}
async function activeNamespace(body = namespace) {
  const res = await t.api.post(`${cd()}/host/create`, body);
  expect(res.statusCode).toBe(200);
  return (await t.api.get(`${cd()}/host/get/${res.json().id}`)).json();
}

describe('clusters', () => {
  test('catalogue: versions, images, node bundles', async () => {
    expect((await t.api.get(`${cl()}/version/list`)).json()).toContainEqual({ id: 3, version: '1.31.1', isDefault: true });
    expect((await t.api.get(`${cl()}/image/list`)).json()).toContainEqual({ id: 2, name: 'Ubuntu 24.04' });
    expect((await t.api.get('portal/product-bundle/kuber-cluster/list')).json().map((b: { id: number }) => b.id)).toEqual([7001, 7002, 7003, 7004]);
    expect((await t.api.get('portal/product-bundle/kuber-cloud/list')).json().map((b: { id: number }) => b.id)).toEqual([7101, 7102, 7103]);
  });

  test('price per node and in all, for a bundle or a custom size', async () => {
    expect((await t.api.get('portal/kubernetes-price/3?productBundleId=7002')).json()).toEqual({ workerNodeCount: 3, perNodeMonthly: 5760000, perNodeHourly: 8000, totalMonthly: 17280000, totalHourly: 24000 });
    // 1 core, 1 GB, 25 GB disk, one IPv4: 720000 + 360000 + 25 × 7200 + 360000
    expect((await t.api.get('portal/kubernetes-price/2?cpu=1&memory=1&disk=25')).json()).toMatchObject({ perNodeMonthly: 1620000, totalMonthly: 3240000 });
    const bad = await t.api.get('portal/kubernetes-price/2');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errorMessage).toBe('پیکربندی نود را مشخص کنید: یک پلن یا پردازنده، حافظه و دیسک');
  });

  test('create refuses every bad field in one 422 and writes nothing', async () => {
    const res = await t.api.post(`${cl()}/host/create`, { clusterName: 'k8s', vmImageId: 99, kubernetesVersionId: 99, password: 'weak', isPredefined: true, nodeCount: 0 });
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
    const custom = await t.api.post(`${cl()}/host/create`, { ...cluster, isPredefined: false, productBundleId: null, cpu: 64 });
    expect(custom.json().errors).toEqual({ Cpu: ['تعداد هسته پردازنده باید عددی بین ۱ و ۳۲ باشد'], Memory: ['در پیکربندی دلخواه، مقدار این مورد را وارد کنید'], Disk: ['در پیکربندی دلخواه، مقدار این مورد را وارد کنید'] });
    const upper = await t.api.post(`${cl()}/host/create`, { ...cluster, clusterName: 'Prod_Cluster' });
    expect(upper.json().errors.ClusterName[0]).toContain('حروف کوچک انگلیسی');
  });

  test('provisioning → running by itself, with a control plane and the worker nodes', async () => {
    await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
      const created = (await s.api.post(`kubernetes/cluster/${s.pid}/host/create`, cluster)).json();
      expect(created).toMatchObject({ status: 'provisioning', name: 'prod-cluster', nodeCount: 2, endpoint: null, kubernetesVersion: '1.31.1', imageName: 'Ubuntu 24.04', cpu: 4, memory: 8, disk: 100 });
      expect((await s.api.get(`kubernetes/cluster/${s.pid}/host/kubeconfig/${created.id}`)).statusCode).toBe(422);
      s.h.time.advance(5000);
      const got = (await s.api.get(`kubernetes/cluster/${s.pid}/host/get/${created.id}`)).json();
      expect(got).toMatchObject({ status: 'running', monthlyPrice: 2 * 5760000, hourlyPrice: 16000 });
      expect(got.endpoint).toMatch(/^https:\/\/prod-cluster-\d+\..*:6443$/);
      const nodes = (await s.api.get(`kubernetes/cluster/${s.pid}/node/list/${created.id}`)).json();
      expect(nodes.map((n: { role: string; status: string }) => `${n.role}:${n.status}`).sort()).toEqual(['control-plane:running', 'worker:running', 'worker:running']);
    });
  });

  test('adding a node scales the cluster and back; never below one worker; control plane stays', async () => {
    await withProject({ delays: { provisionMs: 1000 } }, async (s) => {
      const base = `kubernetes/cluster/${s.pid}`;
      const { id } = (await s.api.post(`${base}/host/create`, { ...cluster, nodeCount: 1 })).json();
      s.h.time.advance(1000);
      const bad = await s.api.post(`${base}/node/create/${id}`, { productBundleId: 101, password: 'x' });
      expect(bad.json().errors).toEqual({ ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'], Password: [expect.stringContaining('رمز عبور')] });
      const node = await s.api.post(`${base}/node/create/${id}`, { productBundleId: 7001, password: 'Node@1234' });
      expect(node.json()).toMatchObject({ status: 'provisioning', role: 'worker', cpu: 2, memory: 4 });
      expect((await s.api.get(`${base}/host/get/${id}`)).json()).toMatchObject({ status: 'scaling', nodeCount: 2 });
      const busy = await s.api.post(`${base}/node/create/${id}`, { productBundleId: 7001, password: 'Node@1234' });
      expect(busy.json().errorMessage).toBe('این عملیات در وضعیت فعلی سرویس («در حال تغییر مقیاس») ممکن نیست');
      s.h.time.advance(1000);
      expect((await s.api.get(`${base}/host/get/${id}`)).json()).toMatchObject({ status: 'running', nodeCount: 2 });
      const nodes = (await s.api.get(`${base}/node/list/${id}`)).json() as Array<{ id: number; role: string }>;
      const cp = nodes.find((n) => n.role === 'control-plane')!;
      expect((await s.api.del(`${base}/node/delete/${cp.id}`)).json().errorMessage).toBe('نود کنترل‌پلین را نمی‌توان حذف کرد');
      const [w1, w2] = nodes.filter((n) => n.role === 'worker');
      expect((await s.api.del(`${base}/node/delete/${w1!.id}`)).statusCode).toBe(200);
      expect((await s.api.get(`${base}/host/get/${id}`)).json().status).toBe('scaling');
      s.h.time.advance(1000);
      const last = await s.api.del(`${base}/node/delete/${w2!.id}`);
      expect(last.statusCode).toBe(422);
      expect(last.json().errorMessage).toBe('کلاستر باید دست‌کم یک نود کاری داشته باشد؛ آخرین نود را نمی‌توان حذف کرد');
    });
  });

  test('kubeconfig names the endpoint and a per-cluster credential; regenerate replaces it; kubectl reads it', async () => {
    const c = await runningCluster();
    const first = (await t.api.get(`${cl()}/host/kubeconfig/${c.id}`)).json();
    expect(first.fileName).toBe('prod-cluster-kubeconfig.yaml');
    expect(first.content).toContain(`server: ${c.endpoint}`);
    const token = /token: (\S+)/.exec(first.content)![1];
    const again = (await t.api.post(`${cl()}/host/kubeconfig-regenerate/${c.id}`)).json();
    const renewed = /token: (\S+)/.exec(again.content)![1];
    expect(renewed).not.toBe(token);
    expect((await t.api.get(`${cl()}/host/kubeconfig/${c.id}`)).json().content).toContain(renewed);
    const dir = mkdtempSync(join(tmpdir(), 'kubeconfig-'));
    writeFileSync(join(dir, 'config'), again.content);
    const view = JSON.parse(execFileSync('kubectl', ['config', 'view', '--kubeconfig', join(dir, 'config'), '--raw', '-o', 'json']).toString());
    expect(view['current-context']).toBe('prod-cluster');
    expect(view.clusters[0].cluster.server).toBe(c.endpoint);
    expect(view.users[0].user.token).toBe(renewed);
  });

  test('worker nodes are charged hourly; delete removes the cluster and its nodes', async () => {
    const c = await runningCluster();
    t.h.time.advance(2 * HOUR_MS + 1000);
    t.h.chargeHourly();
    const charged = t.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'kuber-node'").pluck().get();
    // 2 workers × 8000 per hour × 2 hours in this project, plus the seeded demo cluster's workers in the main project.
    const seeded = 2 * 8000 * 2;
    expect(charged).toBe(2 * 8000 * 2 + seeded);
    expect((await t.api.del(`${cl()}/host/delete/${c.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`${cl()}/host/get/${c.id}`)).statusCode).toBe(404);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ?').pluck().get(c.id)).toBe(0);
  });

  test('another customer gets 404 everywhere; a viewer reads but cannot write', async () => {
    const c = await runningCluster();
    expect((await t.other.get(`${cl()}/host/get/${c.id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${cl()}/host/kubeconfig/${c.id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${cl()}/node/list/${c.id}`)).statusCode).toBe(404);
    expect((await t.other.post(`${cl()}/node/create/${c.id}`, { productBundleId: 7001, password: 'Node@1234' })).statusCode).toBe(404);
    expect((await t.other.del(`${cl()}/host/delete/${c.id}`)).statusCode).toBe(404);
    const member = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.get(`${cl()}/host/list`)).statusCode).toBe(200);
    expect((await member.post(`${cl()}/host/create`, { ...cluster, clusterName: 'viewer-made' })).statusCode).toBe(403);
    expect((await member.post(`${cl()}/host/kubeconfig-regenerate/${c.id}`)).statusCode).toBe(403);
    expect((await member.del(`${cl()}/host/delete/${c.id}`)).statusCode).toBe(403);
  });
});

describe('namespace services', () => {
  test('create: pods in tens, custom price, bundle 0 means custom; refusals on the fields', async () => {
    const ns = await activeNamespace();
    expect(ns).toMatchObject({ status: 'active', isPredefined: false, productBundleId: null, cpu: 4, memory: 4, disk: 75, pods: 10, used: { cpu: 0, memory: 0, pods: 0 } });
    // 4 × 540000 + 4 × 288000 + 75 × 7200
    expect(ns.monthlyPrice).toBe(3852000);
    const bad = await t.api.post(`${cd()}/host/create`, { name: 'ab', productBundleId: 0, isPredefined: true, tenPods: 99 });
    expect(bad.json().errors).toEqual({ Name: ['نام نباید کمتر از ۳ نویسه باشد'], TenPods: ['تعداد پاد باید عددی بین ۱ و ۵۰ باشد'], ProductBundleId: ['لطفاً مشخصات سرور را انتخاب کنید'] });
    const bundled = (await t.api.post(`${cd()}/host/create`, { name: 'bundled', productBundleId: 7101, isPredefined: true, cpu: 4, memory: 4, disk: 75, tenPods: 1 })).json();
    expect(bundled).toMatchObject({ productBundleId: 7101, cpu: 2, memory: 2, disk: 25, pods: 20 });
  });

  test('deployments: rules per entry, references must exist, quota names what is left', async () => {
    const ns = await activeNamespace();
    const d = `${cd()}/${ns.id}/deploy`;
    const bad = await t.api.post(`${d}/create`, {
      name: 'Web',
      image: 'nginx:',
      replicas: 51,
      cpuMillicores: 100,
      memoryMi: 128,
      env: [{ name: '1X', value: '' }, { name: 'A', value: '1' }, { name: 'A', value: '2' }],
      ports: [{ name: 'http', containerPort: 70000, protocol: 'TCP' }],
      configMapRefs: [],
      secretRefs: [],
    });
    expect(bad.json().errors).toEqual({
      Name: ['نام فقط می‌تواند حروف کوچک انگلیسی، رقم و خط تیره داشته باشد، حداکثر ۶۳ نویسه، و با حرف یا رقم شروع و تمام شود'],
      Image: [expect.stringContaining('ایمیج باید نشانی معتبری')],
      Replicas: ['تعداد رپلیکا باید عددی بین ۰ و ۵۰ باشد'],
      'Env[0].Name': ['نام متغیر محیطی فقط می‌تواند حروف انگلیسی، رقم و زیرخط داشته باشد و نباید با رقم شروع شود'],
      'Env[2].Name': ['نام متغیر محیطی تکراری است'],
      'Ports[0].ContainerPort': ['پورت کانتینر باید عددی بین ۱ و ۶۵۵۳۵ باشد'],
    });
    const valid = { name: 'api', image: 'ghcr.io/shop/api:1.0', replicas: 2, cpuMillicores: 1000, memoryMi: 1024, env: [{ name: 'MODE', value: 'prod' }], ports: [{ name: 'http', containerPort: 8080, protocol: 'TCP' }], configMapRefs: ['missing'], secretRefs: [] };
    expect((await t.api.post(`${d}/create`, valid)).json().errors).toEqual({ 'ConfigMapRefs[0]': ['کانفیگ‌مپی با نام «missing» در این فضای نام نیست'] });
    expect((await t.api.post(`${cd()}/${ns.id}/configmap/create`, { name: 'missing', data: { A: '1' } })).statusCode).toBe(200);
    const ok = await t.api.post(`${d}/create`, valid);
    expect(ok.json()).toMatchObject({ status: 'progressing', replicas: 2, env: [{ name: 'MODE', value: 'prod' }], configMapRefs: ['missing'] });
    // 2 cores and 2 GB used of 4; 3 more replicas of 1 core would need 3.
    const over = await t.api.post(`${d}/create`, { ...valid, name: 'worker', replicas: 3, configMapRefs: [] });
    expect(over.json().errors).toEqual({ CpuMillicores: ['سهمیه پردازنده فضای نام کافی نیست؛ باقی‌مانده: ۲ هسته'], MemoryMi: ['سهمیه حافظه فضای نام کافی نیست؛ باقی‌مانده: ۲ گیگابایت'] });
    expect((await t.api.get(`${cd()}/host/get/${ns.id}`)).json().used).toEqual({ cpu: 2, memory: 2, pods: 2 });
    // Settings: a smaller quota than the deployments take is refused.
    const shrink = await t.api.put(`${cd()}/host/edit/${ns.id}`, { cpu: 1, memory: 4, disk: 75, tenPods: 1 });
    expect(shrink.json().errors).toEqual({ Cpu: ['سهمیه پردازنده نمی‌تواند کمتر از مصرف فعلی (۲ هسته) باشد'] });
    const grow = await t.api.put(`${cd()}/host/edit/${ns.id}`, { cpu: 8, memory: 8, disk: 100, tenPods: 2 });
    expect(grow.json()).toMatchObject({ status: 'resizing', cpu: 8, pods: 20 });
  });

  test('ready replicas rise over the rollout; an edit starts a new one', async () => {
    await withProject({ delays: { provisionMs: 4000 } }, async (s) => {
      const base = `kubernetes/cloud/${s.pid}`;
      const { id } = (await s.api.post(`${base}/host/create`, namespace)).json();
      s.h.time.advance(4000);
      const dep = (await s.api.post(`${base}/${id}/deploy/create`, { name: 'web', image: 'nginx', replicas: 4, cpuMillicores: 100, memoryMi: 64, env: [], ports: [], configMapRefs: [], secretRefs: [] })).json();
      expect(dep).toMatchObject({ status: 'progressing', readyReplicas: 0 });
      s.h.time.advance(2000);
      expect((await s.api.get(`${base}/${id}/deploy/get/${dep.id}`)).json()).toMatchObject({ status: 'progressing', readyReplicas: 2 });
      s.h.time.advance(2000);
      expect((await s.api.get(`${base}/${id}/deploy/get/${dep.id}`)).json()).toMatchObject({ status: 'available', readyReplicas: 4 });
      const edited = (await s.api.put(`${base}/${id}/deploy/edit/${dep.id}`, { image: 'nginx:1.27', replicas: 1, cpuMillicores: 100, memoryMi: 64, env: [], ports: [], configMapRefs: [], secretRefs: [] })).json();
      expect(edited).toMatchObject({ status: 'progressing', image: 'nginx:1.27', replicas: 1 });
    });
  });

  test('secrets: lists carry keys only, the reveal is its own call', async () => {
    const ns = await activeNamespace();
    const s = `${cd()}/${ns.id}/secret`;
    const created = await t.api.post(`${s}/create`, { name: 'db-credentials', data: { PASSWORD: 'top-Secret-value-9' } });
    expect(created.json()).toMatchObject({ name: 'db-credentials', keys: ['PASSWORD'] });
    expect(created.body).not.toContain('top-Secret-value-9');
    const list = await t.api.get(`${s}/list`);
    expect(list.body).not.toContain('top-Secret-value-9');
    expect(list.json()[0].keys).toEqual(['PASSWORD']);
    expect((await t.api.post(`${s}/reveal/${created.json().id}`)).json().data).toEqual({ PASSWORD: 'top-Secret-value-9' });
    expect((await t.other.post(`${s}/reveal/${created.json().id}`)).statusCode).toBe(404);
    const bad = await t.api.post(`${s}/create`, { name: 'x_y', data: { 'bad key': 'v' } });
    expect(bad.json().errors).toEqual({ Name: [expect.stringContaining('نقطه')], 'Data[0].Key': ['کلید فقط می‌تواند حروف انگلیسی، رقم، خط تیره، زیرخط و نقطه داشته باشد'] });
  });

  test('config maps: at most 1 MiB; one referenced by a deployment cannot be deleted', async () => {
    const ns = await activeNamespace();
    const big = await t.api.put(`${cd()}/${ns.id}/configmap/create`, {});
    expect(big.statusCode).toBe(404);
    const cm = (await t.api.post(`${cd()}/${ns.id}/configmap/create`, { name: 'app.settings', data: { LEVEL: 'debug' } })).json();
    await t.api.post(`${cd()}/${ns.id}/deploy/create`, { name: 'web', image: 'nginx', replicas: 1, cpuMillicores: 100, memoryMi: 64, env: [], ports: [], configMapRefs: ['app.settings'], secretRefs: [] });
    const del = await t.api.del(`${cd()}/${ns.id}/configmap/delete/${cm.id}`);
    expect(del.json().errorMessage).toBe('این کانفیگ‌مپ در دیپلویمنت‌های «web» استفاده می‌شود؛ ابتدا ارجاع آن‌ها را بردارید');
  });

  test('ingress: host and path rules, a known service and port, no host and path twice', async () => {
    const ns = await activeNamespace();
    const base = `${cd()}/${ns.id}`;
    await t.api.post(`${base}/deploy/create`, { name: 'web', image: 'nginx', replicas: 1, cpuMillicores: 100, memoryMi: 64, env: [], ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' }], configMapRefs: [], secretRefs: [] });
    const rule = { host: 'shop.example.com', path: '/', pathType: 'Prefix', serviceName: 'web', servicePort: 80 };
    const bad = await t.api.post(`${base}/ingress/create`, { name: 'edge', rules: [{ ...rule, host: '10.0.0.1' }, { ...rule, path: 'api', pathType: 'Regex' }] });
    expect(bad.json().errors).toEqual({
      'Rules[0].Host': [expect.stringContaining('بدون IP و پورت')],
      'Rules[1].Path': ['مسیر باید با / شروع شود و فاصله نداشته باشد'],
      'Rules[1].PathType': ['نوع مسیر انتخاب‌شده معتبر نیست'],
    });
    const unknown = await t.api.post(`${base}/ingress/create`, { name: 'edge', rules: [{ ...rule, serviceName: 'api' }, { ...rule, host: '*.example.com', servicePort: 443 }] });
    expect(unknown.json().errors).toEqual({ 'Rules[0].ServiceName': ['دیپلویمنتی با نام «api» در این فضای نام نیست'], 'Rules[1].ServicePort': ['دیپلویمنت «web» پورت ۴۴۳ را ندارد'] });
    const ok = await t.api.post(`${base}/ingress/create`, { name: 'edge', rules: [rule] });
    expect(ok.json()).toMatchObject({ status: 'creating', rules: [rule] });
    const twice = await t.api.post(`${base}/ingress/create`, { name: 'edge-2', rules: [rule] });
    expect(twice.json().errors).toEqual({ 'Rules[0].Path': ['این دامنه و مسیر پیش‌تر در اینگرس «edge» تعریف شده است'] });
    expect((await t.api.get(`${base}/ingress/list`)).json()[0]).toMatchObject({ status: 'active', address: expect.stringMatching(/^185\./) });
  });

  test('namespaces are charged hourly; another customer gets 404; a viewer cannot write', async () => {
    const ns = await activeNamespace();
    t.h.time.advance(HOUR_MS + 1000);
    t.h.chargeHourly();
    expect(t.h.db.prepare("SELECT amount FROM charges WHERE resource_kind = 'kuber-host' AND resource_id = ?").pluck().get(ns.id)).toBe(4 * 750 + 4 * 400 + 75 * 10);
    expect((await t.other.get(`${cd()}/host/get/${ns.id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${cd()}/${ns.id}/secret/list`)).statusCode).toBe(404);
    expect((await t.other.post(`${cd()}/${ns.id}/deploy/create`, {})).statusCode).toBe(404);
    const member = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.get(`${cd()}/${ns.id}/deploy/list`)).statusCode).toBe(200);
    expect((await member.post(`${cd()}/${ns.id}/configmap/create`, { name: 'x', data: { A: '1' } })).statusCode).toBe(403);
  });
});

test('the demo project holds a running cluster and a namespace with a deployment, a config map, a secret, an ingress and firewall rules', async () => {
  const main = projectId(t.h, 'پروژه اصلی');
  const clusters = (await t.api.get(`kubernetes/cluster/${main}/host/list`)).json();
  expect(clusters).toEqual([expect.objectContaining({ name: 'demo-cluster', status: 'running', nodeCount: 2 })]);
  const [ns] = (await t.api.get(`kubernetes/cloud/${main}/host/list`)).json();
  expect(ns).toMatchObject({ name: 'shop', status: 'active', deploymentCount: 1 });
  const base = `kubernetes/cloud/${main}/${ns.id}`;
  expect((await t.api.get(`${base}/deploy/list`)).json()).toEqual([expect.objectContaining({ name: 'web', status: 'available', readyReplicas: 2, configMapRefs: ['web-config'], secretRefs: ['web-secret'] })]);
  expect((await t.api.get(`${base}/configmap/list`)).json()[0].name).toBe('web-config');
  const secrets = await t.api.get(`${base}/secret/list`);
  expect(secrets.json()[0]).toMatchObject({ name: 'web-secret', keys: ['DB_PASSWORD'] });
  expect(secrets.body).not.toContain('demo-Secret-42');
  expect((await t.api.get(`${base}/ingress/list`)).json()[0]).toMatchObject({ name: 'web', status: 'active' });
  expect((await t.api.get(`${base}/firewall/list`)).json().map((r: { portRange: string }) => r.portRange).sort()).toEqual(['443', '80']);
});
