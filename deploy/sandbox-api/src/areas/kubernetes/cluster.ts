import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fieldLabels } from '@portal/locale';
import {
  api,
  createKuberClusterSchema,
  createKuberNodeSchema,
  KUBER_CLUSTER_LIMITS,
  NODE_TYPE,
  PRODUCT,
  PRODUCT_ITEM,
  PRODUCT_ITEM_IDS,
  usageCategories,
  type KuberCluster,
  type KuberClusterNode,
  type KuberClusterRow,
  type KuberClusterVersion,
  type Kubeconfig,
  type KubernetesPrice,
  upgradeKuberClusterSchema,
} from '@portal/contracts';
import { hashPasswordSync } from '../../auth/password';
import { BUNDLE_KINDS, bundleOfKind, datacenterName, itemToWire, productItems } from '../../catalogue';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { defineResource } from '../../engine/define';
import { beginTransition, REMOVED } from '../../engine/lifecycle';
import { createResource } from '../../engine/register';
import { settledRow } from '../../engine/seed-rows';
import { getRow, insertRow, updateRow } from '../../engine/rows';
import { loadProject, parseId } from '../../engine/scope';
import type { EngineEnv, ResourceRow, ScopeCtx, SqlValue, Validator } from '../../engine/types';
import { addError, invalid, refused } from '../../http/errors';
import { wireStatus } from '../../engine/wire-status';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow } from '../../engine/in-project';
import { unique } from '../../engine/validators';
import { vmHost } from '../cloud-infra/vm';
import { selectAll, selectOne, selectValue, selectValues } from '../../db/query';

// Kubernetes clusters on the provider's wire: provisioning → active, nodes added and removed under
// their cluster (the cluster 'scaling' meanwhile), rows with the provider's statusId. Ours: a
// kubeconfig with a per-cluster credential that a regenerate replaces, the version a cluster runs
// and its upgrade. Worker nodes are what is billed, each at its configuration's price.

const M = messages.kubernetes;
const L = KUBER_CLUSTER_LIMITS;

const knownVersion: Validator = (value, { env, field }) =>
  env.db.prepare('SELECT 1 FROM kuber_versions WHERE id = ?').get(value) ? null : messages.notChosen(fieldLabels[field.label]);
// A node image is one of the provider's images of the kuber-cluster product (vm/{projectId}/image/list?ProductId=106).
const knownImage: Validator = (value, { env, field }) =>
  env.db.prepare('SELECT 1 FROM vm_images WHERE id = ? AND product_id = ?').get(value, PRODUCT.kuberCluster)
    ? null
    : messages.notChosen(fieldLabels[field.label]);

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
  const items = productItems(db, PRODUCT.vm);
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

/** The one control-plane node every cluster gets: its size, and the management item it is billed under. */
const CONTROL_PLANE = { cpu: 2, memory: 4, disk: 50 } as const;
/** The sandbox charges worker nodes only: the control plane's management is priced 0 (and charged 0). */
const MANAGEMENT_ITEM = { id: PRODUCT_ITEM.kuberCluster, price: 0 } as const;

const workers = (db: Db, clusterId: number) =>
  selectAll<ResourceRow>(db, "SELECT * FROM kuber_nodes WHERE cluster_id = ? AND role = 'worker' ORDER BY id", clusterId);

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
const nextPrivateIp = (clusterId: number) => `10.240.${clusterId % 250}.${10 + (ipCounter++ % 240)}`;

/** A server name of the project not yet taken: the node's own, or it with a number. */
function freeServerName(db: Db, projectId: number, name: string): string {
  const taken = (n: string) => !!db.prepare('SELECT 1 FROM vm_hosts WHERE project_id = ? AND name = ? COLLATE NOCASE').get(projectId, n);
  let candidate = name;
  for (let i = 2; taken(candidate); i++) candidate = `${name}-${i}`;
  return candidate;
}

/** The lifecycle columns of a row inserted active (settled), or coming up with its cluster. */
function lifecycle(env: EngineEnv, status: string) {
  const now = env.clock.ms();
  if (status === 'active') return { status, next_status: null, transition_at: null, billed_until: now, created_at: now };
  return { status, next_status: 'active', transition_at: now + env.provisionMs, billed_until: null, created_at: now };
}

/**
 * The server a node runs on, as the provider has it: a server of the cluster's project (the node
 * list's `vmHostId`; host/get marks it isCluster, isMaster for the control plane). It comes up with
 * the node and costs nothing itself: the node is what is billed.
 */
function insertNodeServer(
  env: EngineEnv,
  cluster: ResourceRow,
  node: { name: string; cpu: number; memory: number; disk: number; privateIp: string },
  status: 'provisioning' | 'active',
): number {
  const server = insertRow(env.db, vmHost, {
    project_id: cluster.project_id,
    name: freeServerName(env.db, cluster.project_id, node.name),
    password_hash: cluster.password_hash as string,
    datacenter_id: cluster.datacenter_id as number,
    image_id: cluster.vm_image_id as number,
    is_predefined: 0,
    product_bundle_id: null,
    cpu: node.cpu,
    memory: node.memory,
    disk: node.disk,
    ipv4_count: 0,
    use_ipv6: 0,
    network_id: null,
    private_ip: node.privateIp,
    hourly_price: 0,
    console_secret: randomBytes(16).toString('hex'),
    ...lifecycle(env, status === 'active' ? 'active' : 'building'),
  });
  return server.id;
}

/** A node's server leaves with it (when the node or its cluster is deleted). */
function removeNodeServer(env: EngineEnv, node: ResourceRow): void {
  const server = node.vm_host_id == null ? undefined : getRow(env.db, vmHost, node.vm_host_id as number);
  if (server && server.status !== 'deleting') beginTransition(env, vmHost, server.id, 'deleting', REMOVED);
}

function insertNode(
  env: EngineEnv,
  cluster: ResourceRow,
  role: 'control-plane' | 'worker',
  size: { cpu: number; memory: number; disk: number; hourly: number; productBundleId: number | null },
  status: 'provisioning' | 'active',
) {
  const n = selectValue<number>(env.db, 'SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ? AND role = ?', cluster.id, role)! + 1;
  const name = role === 'worker' ? `${cluster.name}-worker-${n}` : `${cluster.name}-control-plane`;
  const ip = nextPrivateIp(cluster.id);
  insertRow(env.db, kuberNode, {
    project_id: cluster.project_id,
    cluster_id: cluster.id,
    name,
    role,
    product_bundle_id: size.productBundleId,
    private_ip: ip,
    vm_host_id: insertNodeServer(env, cluster, { name, cpu: size.cpu, memory: size.memory, disk: size.disk, privateIp: ip }, status),
    public_ip: role === 'control-plane' ? `185.143.${(cluster.id as number) % 250}.${20 + n}` : null,
    cpu: size.cpu,
    memory: size.memory,
    disk: size.disk,
    hourly_price: role === 'worker' ? size.hourly : 0,
    ...lifecycle(env, status),
  });
}

/** A bundle in predefined mode, the three sizes in custom mode (a cluster's workers and an added node alike). */
function sizeCheck(columns: Record<string, SqlValue>, errors: Record<string, string[]>): void {
  if (columns.is_predefined === 1) {
    if (columns.product_bundle_id == null && !errors.ProductBundleId) addError(errors, 'ProductBundleId', M.bundleRequired);
  } else if (columns.is_predefined === 0) {
    for (const [col, key] of [
      ['cpu', 'Cpu'],
      ['memory', 'Memory'],
      ['disk', 'Disk'],
    ] as const)
      if (columns[col] == null && !errors[key]) addError(errors, key, M.customSizeRequired);
  }
}

/** What a cluster's list row and get share. */
const common = (row: ResourceRow, env: EngineEnv) => ({
  id: row.id,
  datacenter: datacenterName(env.db, row.datacenter_id),
  name: row.name as string,
  ...wireStatus(row.status),
  createDate: iso(row.created_at)!,
});

export const kuberCluster = defineResource<KuberCluster>({
  kind: 'kuber-cluster',
  table: 'kuber_clusters',
  provisioned: true,
  creatingStatus: 'provisioning',
  productBundles: BUNDLE_KINDS['kuber-cluster'],
  limit: 'kubernetes',
  category: usageCategories.kubernetes,
  schema: createKuberClusterSchema,
  fields: { clusterName: { column: 'name', validate: [unique] }, vmImageId: { validate: [knownImage] }, kubernetesVersionId: { validate: [knownVersion] } },
  check: (columns, _ctx, errors) => sizeCheck(columns, errors),
  derive: (input, { env }) => {
    const predefined = input.is_predefined === 1;
    const price = nodePrice(
      env.db,
      predefined
        ? { productBundleId: input.product_bundle_id as number }
        : { cpu: input.cpu as number, memory: input.memory as number, disk: input.disk as number },
    )!;
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
      endpoint: api.kubernetesCluster.upgrade,
      from: ['active'],
      via: 'upgrading',
      to: 'active',
      schema: upgradeKuberClusterSchema,
      fields: { kubernetesVersionId: { validate: [knownVersion] } },
      effect: (row, input, { env }) => {
        const version = (id: unknown) => selectValue<string>(env.db, 'SELECT version FROM kuber_versions WHERE id = ?', id)!;
        const [from, to] = [version(row.kubernetes_version_id), version(input.kubernetes_version_id)];
        const [fromMinor, toMinor] = [minorOf(from), minorOf(to)];
        if (compareVersions(to, from) <= 0) throw invalid({ KubernetesVersionId: [M.upgradeNotNewer(from)] });
        if (toMinor.major !== fromMinor.major || toMinor.minor > fromMinor.minor + 1) throw invalid({ KubernetesVersionId: [M.upgradeOneMinor(from)] });
        return { kubernetes_version_id: input.kubernetes_version_id, modified_at: env.clock.ms() };
      },
    },
  },
  onEnter: {
    active: (row, env) => {
      // Nodes come up with the cluster.
      env.db
        .prepare(
          "UPDATE kuber_nodes SET status = 'active', next_status = NULL, transition_at = NULL, billed_until = COALESCE(billed_until, ?) WHERE cluster_id = ? AND status = 'provisioning'",
        )
        .run(env.clock.ms(), row.id);
      if (!row.endpoint) return { endpoint: `https://${String(row.name)}-${row.id}.k8s.thr-asiatech.sandbox.local:6443` };
    },
  },
  toContract: (row, env): KuberCluster => {
    const count = (role: string) =>
      selectValue<number>(env.db, "SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ? AND role = ? AND status != 'deleting'", row.id, role)!;
    return {
      ...common(row, env),
      masterNode: count('control-plane'),
      workerNode: count('worker'),
      projectId: row.project_id,
      modifyDate: iso((row.modified_at as number | null) ?? row.created_at)!,
    };
  },
  toListRow: (row, env): KuberClusterRow => common(row, env),
  // The nodes go with the cluster (as its children), and their servers with them.
  onDelete: (row, env) => {
    for (const node of selectAll<ResourceRow>(env.db, 'SELECT * FROM kuber_nodes WHERE cluster_id = ?', row.id)) removeNodeServer(env, node);
  },
  routes: (scope, env) => registerClusterRoutes(scope, env),
  endpoints: { list: api.kubernetesCluster.hostList, get: api.kubernetesCluster.hostGet, delete: api.kubernetesCluster.hostDelete },
});

/** A node's type as the provider names it (its id is NODE_TYPE's). */
const NODE_KIND = { 'control-plane': { id: NODE_TYPE.master, name: 'Master' }, worker: { id: NODE_TYPE.worker, name: 'Worker' } } as const;

export const kuberNode = defineResource<KuberClusterNode>({
  kind: 'kuber-node',
  table: 'kuber_nodes',
  provisioned: true,
  creatingStatus: 'provisioning',
  productBundles: BUNDLE_KINDS['kuber-cluster'],
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  parent: { def: kuberCluster, param: 'kuberClusterHostId', column: 'cluster_id', requireActive: false },
  schema: createKuberNodeSchema,
  check: (columns, _ctx, errors) => {
    if (columns.kubernetes_node_type_id != null && columns.kubernetes_node_type_id !== NODE_TYPE.worker) addError(errors, 'KubernetesNodeTypeId', M.workerOnly);
    sizeCheck(columns, errors);
  },
  onDelete: (row, env) => {
    if (row.role !== 'worker') throw refused(M.controlPlane);
    const cluster = getRow(env.db, kuberCluster, row.cluster_id as number)!;
    if (cluster.status !== 'active') throw refused(M.notRunning);
    const left = selectValue<number>(
      env.db,
      "SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ? AND role = 'worker' AND status != 'deleting'",
      row.cluster_id,
    )!;
    if (left <= 1) throw refused(M.lastNode);
    removeNodeServer(env, row);
    updateRow(env.db, kuberCluster, cluster.id, { modified_at: env.clock.ms() });
    beginTransition(env, kuberCluster, cluster.id, 'scaling', 'active');
  },
  toContract: (row, env) => {
    const type = NODE_KIND[row.role as keyof typeof NODE_KIND];
    const cluster = getRow(env.db, kuberCluster, row.cluster_id as number)!;
    return {
      id: row.id,
      datacenter: datacenterName(env.db, cluster.datacenter_id),
      name: row.name as string,
      kuberClusterNodeType: type.name,
      kuberClusterNodeTypeId: type.id,
      // The server of the project the node runs on (0 for a node older than that link).
      vmHostId: (row.vm_host_id as number | null) ?? 0,
      ...wireStatus(row.status),
    };
  },
  endpoints: { list: api.kubernetesCluster.nodeList, delete: api.kubernetesCluster.nodeDelete },
});

function registerClusterRoutes(scope: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const version = (id: unknown): KuberClusterVersion => {
    const v = selectOne<{ id: number; version: string }>(db, 'SELECT id, version FROM kuber_versions WHERE id = ?', id)!;
    return { id: v.id, name: v.version };
  };
  route(scope, env, api.kubernetesCluster.versionList, () => selectValues<number>(db, 'SELECT id FROM kuber_versions ORDER BY id').map(version));
  // Ours: the version the cluster runs (the provider's get names none), for the upgrade.
  route(scope, env, api.kubernetesCluster.version, ({ user, params }) =>
    version(ownedRow(env, kuberCluster, user, params.projectId, params.id).kubernetes_version_id),
  );

  // Create: the engine's create, plus the control plane and the worker nodes as rows of their own.
  route(scope, env, api.kubernetesCluster.hostCreate, ({ user, params, body }) => {
    const project = loadProject(db, user.customerId, params.projectId);
    const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id };
    createResource(env, kuberCluster, ctx, body, {
      // The node password is kept only as a hash.
      prepare: ({ password, ...columns }, _raw, errors) =>
        Object.keys(errors).length ? columns : { ...columns, password_hash: hashPasswordSync(String(password)) },
      after: (cluster) => {
        const size = {
          cpu: cluster.cpu as number,
          memory: cluster.memory as number,
          disk: cluster.disk as number,
          hourly: cluster.node_hourly_price as number,
          productBundleId: (cluster.product_bundle_id as number | null) ?? null,
        };
        insertNode(env, cluster, 'control-plane', { ...CONTROL_PLANE, hourly: MANAGEMENT_ITEM.price, productBundleId: null }, 'provisioning');
        for (let i = 0; i < (cluster.node_count as number); i++) insertNode(env, cluster, 'worker', size, 'provisioning');
      },
    });
  });

  // Add a worker node of a bundle or a custom size: the cluster must be running; it scales meanwhile.
  route(scope, env, api.kubernetesCluster.nodeCreate, ({ user, params, body }) => {
    const cluster = ownedRow(env, kuberCluster, user, params.projectId, params.kuberClusterHostId);
    db.transaction(() => {
      if (cluster.status !== 'active') throw refused(messages.wrongState(cluster.status));
      if (workers(db, cluster.id).length >= L.nodeMax) throw refused(M.tooManyNodes(L.nodeMax));
      const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: cluster.project_id, parent: cluster };
      createResource(env, kuberNode, ctx, body, {
        prepare: (columns, _raw, errors) => {
          if (Object.keys(errors).length) return columns;
          const predefined = columns.is_predefined === 1;
          const size = nodePrice(
            db,
            predefined
              ? { productBundleId: columns.product_bundle_id as number }
              : { cpu: columns.cpu as number, memory: columns.memory as number, disk: columns.disk as number },
          )!;
          const n = selectValue<number>(db, "SELECT COUNT(*) FROM kuber_nodes WHERE cluster_id = ? AND role = 'worker'", cluster.id)! + 1;
          const name = `${cluster.name}-worker-${n}`;
          const ip = nextPrivateIp(cluster.id);
          const server = insertNodeServer(env, cluster, { name, cpu: size.cpu, memory: size.memory, disk: size.disk, privateIp: ip }, 'provisioning');
          // The node's password reaches the machine only (not kept).
          return {
            product_bundle_id: predefined ? (columns.product_bundle_id as number) : null,
            name,
            role: 'worker',
            private_ip: ip,
            public_ip: null,
            cpu: size.cpu,
            memory: size.memory,
            disk: size.disk,
            hourly_price: size.hourly,
            vm_host_id: server,
          } as Record<string, SqlValue>;
        },
      });
      updateRow(db, kuberCluster, cluster.id, { modified_at: env.clock.ms() });
      beginTransition(env, kuberCluster, cluster.id, 'scaling', 'active');
    })();
  });

  route(scope, env, api.kubernetesCluster.kubeconfig, ({ user, params }) => {
    const cluster = ownedRow(env, kuberCluster, user, params.projectId, params.id);
    if (!cluster.endpoint) throw refused(messages.wrongState(cluster.status));
    return kubeconfigOf(cluster);
  });
  route(scope, env, api.kubernetesCluster.kubeconfigRegenerate, ({ user, params }) => {
    const cluster = ownedRow(env, kuberCluster, user, params.projectId, params.id);
    if (!cluster.endpoint || cluster.status === 'deleting') throw refused(messages.wrongState(cluster.status));
    return kubeconfigOf(updateRow(db, kuberCluster, cluster.id, { kubeconfig_token: newToken() }));
  });

  // The worker unit prices and the control plane's figures (the portal prices a cluster with them).
  route(scope, env, api.kubernetes.price, ({ params }) => {
    const count = parseId(params.workerNodeCount);
    if (!count || count > L.nodeMax) throw refused(M.nodeCountQuery);
    const items = productItems(db, PRODUCT.vm);
    const name = (id: number) => items.find((i) => i.id === id)?.name ?? null;
    const ids = PRODUCT_ITEM_IDS.kuberCluster;
    const result: KubernetesPrice = {
      vmProductItemsPrice: items.map(itemToWire),
      masterNodesInfo: {
        kubernetesManagementItemId: MANAGEMENT_ITEM.id,
        kubernetesManagementItemPrice: MANAGEMENT_ITEM.price,
        masterNodeCount: 1,
        masterVmSpecs: (['cpu', 'memory', 'disk'] as const).map((key) => ({ productItemId: ids[key], name: name(ids[key]), quantity: CONTROL_PLANE[key] })),
      },
    };
    return result;
  });
}

/** For the seed: a running cluster with its nodes, billed up to now. */
export function seedCluster(env: EngineEnv, projectId: number, name: string, bundleId: number, workersCount: number, createdAt: number): void {
  const b = bundleOfKind(env.db, 'kuber-cluster', bundleId)!;
  const columns = {
    name,
    kubernetes_version_id: 3,
    vm_image_id: 102,
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
  };
  // Settled: its active hook gives it its endpoint.
  const cluster = settledRow(env, kuberCluster, projectId, columns, createdAt);
  insertNode(env, cluster, 'control-plane', { ...CONTROL_PLANE, hourly: MANAGEMENT_ITEM.price, productBundleId: null }, 'active');
  for (let i = 0; i < workersCount; i++)
    insertNode(env, cluster, 'worker', { cpu: b.cpu!, memory: b.memory!, disk: b.disk!, hourly: b.hourlyPrice, productBundleId: b.id }, 'active');
}
