import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fieldLabels } from '@portal/locale';
import {
  api,
  createKuberClusterSchema,
  createKuberNodeSchema,
  KUBER_CLUSTER_LIMITS,
  usageCategories,
  type KuberClusterHost,
  type KuberClusterNode,
  type Kubeconfig,
  type KubernetesPrice,
  upgradeKuberClusterSchema,
} from '@portal/contracts';
import { hashPasswordSync } from '../auth/password';
import { bundleOfKind, datacenterName, productItems } from '../catalogue';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { defineResource } from '../engine/define';
import { beginTransition } from '../engine/lifecycle';
import { createResource } from '../engine/register';
import { getRow, insertRow, updateRow } from '../engine/rows';
import { loadProject, parseId } from '../engine/scope';
import type { EngineEnv, ResourceRow, ScopeCtx, SqlValue, Validator } from '../engine/types';
import { addError, invalid, notFound, refused } from '../http/errors';
import { route } from '../http/route';
import { messages } from '../messages';
import { unique } from '../engine/validators';

// Kubernetes clusters: provisioning → running (the engine's 'active', shown as 'running'), nodes
// added and removed (the cluster 'scaling' meanwhile), a kubeconfig with a per-cluster credential
// that a regenerate replaces. Worker nodes are what is billed, each at its configuration's price.

const M = messages.kubernetes;
const L = KUBER_CLUSTER_LIMITS;
/** The engine's settled status is 'active'; a cluster and its nodes call it 'running'. */
const shown = (status: string) => (status === 'active' ? 'running' : status);

const knownVersion: Validator = (value, { env, field }) =>
  env.db.prepare('SELECT 1 FROM kuber_versions WHERE id = ?').get(value) ? null : messages.notChosen(fieldLabels[field.label]);
const knownImage: Validator = (value, { env, field }) =>
  env.db.prepare('SELECT 1 FROM kuber_images WHERE id = ?').get(value) ? null : messages.notChosen(fieldLabels[field.label]);

const minorOf = (v: string) => {
  const [major = 0, minor = 0, patch = 0] = v.split('.').map(Number);
  return { major, minor, patch };
};
/** Orders "1.30.5" before "1.31.1". */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [minorOf(a), minorOf(b)];
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
}

/** Price of one worker node: a bundle's, or the custom size at the unit prices (one IPv4 included). */
export function nodePrice(db: Db, size: { productBundleId?: number | null; cpu?: number | null; memory?: number | null; disk?: number | null }) {
  if (size.productBundleId) {
    const b = bundleOfKind(db, 'kuber-cluster', size.productBundleId);
    return b ? { monthly: b.price, hourly: b.hourlyPrice, cpu: b.cpu!, memory: b.memory!, disk: b.disk! } : null;
  }
  if (size.cpu == null || size.memory == null || size.disk == null) return null;
  const items = productItems(db, 70);
  const unit = (key: string) => items.find((i) => i.key === key)!;
  const amount = { cpu: size.cpu, memory: size.memory, disk: size.disk, ipv4: 1 } as Record<string, number>;
  return {
    monthly: Object.entries(amount).reduce((n, [k, v]) => n + unit(k).price * v, 0),
    hourly: Object.entries(amount).reduce((n, [k, v]) => n + unit(k).hourlyPrice * v, 0),
    cpu: size.cpu,
    memory: size.memory,
    disk: size.disk,
  };
}

const workers = (db: Db, clusterId: number) => db.prepare("SELECT * FROM kuber_nodes WHERE cluster_id = ? AND role = 'worker' ORDER BY id").all(clusterId) as ResourceRow[];

/** The kubeconfig a client reads: the cluster's endpoint, its CA, and the per-cluster token. */
export function kubeconfigOf(row: ResourceRow): Kubeconfig {
  const name = String(row.name);
  const ca = Buffer.from(`sandbox-ca:${name}:${row.id}`).toString('base64');
  const content = [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    `- name: ${name}`,
    '  cluster:',
    `    server: ${row.endpoint}`,
    `    certificate-authority-data: ${ca}`,
    'users:',
    `- name: ${name}-admin`,
    '  user:',
    `    token: ${row.kubeconfig_token}`,
    'contexts:',
    `- name: ${name}`,
    '  context:',
    `    cluster: ${name}`,
    `    user: ${name}-admin`,
    '    namespace: default',
    `current-context: ${name}`,
    'preferences: {}',
    '',
  ].join('\n');
  return { fileName: `${name}-kubeconfig.yaml`, content };
}

const newToken = () => `kc-${randomBytes(24).toString('base64url')}`;
let ipCounter = 0;
const privateIp = (clusterId: number) => `10.240.${clusterId % 250}.${10 + (ipCounter++ % 240)}`;

function insertNode(env: EngineEnv, cluster: ResourceRow, role: 'control-plane' | 'worker', size: { cpu: number; memory: number; disk: number; hourly: number; productBundleId: number | null }, status: 'provisioning' | 'active') {
  const n = (env.db.prepare('SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ? AND role = ?').pluck().get(cluster.id, role) as number) + 1;
  const now = env.clock.ms();
  insertRow(env.db, kuberNode, {
    project_id: cluster.project_id,
    cluster_id: cluster.id,
    name: role === 'worker' ? `${cluster.name}-worker-${n}` : `${cluster.name}-control-plane`,
    role,
    product_bundle_id: size.productBundleId,
    private_ip: privateIp(cluster.id),
    public_ip: role === 'control-plane' ? `185.143.${(cluster.id as number) % 250}.${20 + n}` : null,
    cpu: size.cpu,
    memory: size.memory,
    disk: size.disk,
    hourly_price: role === 'worker' ? size.hourly : 0,
    status,
    next_status: status === 'active' ? null : 'active',
    transition_at: status === 'active' ? null : now + env.provisionMs,
    billed_until: status === 'active' ? now : null,
    created_at: now,
  });
}

export const kuberCluster = defineResource<KuberClusterHost>({
  kind: 'kuber-cluster',
  table: 'kuber_clusters',
  provisioned: true,
  creatingStatus: 'provisioning',
  catalogue: 'kuber-cluster',
  limit: 'kubernetes',
  category: usageCategories.kubernetes,
  schema: createKuberClusterSchema,
  fields: { clusterName: { column: 'name', validate: [unique] }, vmImageId: { validate: [knownImage] }, kubernetesVersionId: { validate: [knownVersion] } },
  check: (columns, _ctx, errors) => {
    if (columns.is_predefined === 1) {
      if (columns.product_bundle_id == null) addError(errors, 'ProductBundleId', M.bundleRequired);
    } else if (columns.is_predefined === 0) {
      for (const [col, key] of [['cpu', 'Cpu'], ['memory', 'Memory'], ['disk', 'Disk']] as const)
        if (columns[col] == null && !errors[key]) addError(errors, key, M.customSizeRequired);
    }
  },
  derive: (input, { env }) => {
    const predefined = input.is_predefined === 1;
    const price = nodePrice(env.db, predefined ? { productBundleId: input.product_bundle_id as number } : { cpu: input.cpu as number, memory: input.memory as number, disk: input.disk as number })!;
    return {
      columns: {
        product_bundle_id: predefined ? input.product_bundle_id : null,
        cpu: price.cpu,
        memory: price.memory,
        disk: price.disk,
        node_hourly_price: price.hourly,
        node_price: price.monthly,
        datacenter_id: 1,
        kubeconfig_token: newToken(),
      },
    };
  },
  actions: {
    // A newer Kubernetes version, one minor version at a time (as Kubernetes itself upgrades).
    upgrade: {
      endpoint: api.kubernetes.clusterUpgrade,
      from: ['active'],
      via: 'upgrading',
      to: 'active',
      schema: upgradeKuberClusterSchema,
      fields: { kubernetesVersionId: { validate: [knownVersion] } },
      effect: (row, input, { env }) => {
        const version = (id: unknown) => env.db.prepare('SELECT version FROM kuber_versions WHERE id = ?').pluck().get(id) as string;
        const [from, to] = [version(row.kubernetes_version_id), version(input.kubernetes_version_id)];
        const [fromMinor, toMinor] = [minorOf(from), minorOf(to)];
        if (compareVersions(to, from) <= 0) throw invalid({ KubernetesVersionId: [M.upgradeNotNewer(from)] });
        if (toMinor.major !== fromMinor.major || toMinor.minor > fromMinor.minor + 1) throw invalid({ KubernetesVersionId: [M.upgradeOneMinor(from)] });
        return { kubernetes_version_id: input.kubernetes_version_id };
      },
    },
  },
  onEnter: {
    active: (row, env) => {
      // Nodes come up with the cluster.
      env.db.prepare("UPDATE kuber_nodes SET status = 'active', next_status = NULL, transition_at = NULL, billed_until = COALESCE(billed_until, ?) WHERE cluster_id = ? AND status = 'provisioning'").run(env.clock.ms(), row.id);
      if (!row.endpoint) return { endpoint: `https://${String(row.name)}-${row.id}.k8s.thr-asiatech.sandbox.local:6443` };
    },
  },
  toContract: (row, env) => {
    const nodes = workers(env.db, row.id);
    const bundle = row.product_bundle_id ? bundleOfKind(env.db, 'kuber-cluster', row.product_bundle_id) : undefined;
    const version = env.db.prepare('SELECT version FROM kuber_versions WHERE id = ?').pluck().get(row.kubernetes_version_id) as string;
    const monthly = nodes.reduce((n, w) => n + Math.round((w.hourly_price as number) * 720), 0);
    return {
      id: row.id,
      projectId: row.project_id,
      name: row.name as string,
      status: shown(row.status) as KuberClusterHost['status'],
      kubernetesVersionId: row.kubernetes_version_id as number,
      kubernetesVersion: version,
      vmImageId: row.vm_image_id as number,
      imageName: env.db.prepare('SELECT name FROM kuber_images WHERE id = ?').pluck().get(row.vm_image_id) as string,
      nodeCount: nodes.length,
      datacenterId: row.datacenter_id as number,
      datacenterName: datacenterName(env.db, row.datacenter_id),
      isPredefined: row.is_predefined === 1,
      productBundleId: (row.product_bundle_id as number | null) ?? null,
      bundleName: bundle?.name ?? null,
      cpu: row.cpu as number,
      memory: row.memory as number,
      disk: row.disk as number,
      endpoint: (row.endpoint as string | null) ?? null,
      monthlyPrice: monthly,
      hourlyPrice: nodes.reduce((n, w) => n + (w.hourly_price as number), 0),
      createdAt: iso(row.created_at)!,
    };
  },
  routes: (scope, env) => registerClusterRoutes(scope, env),
  endpoints: { list: api.kubernetes.clusterList, get: api.kubernetes.clusterGet, delete: api.kubernetes.clusterDelete },
});

export const kuberNode = defineResource<KuberClusterNode>({
  kind: 'kuber-node',
  table: 'kuber_nodes',
  provisioned: true,
  creatingStatus: 'provisioning',
  catalogue: 'kuber-cluster',
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  parent: { def: kuberCluster, param: 'kuberClusterHostId', column: 'cluster_id', requireActive: false },
  schema: createKuberNodeSchema,
  onDelete: (row, env) => {
    if (row.role !== 'worker') throw refused(M.controlPlane);
    const cluster = getRow(env.db, kuberCluster, row.cluster_id as number)!;
    if (cluster.status !== 'active') throw refused(M.notRunning);
    const left = env.db.prepare("SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ? AND role = 'worker' AND status != 'deleting'").pluck().get(row.cluster_id) as number;
    if (left <= 1) throw refused(M.lastNode);
    beginTransition(env, kuberCluster, cluster.id, 'scaling', 'active');
  },
  toContract: (row) => ({
    id: row.id,
    clusterId: row.cluster_id as number,
    name: row.name as string,
    status: shown(row.status) as KuberClusterNode['status'],
    role: row.role as KuberClusterNode['role'],
    privateIp: row.private_ip as string,
    publicIp: (row.public_ip as string | null) ?? null,
    cpu: row.cpu as number,
    memory: row.memory as number,
    disk: row.disk as number,
    createdAt: iso(row.created_at)!,
  }),
  endpoints: { list: api.kubernetes.nodeList, delete: api.kubernetes.nodeDelete },
});

/** A cluster of the caller's project, or 404 (someone else's too). */
function clusterOf(env: EngineEnv, user: { customerId: number }, projectParam: unknown, idParam: unknown): ResourceRow {
  const project = loadProject(env.db, user.customerId, projectParam);
  const id = parseId(idParam);
  const row = id ? getRow(env.db, kuberCluster, id) : undefined;
  if (!row || row.project_id !== project.id) throw notFound();
  return row;
}

function registerClusterRoutes(scope: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  route(scope, env, api.kubernetes.clusterVersionList, ({ user, params }) => {
    loadProject(db, user.customerId, params.projectId);
    return (db.prepare('SELECT * FROM kuber_versions ORDER BY id').all() as Array<{ id: number; version: string; is_default: number }>).map((v) => ({ id: v.id, version: v.version, isDefault: v.is_default === 1 }));
  });
  route(scope, env, api.kubernetes.clusterImageList, ({ user, params }) => {
    loadProject(db, user.customerId, params.projectId);
    return db.prepare('SELECT id, name FROM kuber_images ORDER BY id').all() as Array<{ id: number; name: string }>;
  });

  // Create: the engine's create, plus the control plane and the worker nodes as rows of their own.
  route(scope, env, api.kubernetes.clusterCreate, ({ user, params, body }) => {
    const project = loadProject(db, user.customerId, params.projectId);
    const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id };
    const { row } = createResource(env, kuberCluster, ctx, body, {
      // The node password is kept only as a hash.
      prepare: ({ password, ...columns }, _raw, errors) => (Object.keys(errors).length ? columns : { ...columns, password_hash: hashPasswordSync(String(password)) }),
      after: (cluster) => {
        const size = { cpu: cluster.cpu as number, memory: cluster.memory as number, disk: cluster.disk as number, hourly: cluster.node_hourly_price as number, productBundleId: (cluster.product_bundle_id as number | null) ?? null };
        insertNode(env, cluster, 'control-plane', { cpu: 2, memory: 4, disk: 50, hourly: 0, productBundleId: null }, 'provisioning');
        for (let i = 0; i < (cluster.node_count as number); i++) insertNode(env, cluster, 'worker', size, 'provisioning');
      },
    });
    return kuberCluster.toContract(row, env);
  });

  // Add a worker node: the cluster must be running; it scales meanwhile.
  route(scope, env, api.kubernetes.nodeCreate, ({ user, params, body }) => {
    const cluster = clusterOf(env, user, params.projectId, params.kuberClusterHostId);
    const node = db.transaction(() => {
      if (cluster.status !== 'active') throw refused(messages.wrongState(shown(cluster.status)));
      if (workers(db, cluster.id).length >= L.nodeMax) throw refused(M.tooManyNodes(L.nodeMax));
      const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: cluster.project_id, parent: cluster };
      const { row } = createResource(env, kuberNode, ctx, body, {
        prepare: (columns, _raw, errors) => {
          if (Object.keys(errors).length) return columns;
          const b = bundleOfKind(db, 'kuber-cluster', columns.product_bundle_id)!;
          const n = (db.prepare("SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ? AND role = 'worker'").pluck().get(cluster.id) as number) + 1;
          return { product_bundle_id: b.id, name: `${cluster.name}-worker-${n}`, role: 'worker', private_ip: privateIp(cluster.id), public_ip: null, cpu: b.cpu, memory: b.memory, disk: b.disk, hourly_price: b.hourlyPrice } as Record<string, SqlValue>;
        },
      });
      beginTransition(env, kuberCluster, cluster.id, 'scaling', 'active');
      return row;
    })();
    return kuberNode.toContract(node, env);
  });

  route(scope, env, api.kubernetes.clusterKubeconfig, ({ user, params }) => {
    const cluster = clusterOf(env, user, params.projectId, params.id);
    if (!cluster.endpoint) throw refused(messages.wrongState(shown(cluster.status)));
    return kubeconfigOf(cluster);
  });
  route(scope, env, api.kubernetes.clusterKubeconfigRegenerate, ({ user, params }) => {
    const cluster = clusterOf(env, user, params.projectId, params.id);
    if (!cluster.endpoint || cluster.status === 'deleting') throw refused(messages.wrongState(shown(cluster.status)));
    return kubeconfigOf(updateRow(db, kuberCluster, cluster.id, { kubeconfig_token: newToken() }));
  });

  route(scope, env, api.kubernetes.price, ({ params, query }) => {
    const count = parseId(params.workerNodeCount);
    if (!count || count > L.nodeMax) throw refused(M.nodeCountQuery);
    const num = (v: unknown) => (v === undefined || v === '' ? null : Number.isSafeInteger(Number(v)) ? Number(v) : null);
    const price = nodePrice(db, { productBundleId: num(query.productBundleId), cpu: num(query.cpu), memory: num(query.memory), disk: num(query.disk) });
    if (!price) throw refused(M.priceQuery);
    const result: KubernetesPrice = { workerNodeCount: count, perNodeMonthly: price.monthly, perNodeHourly: price.hourly, totalMonthly: price.monthly * count, totalHourly: price.hourly * count };
    return result;
  });
}

/** For the seed: a running cluster with its nodes, billed up to now. */
export function seedCluster(env: EngineEnv, projectId: number, name: string, bundleId: number, workersCount: number, createdAt: number): ResourceRow {
  const b = bundleOfKind(env.db, 'kuber-cluster', bundleId)!;
  const cluster = insertRow(env.db, kuberCluster, {
    project_id: projectId,
    name,
    kubernetes_version_id: 3,
    vm_image_id: 2,
    password_hash: 'seeded',
    is_predefined: 1,
    product_bundle_id: b.id,
    node_count: workersCount,
    cpu: b.cpu,
    memory: b.memory,
    disk: b.disk,
    node_hourly_price: b.hourlyPrice,
    node_price: b.price,
    datacenter_id: 1,
    kubeconfig_token: newToken(),
    status: 'active',
    next_status: null,
    transition_at: null,
    billed_until: null,
    created_at: createdAt,
  });
  insertNode(env, cluster, 'control-plane', { cpu: 2, memory: 4, disk: 50, hourly: 0, productBundleId: null }, 'active');
  for (let i = 0; i < workersCount; i++) insertNode(env, cluster, 'worker', { cpu: b.cpu!, memory: b.memory!, disk: b.disk!, hourly: b.hourlyPrice, productBundleId: b.id }, 'active');
  return updateRow(env.db, kuberCluster, cluster.id, { endpoint: `https://${name}-${cluster.id}.k8s.thr-asiatech.sandbox.local:6443` });
}

