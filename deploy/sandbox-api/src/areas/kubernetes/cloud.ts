import { ruleMessage } from '@portal/locale';
import {
  api,
  checkEnvMap,
  checkEnvs,
  createKuberConfigMapSchema,
  createKuberDeploymentSchema,
  createKuberHostSchema,
  createKuberIngressSchema,
  createKuberSecretSchema,
  editKuberHostSchema,
  INGRESS_PROTOCOL,
  SECRET_TYPE,
  usageCategories,
  type FieldLabel,
  type KuberConfigMap,
  type KuberDeployment,
  type KuberHost,
  type KuberIngress,
  type KuberSecret,
  type ListProblems,
  PRODUCT,
} from '@portal/contracts';
import { BUNDLE_KINDS, bundleOfKind, datacenterName, productItems } from '../../catalogue';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { defineResource } from '../../engine/define';
import { createResource } from '../../engine/register';
import { loadProject } from '../../engine/scope';
import type { EngineEnv, ResourceRow, ScopeCtx, SqlValue } from '../../engine/types';
import { unique } from '../../engine/validators';
import { wireStatus } from '../../engine/wire-status';
import { addError, invalid, refused, type FieldErrors } from '../../http/errors';
import { asObject } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { projectDatacenter } from '../cloud-infra/racks';
import { selectAll, selectOne, selectValue, selectValues } from '../../db/query';

// Cloud Kubernetes on the provider's wire: a namespace service with a quota (cores, memory, disk,
// pods in tens), and inside it deployments made from an image tag of the catalogue (their ports
// the image's, their env rows), config maps and secrets (entries as rows), ingresses (a domain, a
// protocol, rules to deployment ports) and firewall rules on a deployment's port.

const M = messages.kubernetes;

/** Problems of the list checks (contracts) in Persian, under their 422 keys. */
export function addProblems(errors: FieldErrors, problems: ListProblems, label: (key: string) => FieldLabel) {
  for (const [key, problem] of Object.entries(problems)) addError(errors, key, ruleMessage(problem, label(key)));
}

/** Monthly and hourly price of a custom namespace at the unit prices. */
export function namespacePrice(db: Db, size: { cpu: number; memory: number; disk: number }) {
  const items = productItems(db, PRODUCT.kuberCloud);
  const sum = (f: 'price' | 'hourlyPrice') => items.reduce((n, i) => n + i[f] * ((size as Record<string, number>)[i.key] ?? 0), 0);
  return { monthly: sum('price'), hourly: sum('hourlyPrice') };
}

/** Pods the namespace's deployments run (their replicas). */
export const podsInUse = (db: Db, hostId: number, exceptDeployId = 0) =>
  selectValue<number>(db, 'SELECT COALESCE(SUM(replicas), 0) FROM kuber_deployments WHERE kuber_host_id = ? AND id != ?', hostId, exceptDeployId) ?? 0;

const hostRow = (row: ResourceRow, env: EngineEnv) => ({
  id: row.id,
  datacenter: datacenterName(env.db, projectDatacenter(env.db, row.project_id)) ?? null,
  name: row.name as string,
  ...wireStatus(row.status),
  podInUse: podsInUse(env.db, row.id),
  tenPods: Math.round((row.pods as number) / 10),
  createDate: iso(row.created_at)!,
});

export const kuberHost = defineResource<KuberHost>({
  kind: 'kuber-host',
  table: 'kuber_hosts',
  provisioned: true,
  productBundles: BUNDLE_KINDS['kuber-cloud'],
  limit: 'kubernetes',
  category: usageCategories.kubernetes,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createKuberHostSchema,
  // Pods are ordered in tens (tenPods); the column holds the pod count (derive multiplies).
  fields: { name: { validate: [unique] }, tenPods: { column: 'pods' } },
  check: (columns, _ctx, errors) => {
    if (columns.is_predefined === 1) {
      if (columns.product_bundle_id == null) addError(errors, 'ProductBundleId', M.bundleRequired);
    } else if (columns.is_predefined === 0) {
      for (const [col, key] of [
        ['cpu', 'Cpu'],
        ['memory', 'Memory'],
        ['disk', 'Disk'],
        ['pods', 'TenPods'],
      ] as const)
        if (columns[col] == null && !errors[key]) addError(errors, key, M.customSizeRequired);
    }
  },
  derive: (input, { env }) => {
    const predefined = input.is_predefined === 1;
    const bundle = predefined ? bundleOfKind(env.db, 'kuber-cloud', input.product_bundle_id)! : undefined;
    const size = bundle
      ? { cpu: bundle.cpu!, memory: bundle.memory!, disk: bundle.disk! }
      : { cpu: input.cpu as number, memory: input.memory as number, disk: input.disk as number };
    const price = bundle ? { monthly: bundle.price, hourly: bundle.hourlyPrice } : namespacePrice(env.db, size);
    const pods = bundle ? bundle.cpu! * 10 : (input.pods as number) * 10;
    return { columns: { ...size, pods, product_bundle_id: bundle?.id ?? null, hourly_price: price.hourly, price: price.monthly } };
  },
  actions: {
    // The setting tab: a new size, never fewer pods than the deployments run.
    resize: {
      endpoint: api.kubernetesCloud.hostEdit,
      from: ['active'],
      via: 'resizing',
      to: 'active',
      schema: editKuberHostSchema,
      fields: { tenPods: { column: 'pods' } },
      effect: (row, input, ctx) => {
        const used = podsInUse(ctx.env.db, row.id);
        if ((input.pods as number) * 10 < used) throw invalid({ TenPods: [M.quotaBelowUsage(M.pods, M.count(used))] });
        const size = { cpu: input.cpu as number, memory: input.memory as number, disk: input.disk as number };
        const price = namespacePrice(ctx.env.db, size);
        return { ...size, pods: (input.pods as number) * 10, is_predefined: 0, product_bundle_id: null, hourly_price: price.hourly, price: price.monthly };
      },
    },
  },
  toContract: (row, env) => ({
    ...hostRow(row, env),
    datacenterId: projectDatacenter(env.db, row.project_id),
    cpu: row.cpu as number,
    memory: row.memory as number,
    disk: row.disk as number,
  }),
  toListRow: hostRow,
  routes: (scope, env) => {
    // Create a namespace: productBundleId 0 means none chosen (custom sizes); the call answers no body.
    route(scope, env, api.kubernetesCloud.hostCreate, ({ user, params, body }) => {
      const project = loadProjectOf(env, user.customerId, params.projectId);
      const input = { ...asObject(body) };
      if (input.productBundleId === 0 || input.productBundleId === '0') input.productBundleId = null;
      createResource(env, kuberHost, { env, customerId: user.customerId, userId: user.userId, projectId: project }, input);
    });
  },
  endpoints: { list: api.kubernetesCloud.hostList, get: api.kubernetesCloud.hostGet, delete: api.kubernetesCloud.hostDelete },
});

const loadProjectOf = (env: EngineEnv, customerId: number, projectParam: unknown) => loadProject(env.db, customerId, projectParam).id;

const parentLink = { def: kuberHost, param: 'kuberHostId', column: 'kuber_host_id', requireActive: true };

// ---------------------------------------------------------------- deployments

export interface PortRow {
  id: number;
  deploy_id: number;
  target_port: number;
  node_port: number;
}
export const portsOf = (db: Db, deployId: number) => selectAll<PortRow>(db, 'SELECT * FROM kuber_deploy_ports WHERE deploy_id = ? ORDER BY id', deployId);
const portContract = (p: PortRow) => ({ portId: p.id, nodePort: p.node_port, targetPort: p.target_port });
const namespaceOf = (db: Db, hostId: unknown) => selectValue<string>(db, 'SELECT name FROM kuber_hosts WHERE id = ?', hostId) ?? null;

/** The image tag a deployment names, as `nginx:1.27` with the image's ports; undefined when the catalogue lacks it. */
export function imageTag(db: Db, tagId: unknown) {
  const tag = selectOne<{ id: number; tag: string; image_id: number; name: string }>(
    db,
    'SELECT t.id, t.name AS tag, i.id AS image_id, i.name FROM kuber_cloud_image_tags t JOIN kuber_cloud_images i ON i.id = t.image_id WHERE t.id = ?',
    tagId,
  );
  if (!tag) return undefined;
  const ports = selectValues<number>(db, 'SELECT port FROM kuber_cloud_image_ports WHERE image_id = ? ORDER BY id', tag.image_id);
  return { ref: `${tag.name}:${tag.tag}`, ports };
}

/** A public deployment's port is opened on the namespace's address at 30000 + the port row's id. */
export const nodePortOf = (portId: number, isPublic: boolean) => (isPublic ? 30000 + (portId % 2768) : 0);

/** Env keys set or changed (upsert by key). */
export function upsertEnv(db: Db, deployId: number, map: Record<string, string>, now: number) {
  const up = db.prepare(
    'INSERT INTO kuber_deploy_envs (deploy_id, key, value, created_at, modified_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (deploy_id, key) DO UPDATE SET value = excluded.value, modified_at = excluded.modified_at',
  );
  for (const [k, v] of Object.entries(map)) up.run(deployId, k.trim(), v, now, now);
}

/** The quota's pods: what the other deployments run plus `replicas`, never above the namespace's. */
export function checkPods(db: Db, host: ResourceRow, replicas: number, errors: FieldErrors, exceptId = 0) {
  const others = podsInUse(db, host.id, exceptId);
  if (others + replicas > (host.pods as number))
    addError(errors, 'ReplicaNumber', M.quotaExceeded(M.pods, M.count(Math.max(0, (host.pods as number) - others))));
}

export const kuberDeployment = defineResource<KuberDeployment>({
  kind: 'kuber-deployment',
  table: 'kuber_deployments',
  provisioned: false,
  parent: parentLink,
  schema: createKuberDeploymentSchema,
  fields: { name: { validate: [unique] }, replicaNumber: { column: 'replicas' } },
  onDelete: (row, env) => {
    const users = selectValues<string>(
      env.db,
      'SELECT DISTINCT i.name FROM kuber_ingress_rules r JOIN kuber_ingresses i ON i.id = r.ingress_id JOIN kuber_deploy_ports p ON p.id = r.deploy_port_id WHERE p.deploy_id = ?',
      row.id,
    );
    if (users.length) throw refused(M.deploymentInUse(users));
  },
  toContract: (row, env) => ({
    id: row.id,
    name: row.name as string,
    image: row.image as string,
    replica: row.replicas as number,
    namespace: namespaceOf(env.db, row.kuber_host_id),
    createDate: iso(row.created_at)!,
    modifyDate: iso(row.modified_at as number)!,
    ports: portsOf(env.db, row.id).map(portContract),
  }),
  toListRow: (row, env) => ({
    id: row.id,
    name: row.name as string,
    image: row.image as string,
    namespace: namespaceOf(env.db, row.kuber_host_id),
    createDate: iso(row.created_at)!,
    ports: portsOf(env.db, row.id).map(portContract),
  }),
  endpoints: { list: api.kubernetesCloud.deployList, get: api.kubernetesCloud.deployGet, delete: api.kubernetesCloud.deployDelete },
});

/** create: the image tag known, the env map's keys, the quota's pods; then the env and port rows. */
export const deploymentCreateLists = {
  prepare: (columns: Record<string, SqlValue>, raw: Record<string, unknown>, errors: FieldErrors, ctx: ScopeCtx): Record<string, SqlValue> => {
    const db = ctx.env.db;
    addProblems(errors, checkEnvMap('KeyValue', raw.keyValue), () => 'envName');
    const tag = columns.image_tag_id != null ? imageTag(db, columns.image_tag_id) : undefined;
    if (columns.image_tag_id != null && !tag && !errors.ImageTagId) addError(errors, 'ImageTagId', M.unknownImageTag);
    if (typeof columns.replicas === 'number') checkPods(db, ctx.parent!, columns.replicas, errors);
    return { ...columns, is_public: columns.is_public ?? 0, image: tag?.ref ?? '', modified_at: ctx.env.clock.ms(), rollout_at: ctx.env.clock.ms() };
  },
  // The image's ports, one row each (the env rows are the route's: they come from the body).
  after: (row: ResourceRow, ctx: ScopeCtx) => {
    const db = ctx.env.db;
    const insert = db.prepare('INSERT INTO kuber_deploy_ports (deploy_id, target_port, node_port) VALUES (?, ?, 0)');
    for (const port of imageTag(db, row.image_tag_id)?.ports ?? []) {
      const id = Number(insert.run(row.id, port).lastInsertRowid);
      db.prepare('UPDATE kuber_deploy_ports SET node_port = ? WHERE id = ?').run(nodePortOf(id, row.is_public === 1), id);
    }
  },
};

// ---------------------------------------------------------------- config maps and secrets

type EntryTable = 'kuber_config_map_entries' | 'kuber_secret_entries';
export const ENTRY_OWNER: Record<EntryTable, string> = { kuber_config_map_entries: 'config_map_id', kuber_secret_entries: 'secret_id' };
export const entriesOf = (db: Db, table: EntryTable, ownerId: number) =>
  selectAll<{
    id: number;
    key: string;
    value: string;
  }>(db, `SELECT id, key, value FROM ${table} WHERE ${ENTRY_OWNER[table]} = ? ORDER BY id`, ownerId);
export function upsertEntries(db: Db, table: EntryTable, ownerId: number, map: Record<string, string>) {
  const up = db.prepare(
    `INSERT INTO ${table} (${ENTRY_OWNER[table]}, key, value) VALUES (?, ?, ?) ON CONFLICT (${ENTRY_OWNER[table]}, key) DO UPDATE SET value = excluded.value`,
  );
  for (const [k, v] of Object.entries(map)) up.run(ownerId, k, v);
}
/** A TLS secret holds its certificate and key under the names Kubernetes gives them. */
export const tlsComplete = (keys: string[]) => keys.includes('tls.crt') && keys.includes('tls.key');

const entryLists = (table: EntryTable) => ({
  prepare: (columns: Record<string, SqlValue>, raw: Record<string, unknown>, errors: FieldErrors): Record<string, SqlValue> => {
    const problems = checkEnvs(raw.envs);
    addProblems(errors, problems, (k) => (k === 'Envs' ? 'configData' : 'dataKey'));
    if (table === 'kuber_secret_entries') {
      const type = columns.secret_type_id ?? SECRET_TYPE.opaque;
      if (type === SECRET_TYPE.tls && !Object.keys(problems).length && !tlsComplete(Object.keys(raw.envs as object))) addError(errors, 'Envs', M.tlsKeys);
      return { ...columns, secret_type_id: type };
    }
    return columns;
  },
});

export const kuberConfigMap = defineResource<KuberConfigMap>({
  kind: 'kuber-config-map',
  table: 'kuber_config_maps',
  provisioned: false,
  parent: parentLink,
  schema: createKuberConfigMapSchema,
  fields: { name: { validate: [unique] } },
  toContract: (row, env) => ({
    id: row.id,
    name: row.name as string,
    alias: (row.alias as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    createDate: iso(row.created_at)!,
    keyValuePairs: entriesOf(env.db, 'kuber_config_map_entries', row.id),
  }),
  toListRow: (row, env) => ({
    id: row.id,
    name: row.name as string,
    createDate: iso(row.created_at)!,
    configMaps: entriesOf(env.db, 'kuber_config_map_entries', row.id),
  }),
  endpoints: { list: api.kubernetesCloud.configMapList, get: api.kubernetesCloud.configMapGet, delete: api.kubernetesCloud.configMapDelete },
});

export const kuberSecret = defineResource<KuberSecret>({
  kind: 'kuber-secret',
  table: 'kuber_secrets',
  provisioned: false,
  parent: parentLink,
  schema: createKuberSecretSchema,
  fields: { name: { validate: [unique] } },
  onDelete: (row, env) => {
    const users = selectValues<string>(env.db, 'SELECT name FROM kuber_ingresses WHERE secret_id = ?', row.id);
    if (users.length) throw refused(M.secretInIngress(users));
  },
  toContract: (row, env) => ({
    id: row.id,
    name: row.name as string,
    alias: (row.alias as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    secretTypeId: row.secret_type_id as number,
    createDate: iso(row.created_at)!,
    keyValuePairs: entriesOf(env.db, 'kuber_secret_entries', row.id),
  }),
  // A list carries a secret's keys; its values only `secret/get` gives (the list's are null).
  toListRow: (row, env) => ({
    id: row.id,
    name: row.name as string,
    secretTypeId: row.secret_type_id as number,
    createDate: iso(row.created_at)!,
    secrets: entriesOf(env.db, 'kuber_secret_entries', row.id).map((e) => ({ id: e.id, key: e.key, value: null })),
  }),
  endpoints: { list: api.kubernetesCloud.secretList, get: api.kubernetesCloud.secretGet, delete: api.kubernetesCloud.secretDelete },
});

export const configMapLists = entryLists('kuber_config_map_entries');
export const secretLists = entryLists('kuber_secret_entries');

// ---------------------------------------------------------------- ingresses

export interface RuleRow {
  id: number;
  ingress_id: number;
  path: string;
  deploy_port_id: number;
  created_at: number;
  modified_at: number;
}
/** The rules of an ingress with the deployment (its service's name) and the port they reach. */
export const rulesOf = (db: Db, ingressId: number) =>
  selectAll<RuleRow & { service_name: string; target_port: number }>(
    db,
    'SELECT r.*, d.name AS service_name, p.target_port FROM kuber_ingress_rules r JOIN kuber_deploy_ports p ON p.id = r.deploy_port_id JOIN kuber_deployments d ON d.id = p.deploy_id WHERE r.ingress_id = ? ORDER BY r.id',
    ingressId,
  );

export const kuberIngress = defineResource<KuberIngress>({
  kind: 'kuber-ingress',
  table: 'kuber_ingresses',
  provisioned: false,
  parent: parentLink,
  schema: createKuberIngressSchema,
  fields: { name: { validate: [unique] }, domainName: { column: 'domain_name' } },
  toContract: (row, env) => ({
    id: row.id,
    name: row.name as string,
    domainName: row.domain_name as string,
    protocolTypeId: row.protocol_type_id as number,
    kuberCloudSecretId: (row.secret_id as number | null) ?? null,
    rules: rulesOf(env.db, row.id).map((r) => ({
      id: r.id,
      path: r.path,
      serviceName: r.service_name,
      port: r.target_port,
      createDate: iso(r.created_at)!,
      modifyDate: iso(r.modified_at)!,
    })),
    createDate: iso(row.created_at)!,
    modifyDate: iso(row.modified_at as number)!,
  }),
  toListRow: (row, env) => {
    const rules = rulesOf(env.db, row.id);
    return {
      id: row.id,
      name: row.name as string,
      domainName: row.domain_name as string,
      protocolTypeId: row.protocol_type_id as number,
      kuberCloudSecretId: (row.secret_id as number | null) ?? null,
      ruleCount: rules.length,
      rules: rules.map((r) => ({ id: r.id, path: r.path, serviceName: r.service_name, port: r.target_port })),
      createDate: iso(row.created_at)!,
      modifyDate: iso(row.modified_at as number)!,
    };
  },
  endpoints: { list: api.kubernetesCloud.ingressList, get: api.kubernetesCloud.ingressGet, delete: api.kubernetesCloud.ingressDelete },
});

/** Whether a secret of this namespace is a complete TLS secret (what an HTTPS ingress needs). */
export function isTlsSecret(db: Db, hostId: number, secretId: unknown): boolean {
  const s = selectOne<{ id: number; secret_type_id: number }>(
    db,
    'SELECT id, secret_type_id FROM kuber_secrets WHERE id = ? AND kuber_host_id = ?',
    secretId,
    hostId,
  );
  return !!s && s.secret_type_id === SECRET_TYPE.tls && tlsComplete(entriesOf(db, 'kuber_secret_entries', s.id).map((e) => e.key));
}
/** The HTTPS ingress's secret: required, a TLS secret of the namespace; HTTP takes none. */
export function ingressSecret(db: Db, hostId: number, columns: Record<string, SqlValue>, errors: FieldErrors): SqlValue {
  if (columns.protocol_type_id !== INGRESS_PROTOCOL.https) return null;
  if (columns.secret_id == null || !isTlsSecret(db, hostId, columns.secret_id)) addError(errors, 'SecretId', M.tlsSecretRequired);
  return columns.secret_id ?? null;
}
