import type { FastifyInstance } from 'fastify';
import { ruleMessage } from '@portal/locale';
import {
  api,
  checkEnvMap,
  checkIngressRules,
  checkInput,
  CONFIG_DATA_MAX_BYTES,
  configDataBytes,
  configKeySpec,
  editKuberConfigDataSchema,
  editKuberDeploymentSchema,
  editKuberIngressRuleSchema,
  entryEditChanges,
  KUBER_POD_REQUEST,
  SECRET_TYPE,
  type FieldSpec,
  type VmPeriodId,
} from '@portal/contracts';
import type { Db } from '../../db/open';
import { createResource } from '../../engine/register';
import { updateRow } from '../../engine/rows';
import { parseId } from '../../engine/scope';
import type { EngineEnv, ResourceDef, ResourceRow, ScopeCtx, SqlValue } from '../../engine/types';
import { addError, invalid, notFound, refused, type FieldErrors } from '../../http/errors';
import { asObject } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow, rowIn } from '../../engine/in-project';
import {
  addProblems,
  checkPods,
  configMapLists,
  deploymentCreateLists,
  entriesOf,
  ENTRY_OWNER,
  ingressSecret,
  kuberConfigMap,
  kuberDeployment,
  kuberHost,
  kuberIngress,
  kuberSecret,
  portsOf,
  rulesOf,
  secretLists,
  tlsComplete,
  upsertEntries,
  upsertEnv,
} from './cloud';
import { analyticsSeries } from '../cloud-infra/vm-routes';
import { type IdName, selectAll, selectOne } from '../../db/query';

// The calls of a namespace's insides beyond the engine's list/get/delete: creates whose bodies
// carry entries (env, config data, ingress rules), the edits (a deployment's replicas and env, a
// config map's or secret's entries by id, an ingress rule), env list/get, the deployment ports,
// the monitoring series (ours) and the image catalogue of the namespace wizard.

const M = messages.kubernetes;

const childOf = (env: EngineEnv, def: ResourceDef, host: ResourceRow, idParam: unknown) => rowIn(env, def, host.id, idParam, 'kuber_host_id');
/** A field of an edit body against its contract rule (absent or null: left as it is). */
function checkOptional(errors: FieldErrors, spec: FieldSpec, value: unknown) {
  if (value === undefined || value === null) return;
  const problem = checkInput(spec, value);
  if (problem) addError(errors, spec.error, ruleMessage(problem, spec.label));
}
/** Whether a deployment port belongs to this namespace. */
const portInHost = (db: Db, hostId: number, portId: unknown) =>
  !!db.prepare('SELECT 1 FROM kuber_deploy_ports p JOIN kuber_deployments d ON d.id = p.deploy_id WHERE p.id = ? AND d.kuber_host_id = ?').get(portId, hostId);

/** domain+path → the ingress already routing it, over the namespace's rules (but `exceptRuleId`). */
function takenPaths(db: Db, hostId: number, exceptRuleId = 0) {
  const rows = selectAll<{ name: string; domain_name: string; path: string }>(
    db,
    'SELECT i.name, i.domain_name, r.path FROM kuber_ingress_rules r JOIN kuber_ingresses i ON i.id = r.ingress_id WHERE i.kuber_host_id = ? AND r.id != ?',
    hostId,
    exceptRuleId,
  );
  return new Map(rows.map((r) => [`${r.domain_name}${r.path}`, r.name]));
}
type NewRule = { path: string; port: number };
/** New rules of an ingress on `domain`: entry rules, ports of this namespace, no domain+path routed twice. */
function checkNewRules(db: Db, hostId: number, domain: string | null, raw: unknown, errors: FieldErrors): NewRule[] {
  const problems = checkIngressRules(raw);
  addProblems(errors, problems, (k) => (k.endsWith('.Path') ? 'ingressPath' : 'servicePort'));
  if (Object.keys(problems).length) return [];
  const rules = (raw as Array<Record<string, unknown>>).map((r) => ({ path: String(r.path).trim(), port: Number(r.kuberCloudDeployPortId) }));
  const taken = takenPaths(db, hostId);
  rules.forEach((r, i) => {
    if (!portInHost(db, hostId, r.port)) addError(errors, `Rules[${i}].KuberCloudDeployPortId`, M.unknownDeployPort);
    const other = domain != null ? taken.get(`${domain}${r.path}`) : undefined;
    if (other) addError(errors, `Rules[${i}].Path`, M.domainPathTaken(other));
  });
  return rules;
}
function insertRules(db: Db, ingressId: number, rules: NewRule[], now: number) {
  const insert = db.prepare('INSERT INTO kuber_ingress_rules (ingress_id, path, deploy_port_id, created_at, modified_at) VALUES (?, ?, ?, ?, ?)');
  for (const r of rules) insert.run(ingressId, r.path, r.port, now, now);
  db.prepare('UPDATE kuber_ingresses SET modified_at = ? WHERE id = ?').run(now, ingressId);
}

/** The image catalogue: each image with its tags, ports (named by number) and expected env keys. */
function imageList(db: Db) {
  const images = selectAll<Record<string, unknown> & { id: number }>(db, 'SELECT * FROM kuber_cloud_images ORDER BY id');
  const named = (sql: string, id: number) => selectAll<IdName>(db, sql, id);
  return images.map((i) => ({
    id: i.id,
    name: i.name as string,
    photoName: (i.photo_name as string | null) ?? null,
    subtitle: (i.subtitle as string | null) ?? null,
    description: (i.description as string | null) ?? null,
    path: i.path as string,
    categoryId: i.category_id as number,
    tags: named('SELECT id, name FROM kuber_cloud_image_tags WHERE image_id = ? ORDER BY id', i.id),
    ports: named('SELECT id, CAST(port AS TEXT) AS name FROM kuber_cloud_image_ports WHERE image_id = ? ORDER BY id', i.id),
    keys: named('SELECT id, name FROM kuber_cloud_image_keys WHERE image_id = ? ORDER BY id', i.id),
  }));
}

type EntryKind = { def: ResourceDef; table: 'kuber_config_map_entries' | 'kuber_secret_entries' };

export function registerCloudChildRoutes(scope: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const ctxOf = (user: { customerId: number; userId: number }, host: ResourceRow): ScopeCtx => ({
    env,
    customerId: user.customerId,
    userId: user.userId,
    projectId: host.project_id,
    parent: host,
  });
  const K = api.kubernetesCloud;

  route(scope, env, K.categoryList, () => selectAll<IdName>(db, 'SELECT id, name FROM kuber_cloud_categories ORDER BY id'));
  route(scope, env, K.imageList, () => imageList(db));

  // ---------------------------------------------------------------- deployments
  route(scope, env, K.deployCreate, ({ user, params, body }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    db.transaction(() => {
      const { row } = createResource(env, kuberDeployment, ctxOf(user, host), body, deploymentCreateLists);
      const map = asObject(body).keyValue;
      if (map && typeof map === 'object') upsertEnv(db, row.id, map as Record<string, string>, env.clock.ms());
    })();
  });
  // Edit: the replicas (within the quota), env set or changed (keyValue) and removed (envToDelete's keys).
  route(scope, env, K.deployEdit, ({ user, params, body }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    db.transaction(() => {
      const current = childOf(env, kuberDeployment, host, params.id);
      const raw = asObject(body);
      const errors: FieldErrors = {};
      checkOptional(errors, editKuberDeploymentSchema.replicaNumber, raw.replicaNumber);
      addProblems(errors, checkEnvMap('KeyValue', raw.keyValue), () => 'envName');
      const drop = raw.envToDelete;
      if (drop != null && (typeof drop !== 'object' || Array.isArray(drop))) addError(errors, 'EnvToDelete', M.unknownEntry);
      const replicas = typeof raw.replicaNumber === 'number' ? raw.replicaNumber : null;
      if (replicas !== null && !errors.ReplicaNumber) checkPods(db, host, replicas, errors, current.id);
      if (Object.keys(errors).length) throw invalid(errors);
      const now = env.clock.ms();
      for (const key of Object.keys((drop as Record<string, unknown> | null) ?? {}))
        db.prepare('DELETE FROM kuber_deploy_envs WHERE deploy_id = ? AND key = ?').run(current.id, key);
      if (raw.keyValue && typeof raw.keyValue === 'object') upsertEnv(db, current.id, raw.keyValue as Record<string, string>, now);
      updateRow(db, kuberDeployment, current.id, { ...(replicas !== null ? { replicas } : {}), modified_at: now, rollout_at: now });
    })();
  });
  route(scope, env, K.deployPortList, ({ user, params }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    const rows = selectAll<ResourceRow>(db, 'SELECT * FROM kuber_deployments WHERE kuber_host_id = ? ORDER BY id DESC', host.id);
    return rows.map((d) => ({
      id: d.id,
      name: d.name as string,
      image: d.image as string,
      createDate: new Date(d.created_at).toISOString(),
      ports: portsOf(db, d.id).map((p) => ({ portId: p.id, nodePort: p.node_port, targetPort: p.target_port })),
    }));
  });
  route(scope, env, K.deployEnvList, ({ user, params }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    const deploy = childOf(env, kuberDeployment, host, params.kuberDeployId);
    // The provider lists a deployment's env as one row holding them all.
    return [
      {
        envs: selectAll<{
          id: number;
          key: string;
          value: string;
        }>(db, 'SELECT id, key, value FROM kuber_deploy_envs WHERE deploy_id = ? ORDER BY id', deploy.id),
      },
    ];
  });
  route(scope, env, K.deployEnvGet, ({ user, params }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    const deploy = childOf(env, kuberDeployment, host, params.kuberDeployId);
    const row = selectOne<{ id: number; key: string; value: string; created_at: number; modified_at: number }>(
      db,
      'SELECT * FROM kuber_deploy_envs WHERE id = ? AND deploy_id = ?',
      parseId(params.id),
      deploy.id,
    );
    if (!row) throw notFound();
    return {
      id: row.id,
      key: row.key,
      value: row.value,
      createDate: new Date(row.created_at).toISOString(),
      modifyDate: new Date(row.modified_at).toISOString(),
    };
  });
  // Monitoring (ours): the servers' series scaled to what the replicas request, zero before the deployment existed.
  route(scope, env, K.deployGetAnalytic, ({ user, params, query }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    const row = childOf(env, kuberDeployment, host, params.id);
    const periodId = Number(query.PeriodId ?? 1) as VmPeriodId;
    if (![1, 2, 3, 4].includes(periodId)) throw invalid({ PeriodId: [messages.vm.periodInvalid] });
    const replicas = row.replicas as number;
    const points = analyticsSeries(row, periodId, env.clock.ms());
    return {
      categories: points.map((p) => p.at),
      series: [
        { name: 'cpu', data: points.map((p) => Math.round((p.cpu / 100) * replicas * KUBER_POD_REQUEST.cpuMillicores)) },
        { name: 'memory', data: points.map((p) => Math.round((p.memory / 100) * replicas * KUBER_POD_REQUEST.memoryMi)) },
        { name: 'networkIn', data: points.map((p) => p.networkIn) },
        { name: 'networkOut', data: points.map((p) => p.networkOut) },
      ],
    };
  });

  // ---------------------------------------------------------------- config maps and secrets
  const entryCreate =
    (kind: EntryKind, lists: typeof configMapLists) =>
    ({ user, params, body }: { user: { customerId: number; userId: number }; params: { projectId: string; kuberHostId: string }; body: unknown }) => {
      const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
      db.transaction(() => {
        const { row } = createResource(env, kind.def, ctxOf(user, host), body, lists);
        upsertEntries(db, kind.table, row.id, asObject(body).envs as Record<string, string>);
      })();
    };
  // Edit, the provider's body: alias and description when sent, entries removed by id
  // (removeEnvIds), changed by id and added under `0` (envs: entryEdit's shape); one entry at least
  // stays, no key twice, the data within Kubernetes' size. Nothing is written unless all of it holds.
  const entryEdit =
    (kind: EntryKind) =>
    ({ user, params, body }: { user: { customerId: number }; params: { projectId: string; kuberHostId: string; id: string }; body: unknown }) => {
      const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
      db.transaction(() => {
        const current = childOf(env, kind.def, host, params.id);
        const raw = asObject(body);
        const errors: FieldErrors = {};
        checkOptional(errors, editKuberConfigDataSchema.alias, raw.alias);
        checkOptional(errors, editKuberConfigDataSchema.description, raw.description);
        const entries = entriesOf(db, kind.table, current.id);
        const ids = new Set(entries.map((e) => e.id));
        const remove = raw.removeEnvIds;
        if (remove != null && !Array.isArray(remove)) addError(errors, 'RemoveEnvIds', M.unknownEntry);
        const removed = Array.isArray(remove) ? remove : [];
        removed.forEach((id, i) => !ids.has(id as number) && addError(errors, `RemoveEnvIds[${i}]`, M.unknownEntry));
        const changes = entryEditChanges(raw.envs);
        if (changes === null) addError(errors, 'Envs', ruleMessage({ kind: 'type', type: 'string' }, 'configData'));
        (changes ?? []).forEach((c, i) => {
          if (c.id !== 0 && (!ids.has(c.id) || removed.includes(c.id))) addError(errors, `Envs[${i}]`, M.unknownEntry);
          const problem = checkInput(configKeySpec, c.key);
          if (problem) addError(errors, `Envs[${i}].Key`, ruleMessage(problem, 'dataKey'));
        });
        // The entries as they would be: kept ones (a changed one in its new form), then the new ones.
        const changed = new Map((changes ?? []).filter((c) => c.id !== 0).map((c) => [c.id, c]));
        const after = [...entries.filter((e) => !removed.includes(e.id)).map((e) => changed.get(e.id) ?? e), ...(changes ?? []).filter((c) => c.id === 0)];
        const keys = after.map((e) => e.key);
        if (!Object.keys(errors).length) {
          if (after.length === 0) addError(errors, 'Envs', M.entriesLeft);
          else if (new Set(keys).size !== keys.length) addError(errors, 'Envs', ruleMessage({ kind: 'duplicate' }, 'dataKey'));
          else if (configDataBytes(Object.fromEntries(after.map((e) => [e.key, e.value]))) > CONFIG_DATA_MAX_BYTES)
            addError(errors, 'Envs', ruleMessage({ kind: 'tooLarge', maxBytes: CONFIG_DATA_MAX_BYTES }, 'configData'));
          else if (current.secret_type_id === SECRET_TYPE.tls && !tlsComplete(keys)) addError(errors, 'Envs', M.tlsKeys);
        }
        if (Object.keys(errors).length) throw invalid(errors);
        // Removed and changed entries go first, so a key can pass from one entry to another; a changed one keeps its id.
        const owner = ENTRY_OWNER[kind.table];
        for (const id of [...removed, ...changed.keys()]) db.prepare(`DELETE FROM ${kind.table} WHERE id = ?`).run(id);
        for (const c of changed.values())
          db.prepare(`INSERT INTO ${kind.table} (id, ${owner}, key, value) VALUES (?, ?, ?, ?)`).run(c.id, current.id, c.key, c.value);
        upsertEntries(db, kind.table, current.id, Object.fromEntries((changes ?? []).filter((c) => c.id === 0).map((c) => [c.key, c.value])));
        const columns: Record<string, SqlValue> = {};
        if (typeof raw.alias === 'string') columns.alias = raw.alias;
        if (typeof raw.description === 'string') columns.description = raw.description;
        if (Object.keys(columns).length) updateRow(db, kind.def, current.id, columns);
      })();
    };
  const configMaps: EntryKind = { def: kuberConfigMap, table: 'kuber_config_map_entries' };
  const secrets: EntryKind = { def: kuberSecret, table: 'kuber_secret_entries' };
  route(scope, env, K.configMapCreate, entryCreate(configMaps, configMapLists));
  route(scope, env, K.configMapEdit, entryEdit(configMaps));
  route(scope, env, K.secretCreate, entryCreate(secrets, secretLists));
  route(scope, env, K.secretEdit, entryEdit(secrets));

  // ---------------------------------------------------------------- ingresses and their rules
  route(scope, env, K.ingressCreate, ({ user, params, body }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    let rules: NewRule[] = [];
    db.transaction(() => {
      const { row } = createResource(env, kuberIngress, ctxOf(user, host), body, {
        prepare: (columns, raw, errors) => {
          const domain = typeof columns.domain_name === 'string' ? columns.domain_name.trim().toLowerCase() : null;
          rules = checkNewRules(db, host.id, domain, raw.rules, errors);
          return { ...columns, domain_name: domain, secret_id: ingressSecret(db, host.id, columns, errors), modified_at: env.clock.ms() };
        },
      });
      insertRules(db, row.id, rules, env.clock.ms());
    })();
  });
  route(scope, env, K.ingressRuleCreate, ({ user, params, body }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    db.transaction(() => {
      const ingress = childOf(env, kuberIngress, host, params.kuberIngressId);
      const errors: FieldErrors = {};
      const rules = checkNewRules(db, host.id, ingress.domain_name as string, asObject(body).rules, errors);
      if (Object.keys(errors).length) throw invalid(errors);
      insertRules(db, ingress.id, rules, env.clock.ms());
    })();
  });
  const ruleOf = (ingress: ResourceRow, idParam: unknown) => {
    const rule = rulesOf(db, ingress.id).find((r) => r.id === parseId(idParam));
    if (!rule) throw notFound();
    return rule;
  };
  route(scope, env, K.ingressRuleEdit, ({ user, params, body }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    db.transaction(() => {
      const ingress = childOf(env, kuberIngress, host, params.kuberIngressId);
      const rule = ruleOf(ingress, params.id);
      const raw = asObject(body);
      const errors: FieldErrors = {};
      for (const spec of Object.values(editKuberIngressRuleSchema)) {
        const problem = checkInput(spec, raw[spec.error.charAt(0).toLowerCase() + spec.error.slice(1)]);
        if (problem) addError(errors, spec.error, ruleMessage(problem, spec.label));
      }
      const path = String(raw.path ?? '').trim();
      if (!errors.KuberDeployPortId && !portInHost(db, host.id, raw.kuberDeployPortId)) addError(errors, 'KuberDeployPortId', M.unknownDeployPort);
      const other = takenPaths(db, host.id, rule.id).get(`${ingress.domain_name as string}${path}`);
      if (!errors.Path && other) addError(errors, 'Path', M.domainPathTaken(other));
      if (Object.keys(errors).length) throw invalid(errors);
      const now = env.clock.ms();
      db.prepare('UPDATE kuber_ingress_rules SET path = ?, deploy_port_id = ?, modified_at = ? WHERE id = ?').run(
        path,
        raw.kuberDeployPortId as number,
        now,
        rule.id,
      );
      db.prepare('UPDATE kuber_ingresses SET modified_at = ? WHERE id = ?').run(now, ingress.id);
    })();
  });
  route(scope, env, K.ingressRuleDelete, ({ user, params }) => {
    const host = ownedRow(env, kuberHost, user, params.projectId, params.kuberHostId);
    db.transaction(() => {
      const ingress = childOf(env, kuberIngress, host, params.kuberIngressId);
      const rule = ruleOf(ingress, params.id);
      if (rulesOf(db, ingress.id).length <= 1) throw refused(M.lastRule);
      db.prepare('DELETE FROM kuber_ingress_rules WHERE id = ?').run(rule.id);
      db.prepare('UPDATE kuber_ingresses SET modified_at = ? WHERE id = ?').run(env.clock.ms(), ingress.id);
    })();
  });
}
