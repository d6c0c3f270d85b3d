import type { FastifyInstance } from 'fastify';
import { ruleMessage } from '@portal/locale';
import {
  api,
  checkConfigData,
  checkDeploymentLists,
  checkIngressRules,
  configKeySpec,
  CONFIG_DATA_MAX_BYTES,
  createKuberConfigMapSchema,
  createKuberDeploymentSchema,
  createKuberHostSchema,
  createKuberIngressSchema,
  createKuberSecretSchema,
  deploymentUsage,
  editKuberDeploymentSchema,
  editKuberHostSchema,
  KUBER_CLOUD_LIMITS,
  usageCategories,
  type FieldLabel,
  type KuberConfigMap,
  type KuberDeployment,
  type KuberHost,
  type KuberIngress,
  type KuberIngressRule,
  type KuberPort,
  type KuberSecret,
  type ListProblems,
  type VmPeriodId,
} from '@portal/contracts';
import { bundleOfKind, productItems } from '../catalogue';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { defineResource } from '../engine/define';
import { beginTransition } from '../engine/lifecycle';
import { createResource } from '../engine/register';
import { getRow, updateRow } from '../engine/rows';
import { loadProject, parseId } from '../engine/scope';
import { unique } from '../engine/validators';
import { validateFields } from '../engine/validate';
import type { EngineEnv, ResourceDef, ResourceRow, ScopeCtx, SqlValue } from '../engine/types';
import { addError, invalid, notFound, refused, type FieldErrors } from '../http/errors';
import { asObject } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { analyticsSeries } from './vm-routes';

// Cloud Kubernetes: a namespace service with a quota (cores, memory, disk, pods), and inside it
// deployments (progressing → available, ready replicas rising), config maps, secrets (values
// write-only: lists and gets carry keys, a reveal is its own call) and ingresses.

const M = messages.kubernetes;
const C = KUBER_CLOUD_LIMITS;
const json = <T>(v: unknown, fallback: T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : fallback);

/** Problems of the list checks (contracts) in Persian, under their 422 keys. */
function addProblems(errors: FieldErrors, problems: ListProblems, labels: Record<string, FieldLabel>) {
  for (const [key, problem] of Object.entries(problems)) {
    const base = key.split('[')[0]!;
    const last = key.includes('.') ? key.split('.').pop()! : '';
    addError(errors, key, ruleMessage(problem, labels[`${base}.${last}`] ?? labels[last] ?? labels[base] ?? 'name'));
  }
}
const LIST_LABELS: Record<string, FieldLabel> = {
  'Env.Name': 'envName',
  'Ports.Name': 'portName',
  ContainerPort: 'containerPort',
  Protocol: 'protocol',
  ConfigMapRefs: 'configMapName',
  SecretRefs: 'secretName',
  Rules: 'ingressHost',
  Host: 'ingressHost',
  Path: 'ingressPath',
  PathType: 'pathType',
  ServiceName: 'serviceName',
  ServicePort: 'servicePort',
  Data: 'configData',
  Key: 'dataKey',
};

/** Monthly and hourly price of a custom namespace at the unit prices. */
export function namespacePrice(db: Db, size: { cpu: number; memory: number; disk: number }) {
  const items = productItems(db, 71);
  const sum = (f: 'price' | 'hourlyPrice') => items.reduce((n, i) => n + i[f] * ((size as Record<string, number>)[i.key] ?? 0), 0);
  return { monthly: sum('price'), hourly: sum('hourlyPrice') };
}

function usedOf(db: Db, hostId: number, exceptId = 0) {
  const rows = db.prepare('SELECT replicas, cpu_millicores, memory_mi FROM kuber_deployments WHERE kuber_host_id = ? AND id != ?').all(hostId, exceptId) as Array<{ replicas: number; cpu_millicores: number; memory_mi: number }>;
  return rows.reduce(
    (u, r) => {
      const d = deploymentUsage({ replicas: r.replicas, cpuMillicores: r.cpu_millicores, memoryMi: r.memory_mi });
      return { cpu: u.cpu + d.cpu, memory: u.memory + d.memory, pods: u.pods + d.pods };
    },
    { cpu: 0, memory: 0, pods: 0 },
  );
}
const round2 = (n: number) => Math.round(n * 100) / 100;

export const kuberHost = defineResource<KuberHost>({
  kind: 'kuber-host',
  table: 'kuber_hosts',
  provisioned: true,
  catalogue: 'kuber-cloud',
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
      for (const [col, key] of [['cpu', 'Cpu'], ['memory', 'Memory'], ['disk', 'Disk'], ['pods', 'TenPods']] as const)
        if (columns[col] == null && !errors[key]) addError(errors, key, M.customSizeRequired);
    }
  },
  derive: (input, { env }) => {
    const predefined = input.is_predefined === 1;
    const bundle = predefined ? bundleOfKind(env.db, 'kuber-cloud', input.product_bundle_id)! : undefined;
    const size = bundle ? { cpu: bundle.cpu!, memory: bundle.memory!, disk: bundle.disk! } : { cpu: input.cpu as number, memory: input.memory as number, disk: input.disk as number };
    const price = bundle ? { monthly: bundle.price, hourly: bundle.hourlyPrice } : namespacePrice(env.db, size);
    const pods = bundle ? bundle.cpu! * 10 : (input.pods as number) * 10;
    return { columns: { ...size, pods, product_bundle_id: bundle?.id ?? null, hourly_price: price.hourly, price: price.monthly } };
  },
  actions: {
    // The setting tab: a new size, never below what the deployments already take.
    resize: {
      endpoint: api.kubernetes.hostEdit,
      from: ['active'],
      via: 'resizing',
      to: 'active',
      schema: editKuberHostSchema,
      fields: { tenPods: { column: 'pods' } },
      effect: (row, input, ctx) => {
        const used = usedOf(ctx.env.db, row.id);
        const errors: FieldErrors = {};
        if ((input.cpu as number) < used.cpu) addError(errors, 'Cpu', M.quotaBelowUsage(M.cpu, M.cores(round2(used.cpu))));
        if ((input.memory as number) < used.memory) addError(errors, 'Memory', M.quotaBelowUsage(M.memory, M.gigabytes(round2(used.memory))));
        if ((input.pods as number) * 10 < used.pods) addError(errors, 'TenPods', M.quotaBelowUsage(M.pods, M.count(used.pods)));
        if (Object.keys(errors).length) throw invalid(errors);
        const size = { cpu: input.cpu as number, memory: input.memory as number, disk: input.disk as number };
        const price = namespacePrice(ctx.env.db, size);
        return { ...size, pods: (input.pods as number) * 10, is_predefined: 0, product_bundle_id: null, hourly_price: price.hourly, price: price.monthly };
      },
    },
  },
  toContract: (row, env) => {
    const used = usedOf(env.db, row.id);
    const bundle = row.product_bundle_id ? bundleOfKind(env.db, 'kuber-cloud', row.product_bundle_id) : undefined;
    return {
      id: row.id,
      projectId: row.project_id,
      name: row.name as string,
      status: row.status as KuberHost['status'],
      isPredefined: row.is_predefined === 1,
      productBundleId: (row.product_bundle_id as number | null) ?? null,
      bundleName: bundle?.name ?? null,
      cpu: row.cpu as number,
      memory: row.memory as number,
      disk: row.disk as number,
      pods: row.pods as number,
      used: { cpu: round2(used.cpu), memory: round2(used.memory), pods: used.pods },
      deploymentCount: env.db.prepare('SELECT COUNT(*) FROM kuber_deployments WHERE kuber_host_id = ?').pluck().get(row.id) as number,
      monthlyPrice: row.price as number,
      hourlyPrice: row.hourly_price as number,
      createdAt: iso(row.created_at)!,
    };
  },
  routes: (scope, env) => registerCloudRoutes(scope, env),
  endpoints: { list: api.kubernetes.hostList, get: api.kubernetes.hostGet, delete: api.kubernetes.hostDelete },
});

const parentLink = (def: ResourceDef) => ({ def, param: 'kuberHostId', column: 'kuber_host_id', requireActive: true });

const namesIn = (db: Db, table: string, hostId: number) => new Set(db.prepare(`SELECT name FROM ${table} WHERE kuber_host_id = ?`).pluck().all(hostId) as string[]);

/** The deployment's lists: entry rules, references that exist, then the namespace quota. */
function deploymentLists(current?: ResourceRow) {
  return (columns: Record<string, SqlValue>, raw: Record<string, unknown>, errors: FieldErrors, ctx: ScopeCtx): Record<string, SqlValue> => {
    const db = ctx.env.db;
    const host = ctx.parent!;
    const listErrors: FieldErrors = {};
    addProblems(listErrors, checkDeploymentLists(raw), LIST_LABELS);
    const refs = (key: 'configMapRefs' | 'secretRefs') => (Array.isArray(raw[key]) ? (raw[key] as unknown[]).map((n) => String(n).trim()) : []);
    if (!Object.keys(listErrors).length) {
      const maps = namesIn(db, 'kuber_config_maps', host.id);
      const secrets = namesIn(db, 'kuber_secrets', host.id);
      refs('configMapRefs').forEach((n, i) => !maps.has(n) && addError(listErrors, `ConfigMapRefs[${i}]`, M.unknownConfigMap(n)));
      refs('secretRefs').forEach((n, i) => !secrets.has(n) && addError(listErrors, `SecretRefs[${i}]`, M.unknownSecret(n)));
    }
    Object.assign(errors, listErrors);
    if (Object.keys(errors).length) return columns;
    // The quota: what the other deployments take plus this one, never above the namespace's.
    const used = usedOf(db, host.id, current?.id ?? 0);
    const mine = deploymentUsage({ replicas: columns.replicas as number, cpuMillicores: columns.cpu_millicores as number, memoryMi: columns.memory_mi as number });
    const checks: Array<[string, number, number, string, (n: number) => string]> = [
      ['CpuMillicores', used.cpu + mine.cpu, host.cpu as number, M.cpu, (n) => M.cores(round2(n))],
      ['MemoryMi', used.memory + mine.memory, host.memory as number, M.memory, (n) => M.gigabytes(round2(n))],
      ['Replicas', used.pods + mine.pods, host.pods as number, M.pods, (n) => M.count(n)],
    ];
    for (const [key, total, quota, label, say] of checks)
      if (total > quota + 1e-9) addError(errors, key, M.quotaExceeded(label, say(Math.max(0, quota - (total - (key === 'Replicas' ? mine.pods : key === 'CpuMillicores' ? mine.cpu : mine.memory))))));
    const env = (Array.isArray(raw.env) ? raw.env : []).map((e) => ({ name: String((e as { name: unknown }).name).trim(), value: String((e as { value?: unknown }).value ?? '') }));
    const ports = (Array.isArray(raw.ports) ? raw.ports : []).map((p) => {
      const q = p as { name: unknown; containerPort: unknown; protocol: unknown };
      return { name: String(q.name).trim(), containerPort: Number(q.containerPort), protocol: String(q.protocol) as KuberPort['protocol'] };
    });
    return {
      ...columns,
      env: JSON.stringify(env),
      ports: JSON.stringify(ports),
      config_map_refs: JSON.stringify(refs('configMapRefs')),
      secret_refs: JSON.stringify(refs('secretRefs')),
      rollout_at: ctx.env.clock.ms(),
    };
  };
}

export const kuberDeployment = defineResource<KuberDeployment>({
  kind: 'kuber-deployment',
  table: 'kuber_deployments',
  provisioned: true,
  creatingStatus: 'progressing',
  parent: parentLink(kuberHost),
  schema: createKuberDeploymentSchema,
  fields: { name: { validate: [unique] } },
  onDelete: (row, env) => {
    const users = (env.db.prepare('SELECT name, rules FROM kuber_ingresses WHERE kuber_host_id = ?').all(row.kuber_host_id) as Array<{ name: string; rules: string }>)
      .filter((i) => json<KuberIngressRule[]>(i.rules, []).some((r) => r.serviceName === row.name))
      .map((i) => i.name);
    if (users.length) throw refused(M.deploymentInUse(users));
  },
  toContract: (row, env) => {
    const replicas = row.replicas as number;
    const status = row.status === 'active' ? 'available' : (row.status as KuberDeployment['status']);
    // Ready replicas rise over the rollout (all of them once available).
    const elapsed = env.clock.ms() - (row.rollout_at as number);
    const ready = status === 'available' ? replicas : status === 'progressing' ? Math.min(replicas, Math.floor((replicas * elapsed) / Math.max(env.provisionMs, 1))) : 0;
    return {
      id: row.id,
      kuberHostId: row.kuber_host_id as number,
      name: row.name as string,
      status,
      image: row.image as string,
      replicas,
      readyReplicas: ready,
      cpuMillicores: row.cpu_millicores as number,
      memoryMi: row.memory_mi as number,
      env: json(row.env, []),
      ports: json(row.ports, []),
      configMapRefs: json(row.config_map_refs, []),
      secretRefs: json(row.secret_refs, []),
      createdAt: iso(row.created_at)!,
    };
  },
  endpoints: { list: api.kubernetes.deployList, get: api.kubernetes.deployGet, delete: api.kubernetes.deployDelete },
});

/** Config maps and secrets: a name, data whose keys are checked and whose size is at most 1 MiB. */
function configData(columns: Record<string, SqlValue>, raw: Record<string, unknown>, errors: FieldErrors): Record<string, SqlValue> {
  addProblems(errors, checkConfigData(raw.data, configKeySpec, CONFIG_DATA_MAX_BYTES), LIST_LABELS);
  return { ...columns, data: JSON.stringify(raw.data ?? {}) };
}

/** Refuses deleting a config map or secret a deployment takes its env from. */
const notReferenced = (column: 'config_map_refs' | 'secret_refs', kind: string) => (row: ResourceRow, env: EngineEnv) => {
  const users = (env.db.prepare(`SELECT name, ${column} AS refs FROM kuber_deployments WHERE kuber_host_id = ?`).all(row.kuber_host_id) as Array<{ name: string; refs: string }>)
    .filter((d) => json<string[]>(d.refs, []).includes(row.name as string))
    .map((d) => d.name);
  if (users.length) throw refused(M.inUseBy(kind, users));
};

export const kuberConfigMap = defineResource<KuberConfigMap>({
  kind: 'kuber-config-map',
  table: 'kuber_config_maps',
  provisioned: false,
  parent: parentLink(kuberHost),
  schema: createKuberConfigMapSchema,
  fields: { name: { validate: [unique] } },
  onDelete: notReferenced('config_map_refs', M.configMap),
  toContract: (row) => ({ id: row.id, kuberHostId: row.kuber_host_id as number, name: row.name as string, data: json(row.data, {}), createdAt: iso(row.created_at)! }),
  endpoints: { list: api.kubernetes.configMapList, delete: api.kubernetes.configMapDelete },
});

export const kuberSecret = defineResource<KuberSecret>({
  kind: 'kuber-secret',
  table: 'kuber_secrets',
  provisioned: false,
  parent: parentLink(kuberHost),
  schema: createKuberSecretSchema,
  fields: { name: { validate: [unique] } },
  onDelete: notReferenced('secret_refs', M.secret),
  // Keys only: the values are write-only (see the reveal route).
  toContract: (row) => ({ id: row.id, kuberHostId: row.kuber_host_id as number, name: row.name as string, keys: Object.keys(json<Record<string, string>>(row.data, {})), createdAt: iso(row.created_at)! }),
  endpoints: { list: api.kubernetes.secretList, delete: api.kubernetes.secretDelete },
});

export const kuberIngress = defineResource<KuberIngress>({
  kind: 'kuber-ingress',
  table: 'kuber_ingresses',
  provisioned: true,
  parent: parentLink(kuberHost),
  schema: createKuberIngressSchema,
  fields: { name: { validate: [unique] } },
  onEnter: { active: (row) => (row.address ? undefined : { address: `185.143.233.${10 + ((row.id as number) % 200)}` }) },
  toContract: (row) => ({
    id: row.id,
    kuberHostId: row.kuber_host_id as number,
    name: row.name as string,
    status: row.status as KuberIngress['status'],
    rules: json(row.rules, []),
    address: (row.address as string | null) ?? null,
    createdAt: iso(row.created_at)!,
  }),
  endpoints: { list: api.kubernetes.ingressList, delete: api.kubernetes.ingressDelete },
});

/** The rules of an ingress (all of them, on create and on edit): entry rules, a known service and port, no host and path of another ingress (`exceptId`: the one edited). */
const ingressRules = (exceptId = 0) => (columns: Record<string, SqlValue>, raw: Record<string, unknown>, errors: FieldErrors, ctx: ScopeCtx): Record<string, SqlValue> => {
  const db = ctx.env.db;
  const problems = checkIngressRules(raw.rules);
  addProblems(errors, problems, LIST_LABELS);
  if (Object.keys(problems).length) return columns;
  const rules = (raw.rules as Array<Record<string, unknown>>).map((r) => ({
    host: String(r.host).trim(),
    path: String(r.path).trim(),
    pathType: String(r.pathType) as KuberIngressRule['pathType'],
    serviceName: String(r.serviceName).trim(),
    servicePort: Number(r.servicePort),
  }));
  const deployments = new Map(
    (db.prepare('SELECT name, ports FROM kuber_deployments WHERE kuber_host_id = ?').all(ctx.parent!.id) as Array<{ name: string; ports: string }>).map((d) => [d.name, json<KuberPort[]>(d.ports, [])]),
  );
  const taken = new Map<string, string>();
  for (const i of db.prepare('SELECT name, rules FROM kuber_ingresses WHERE kuber_host_id = ? AND id != ?').all(ctx.parent!.id, exceptId) as Array<{ name: string; rules: string }>)
    for (const r of json<KuberIngressRule[]>(i.rules, [])) taken.set(`${r.host}${r.path}`, i.name);
  rules.forEach((r, i) => {
    const ports = deployments.get(r.serviceName);
    if (!ports) addError(errors, `Rules[${i}].ServiceName`, M.unknownService(r.serviceName));
    else if (!ports.some((p) => p.containerPort === r.servicePort)) addError(errors, `Rules[${i}].ServicePort`, M.unknownPort(r.servicePort, r.serviceName));
    const other = taken.get(`${r.host}${r.path}`);
    if (other) addError(errors, `Rules[${i}].Path`, M.hostPathTaken(other));
  });
  return { ...columns, rules: JSON.stringify(rules) };
};

/** A namespace of the caller's project, or 404 (someone else's too). */
function hostOf(env: EngineEnv, user: { customerId: number }, projectParam: unknown, idParam: unknown): ResourceRow {
  const project = loadProject(env.db, user.customerId, projectParam);
  const id = parseId(idParam);
  const row = id ? getRow(env.db, kuberHost, id) : undefined;
  if (!row || row.project_id !== project.id) throw notFound();
  return row;
}
function childOf(env: EngineEnv, def: ResourceDef, host: ResourceRow, idParam: unknown): ResourceRow {
  const id = parseId(idParam);
  const row = id ? getRow(env.db, def, id) : undefined;
  if (!row || row.kuber_host_id !== host.id) throw notFound();
  return row;
}

function registerCloudRoutes(scope: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const ctxOf = (user: { customerId: number; userId: number }, host: ResourceRow): ScopeCtx => ({ env, customerId: user.customerId, userId: user.userId, projectId: host.project_id, parent: host });

  // Create a namespace: productBundleId 0 means none chosen (custom sizes).
  route(scope, env, api.kubernetes.hostCreate, ({ user, params, body }) => {
    const project = loadProject(db, user.customerId, params.projectId);
    const input = { ...asObject(body) };
    if (input.productBundleId === 0 || input.productBundleId === '0') input.productBundleId = null;
    const { row } = createResource(env, kuberHost, { env, customerId: user.customerId, userId: user.userId, projectId: project.id }, input);
    return kuberHost.toContract(row, env);
  });

  route(scope, env, api.kubernetes.deployCreate, ({ user, params, body }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const { row } = createResource(env, kuberDeployment, ctxOf(user, host), body, { prepare: deploymentLists() });
    return kuberDeployment.toContract(row, env);
  });
  // Edit: image, replicas, resources, env, ports, references; a new rollout begins.
  route(scope, env, api.kubernetes.deployEdit, ({ user, params, body }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const row = db.transaction(() => {
      const current = childOf(env, kuberDeployment, host, params.id);
      if (current.status === 'deleting') throw refused(messages.resourceDeleting);
      const ctx = { ...ctxOf(user, host), current };
      const errors: FieldErrors = {};
      let columns: Record<string, SqlValue> = {};
      const fields = Object.fromEntries(Object.entries(kuberDeployment.fields).filter(([k]) => k in editKuberDeploymentSchema));
      try {
        columns = validateFields(kuberDeployment, fields, body, ctx, 'create');
      } catch (e) {
        const fe = (e as { body?: { errors?: FieldErrors } }).body?.errors;
        if (!fe) throw e;
        Object.assign(errors, fe);
      }
      const stored = deploymentLists(current)(columns, asObject(body), errors, ctx);
      if (Object.keys(errors).length) throw invalid(errors);
      updateRow(db, kuberDeployment, current.id, stored);
      return beginTransition(env, kuberDeployment, current.id, 'progressing', 'active');
    })();
    return kuberDeployment.toContract(row, env);
  });

  // Monitoring: what the replicas use over the period, deterministic per deployment and instant
  // (the servers' series, scaled to the deployment's requests), zero before it existed.
  route(scope, env, api.kubernetes.deployGetAnalytic, ({ user, params, query }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const row = childOf(env, kuberDeployment, host, params.id);
    const periodId = Number(query.PeriodId ?? 1) as VmPeriodId;
    if (![1, 2, 3, 4].includes(periodId)) throw invalid({ PeriodId: [messages.vm.periodInvalid] });
    const replicas = row.replicas as number;
    const points = analyticsSeries(row, periodId, env.clock.ms()).map((p) => ({
      at: p.at,
      cpu: Math.round((p.cpu / 100) * replicas * (row.cpu_millicores as number)),
      memory: Math.round((p.memory / 100) * replicas * (row.memory_mi as number)),
      networkIn: p.networkIn,
      networkOut: p.networkOut,
    }));
    return { periodId, points };
  });

  route(scope, env, api.kubernetes.configMapCreate, ({ user, params, body }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const { row } = createResource(env, kuberConfigMap, ctxOf(user, host), body, { prepare: configData });
    return kuberConfigMap.toContract(row, env);
  });
  route(scope, env, api.kubernetes.secretCreate, ({ user, params, body }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const { row } = createResource(env, kuberSecret, ctxOf(user, host), body, { prepare: configData });
    return kuberSecret.toContract(row, env);
  });
  // The one call that returns a secret's values.
  route(scope, env, api.kubernetes.secretReveal, ({ user, params }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const row = childOf(env, kuberSecret, host, params.id);
    return { id: row.id, name: row.name as string, data: json<Record<string, string>>(row.data, {}) };
  });
  route(scope, env, api.kubernetes.ingressCreate, ({ user, params, body }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const { row } = createResource(env, kuberIngress, ctxOf(user, host), body, { prepare: ingressRules() });
    return kuberIngress.toContract(row, env);
  });
  // Edit an ingress's rules (replaced as a whole, checked as on create); the name stays.
  route(scope, env, api.kubernetes.ingressEdit, ({ user, params, body }) => {
    const host = hostOf(env, user, params.projectId, params.kuberHostId);
    const row = db.transaction(() => {
      const current = childOf(env, kuberIngress, host, params.id);
      if (current.status === 'deleting') throw refused(messages.resourceDeleting);
      const errors: FieldErrors = {};
      const stored = ingressRules(current.id)({}, asObject(body), errors, { ...ctxOf(user, host), current });
      if (Object.keys(errors).length) throw invalid(errors);
      return updateRow(db, kuberIngress, current.id, stored);
    })();
    return kuberIngress.toContract(row, env);
  });
}

