import { wire, type Wire } from './wire';
import { k8sLabelSpec, k8sSubdomainSpec } from './kubernetes';
import { checkConfigData, checkEntries, defineSchema, type FieldSpec, type ListProblems } from './rules';

// Cloud Kubernetes (namespace services) on the provider's wire: `kubernetes/cloud/{projectId}/host/…`
// and, under a namespace, `host/{kuberHostId}/{deploy|configmap|secret|ingress|firewall}/…`.
// A deployment is made from an image tag of the catalogue (`kubernetes/cloud/image/list`): its
// ports are the image's, its env a key/value map; config maps and secrets are key/value maps
// whose entries are rows with ids; an ingress has a domain, a protocol (a TLS secret for HTTPS)
// and rules (a path to a deployment's port), each rule its own resource.

// ---------------------------------------------------------------- namespaces

/** A namespace as `host/list` lists it: pods in use of its tens. */
export type KuberHostRow = Wire<'KuberHostListResponse'>;
/** `host/get`: the row plus its size (cores, GB memory, GB disk). */
export type KuberHost = Wire<'KuberHostGetResponse'>;
export type CreateKuberHostRequest = Wire<'CreateKuberHostModel'>;
export type EditKuberHostRequest = Wire<'EditKuberHostModel'>;

export const KUBER_CLOUD_LIMITS = {
  nameMin: 3,
  /** The form's custom defaults. */
  customDefaults: { cpu: 4, memory: 4, disk: 75, pods: 10 },
  /** The context's own initial value. */
  contextInitial: { cpu: 1, memory: 1, disk: 25, pods10: 10 },
  cpu: { min: 1, max: 64 },
  memory: { min: 1, max: 256 },
  disk: { min: 10, max: 2000 },
  tenPods: { min: 1, max: 50 },
} as const;
const C = KUBER_CLOUD_LIMITS;

export const createKuberHostSchema = defineSchema<CreateKuberHostRequest>()({
  name: k8sLabelSpec('Name', 'name', C.nameMin),
  productBundleId: { error: 'ProductBundleId', label: 'productBundle', type: 'int' },
  isPredefined: { error: 'IsPredefined', label: 'sizing', type: 'bool', required: true },
  cpu: { error: 'Cpu', label: 'cpu', type: 'int', rules: [{ kind: 'range', ...C.cpu }] },
  memory: { error: 'Memory', label: 'memory', type: 'int', rules: [{ kind: 'range', ...C.memory }] },
  disk: { error: 'Disk', label: 'disk', type: 'int', rules: [{ kind: 'range', ...C.disk }] },
  tenPods: { error: 'TenPods', label: 'pods', type: 'int', rules: [{ kind: 'range', ...C.tenPods }] },
});
export const editKuberHostSchema = defineSchema<EditKuberHostRequest>()({
  cpu: { error: 'Cpu', label: 'cpu', type: 'int', required: true, rules: [{ kind: 'range', ...C.cpu }] },
  memory: { error: 'Memory', label: 'memory', type: 'int', required: true, rules: [{ kind: 'range', ...C.memory }] },
  disk: { error: 'Disk', label: 'disk', type: 'int', required: true, rules: [{ kind: 'range', ...C.disk }] },
  tenPods: { error: 'TenPods', label: 'pods', type: 'int', required: true, rules: [{ kind: 'range', ...C.tenPods }] },
});

// ---------------------------------------------------------------- image catalogue

export type KuberCloudCategory = Wire<'KuberImageCategoryResponse'>;
/** An image with its tags (what a deployment is made from), the ports it listens on and the env keys it expects. */
export type KuberCloudImage = Wire<'KuberImageResponse'>;
/** `nginx:1.27` of an image and one of its tags. */
export const imageRefOf = (image: Pick<KuberCloudImage, 'name'>, tag: { name: string | null }) => `${image.name ?? ''}:${tag.name ?? ''}`;

// ---------------------------------------------------------------- deployments

export type KuberDeployRow = Wire<'KuberDeployListResponse'>;
/** `deploy/get`: replicas and ports (`portId` is what ingress rules and firewall rules name). */
export type KuberDeployment = Wire<'GetKuberDeployResponse'>;
export type KuberDeployPort = Wire<'PortResponse'>;
/** `deploy/port-list`: the namespace's deployments with their ports (the ingress and firewall forms' choices). */
export type KuberDeployPorts = Wire<'KuberDeployPortListResponse'>;
export type KuberDeployEnvList = Wire<'KuberDeployEnvListResponse'>;
export type KuberDeployEnv = Wire<'GetKuberDeployEnvResponse'>;
/** name, imageTagId, isPublic (ports opened on the namespace's address), replicaNumber, keyValue (the env). */
export type CreateKuberDeploymentRequest = Wire<'CreateKuberDeployModel'>;
/** replicaNumber, keyValue (env set or changed), envToDelete (env keys removed). */
export type EditKuberDeploymentRequest = Wire<'EditKuberDeployModel'>;
/** The deployment's monitoring (ours): the server's analytics shape, series `cpu` (millicores), `memory` (MiB), `networkIn`, `networkOut`. */
export type KuberDeployAnalytics = Wire<'GetAnalyticResponse'>;

export const KUBER_DEPLOY_LIMITS = { replicas: { min: 1, max: 50 }, maxEnv: 100 } as const;
/** What one replica requests (the provider's deployment has no per-deployment sizes): monitoring scales by it. */
export const KUBER_POD_REQUEST = { cpuMillicores: 250, memoryMi: 256 } as const;

export const createKuberDeploymentSchema = defineSchema<CreateKuberDeploymentRequest>()({
  name: k8sLabelSpec('Name', 'name'),
  imageTagId: { error: 'ImageTagId', label: 'containerImage', type: 'int', required: true },
  isPublic: { error: 'IsPublic', label: 'publicAccess', type: 'bool' },
  replicaNumber: { error: 'ReplicaNumber', label: 'replicas', type: 'int', required: true, rules: [{ kind: 'range', ...KUBER_DEPLOY_LIMITS.replicas }] },
});
export const editKuberDeploymentSchema = defineSchema<EditKuberDeploymentRequest>()({
  replicaNumber: { error: 'ReplicaNumber', label: 'replicas', type: 'int', rules: [{ kind: 'range', ...KUBER_DEPLOY_LIMITS.replicas }] },
});
export const envNameSpec: FieldSpec = {
  error: 'Key',
  label: 'envName',
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 1, max: 253 },
    { kind: 'pattern', pattern: 'envName' },
  ],
};

/** A key/value map of env (`keyValue`, 422 keys `KeyValue[i].Key`): each key an env name, values text, at most 100. */
export function checkEnvMap(key: string, map: unknown, required = false): ListProblems {
  if (map === undefined || map === null) return required ? { [key]: { kind: 'required' } } : {};
  if (typeof map !== 'object' || Array.isArray(map) || Object.values(map).some((v) => typeof v !== 'string'))
    return { [key]: { kind: 'type', type: 'string' } };
  const entries = Object.keys(map).map((k) => ({ key: k }));
  return checkEntries(key, entries, { key: envNameSpec }, [], KUBER_DEPLOY_LIMITS.maxEnv);
}

// ---------------------------------------------------------------- config maps and secrets

export type KuberConfigMapRow = Wire<'KuberConfigListResponse'>;
export type KuberConfigMap = Wire<'GetKuberConfigResponse'>;
export type CreateKuberConfigMapRequest = Wire<'CreateKuberConfigmapModel'>;
/** alias, description, envs (entries changed, by id; new ones under `0`: see entryEdit), removeEnvIds (entries removed by id). */
export type EditKuberConfigMapRequest = Wire<'EditKuberConfigmapModel'>;
/** A secret's list row carries its keys; the values are only in `secret/get` (the list's are null). */
export type KuberSecretRow = Wire<'KuberSecretListResponse'>;
export type KuberSecret = Wire<'GetKuberSecretResponse'>;
export type CreateKuberSecretRequest = Wire<'CreateKuberSecretModel'>;
export type EditKuberSecretRequest = Wire<'EditKuberSecretModel'>;

/** secretTypeId: an opaque secret (key/values), or TLS (`tls.crt`, `tls.key`: what an HTTPS ingress takes). */
export const SECRET_TYPE = { opaque: 1, tls: 2 } as const;

/** Kubernetes' own limit for a config map's or secret's data. */
export const CONFIG_DATA_MAX_BYTES = 1024 * 1024;
export const configKeySpec: FieldSpec = { error: 'Key', label: 'dataKey', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'configKey' }] };
const aliasSpec: FieldSpec = { error: 'Alias', label: 'name', type: 'string', rules: [{ kind: 'length', min: 0, max: 100 }] };
const descriptionSpec: FieldSpec = { error: 'Description', label: 'description', type: 'string', rules: [{ kind: 'length', min: 0, max: 500 }] };
export const createKuberConfigMapSchema = defineSchema<Omit<CreateKuberConfigMapRequest, 'envs'>>()({
  name: k8sSubdomainSpec('Name', 'configMapName'),
  alias: aliasSpec,
  description: descriptionSpec,
});
export const createKuberSecretSchema = defineSchema<Omit<CreateKuberSecretRequest, 'envs'>>()({
  name: k8sSubdomainSpec('Name', 'secretName'),
  secretTypeId: { error: 'SecretTypeId', label: 'secretName', type: 'int', rules: [{ kind: 'oneOf', values: Object.values(SECRET_TYPE) }] },
  alias: aliasSpec,
  description: descriptionSpec,
});
export const editKuberConfigDataSchema = defineSchema<Pick<EditKuberConfigMapRequest, 'alias' | 'description'>>()({
  alias: aliasSpec,
  description: descriptionSpec,
});
/** One entry of a config map or a secret (its id is what an edit names it by). */
export interface DataEntry {
  id: number;
  key: string;
  value: string;
}
/** The `envs` key of the entries an edit adds. */
export const NEW_ENTRIES = '0';
/**
 * The provider's edit of a config map's or secret's entries, as its own panel builds it: entries are
 * matched by key; one whose value changed goes under its id (`envs[id] = { key: value }`), the new
 * keys together under `0`, and the ids of the keys no longer there in `removeEnvIds` (a renamed key
 * is a removal and a new entry).
 */
export function entryEdit(
  current: readonly DataEntry[],
  edited: readonly { key: string; value: string }[],
): { envs: Record<string, Record<string, string>>; removeEnvIds: number[] } {
  const byKey = new Map(current.map((e) => [e.key, e]));
  const envs: Record<string, Record<string, string>> = {};
  for (const { key, value } of edited) {
    const was = byKey.get(key);
    if (!was) (envs[NEW_ENTRIES] ??= {})[key] = value;
    else if (was.value !== value) envs[String(was.id)] = { [key]: value };
  }
  const kept = new Set(edited.map((e) => e.key));
  return { envs, removeEnvIds: current.filter((e) => !kept.has(e.key)).map((e) => e.id) };
}
/** What an edit's `envs` asks, entry by entry (`id` 0: a new one); null when it is not the provider's shape. */
export function entryEditChanges(envs: unknown): { id: number; key: string; value: string }[] | null {
  if (envs === undefined || envs === null) return [];
  if (typeof envs !== 'object' || Array.isArray(envs)) return null;
  const changes: { id: number; key: string; value: string }[] = [];
  for (const [idText, entries] of Object.entries(envs)) {
    const id = Number(idText);
    if (!/^\d+$/.test(idText) || !entries || typeof entries !== 'object' || Array.isArray(entries)) return null;
    const pairs = Object.entries(entries as Record<string, unknown>);
    if (pairs.some(([, v]) => typeof v !== 'string') || (id !== 0 && pairs.length !== 1)) return null;
    for (const [key, value] of pairs) changes.push({ id, key, value: value as string });
  }
  return changes;
}
/** The entries of a config map or secret (`envs`, 422 keys `Envs` and `Envs[i].Key`). */
export const checkEnvs = (envs: unknown, required = true): ListProblems =>
  Object.fromEntries(Object.entries(checkConfigData(envs, configKeySpec, CONFIG_DATA_MAX_BYTES, required)).map(([k, v]) => [k.replace(/^Data/, 'Envs'), v]));

// ---------------------------------------------------------------- ingresses and their rules

export type KuberIngressRow = Wire<'KuberIngressListResponse'>;
export type KuberIngress = Wire<'GetKuberIngressResponse'>;
export type KuberIngressRule = Wire<'RulesModel'>;
export type CreateKuberIngressRequest = Wire<'CreateKuberIngressModel'>;
export type CreateKuberIngressRuleRequest = Wire<'CreateKuberIngressRuleModel'>;
export type EditKuberIngressRuleRequest = Wire<'EditKuberIngressRuleModel'>;
/** protocolTypeId: HTTP, or HTTPS with a TLS secret of the namespace (`secretId`). */
export const INGRESS_PROTOCOL = { http: 1, https: 2 } as const;

export const createKuberIngressSchema = defineSchema<Omit<CreateKuberIngressRequest, 'rules'>>()({
  name: k8sLabelSpec('Name', 'name'),
  domainName: { error: 'DomainName', label: 'ingressHost', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'ingressHost' }] },
  protocolTypeId: {
    error: 'ProtocolTypeId',
    label: 'protocol',
    type: 'int',
    required: true,
    rules: [{ kind: 'oneOf', values: Object.values(INGRESS_PROTOCOL) }],
  },
  secretId: { error: 'SecretId', label: 'secretName', type: 'int' },
});
export const ingressPathSpec: FieldSpec = {
  error: 'Path',
  label: 'ingressPath',
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 1, max: 1024 },
    { kind: 'pattern', pattern: 'ingressPath' },
  ],
};
/** The deployment port a rule sends to, picked from the namespace's services. */
const ingressPortSpec: FieldSpec = { error: 'KuberDeployPortId', label: 'servicePort', type: 'int', required: true, ask: 'pickService' };
export const editKuberIngressRuleSchema = defineSchema<EditKuberIngressRuleRequest>()({ path: ingressPathSpec, kuberDeployPortId: ingressPortSpec });
/** One rule of a new ingress (its 422 keys are prefixed `Rules[i].`). */
export const ingressRuleEntrySchema = defineSchema<KuberIngressRule>()({
  path: ingressPathSpec,
  kuberCloudDeployPortId: { ...ingressPortSpec, error: 'KuberCloudDeployPortId' },
});
/** An ingress's new rules (at least one): a path and a deployment port each, no path twice. */
export function checkIngressRules(rules: unknown): ListProblems {
  if (!Array.isArray(rules) || rules.length === 0) return { Rules: { kind: 'required' } };
  return checkEntries('Rules', rules, ingressRuleEntrySchema, [{ of: (r) => String(r.path).trim(), field: 'path' }], 50);
}

// ---------------------------------------------------------------- firewall

/** A rule letting `sourceIp` reach a deployment's port. */
export type KuberFirewallRule = Wire<'KuberFirewallListResponse'>;
export type CreateKuberFirewallRequest = Wire<'CreateKuberFirewallModel'>;
export const KUBER_FIREWALL_PROTOCOL = { tcp: 1, udp: 2 } as const;
export const createKuberFirewallSchema = defineSchema<CreateKuberFirewallRequest>()({
  firewallProtocolId: {
    error: 'FirewallProtocolId',
    label: 'protocol',
    type: 'int',
    required: true,
    rules: [{ kind: 'oneOf', values: Object.values(KUBER_FIREWALL_PROTOCOL) }],
  },
  deployPortId: { error: 'DeployPortId', label: 'containerPort', type: 'int', required: true },
  sourceIp: { error: 'SourceIp', label: 'cidr', type: 'string', required: true, rules: [{ kind: 'cidr' }] },
  destinationIp: { error: 'DestinationIp', label: 'cidr', type: 'string', rules: [{ kind: 'cidr' }] },
  description: descriptionSpec,
});

// ---------------------------------------------------------------- endpoints

const H = 'kubernetes/cloud/:projectId/host/:kuberHostId';

export const kubernetesCloud = {
  categoryList: wire('GET', 'kubernetes/cloud/category/list'),
  imageList: wire('GET', 'kubernetes/cloud/image/list'),
  hostList: wire('GET', 'kubernetes/cloud/:projectId/host/list'),
  hostGet: wire('GET', 'kubernetes/cloud/:projectId/host/get/:id'),
  hostCreate: wire('POST', 'kubernetes/cloud/:projectId/host/create'),
  hostEdit: wire('PUT', 'kubernetes/cloud/:projectId/host/edit/:id'),
  hostDelete: wire('DELETE', 'kubernetes/cloud/:projectId/host/delete/:id'),
  deployList: wire('GET', `${H}/deploy/list`),
  deployPortList: wire('GET', `${H}/deploy/port-list`),
  deployGet: wire('GET', `${H}/deploy/get/:id`),
  deployCreate: wire('POST', `${H}/deploy/create`),
  deployEdit: wire('PUT', `${H}/deploy/edit/:id`),
  deployDelete: wire('DELETE', `${H}/deploy/delete/:id`),
  deployEnvList: wire('GET', `${H}/deploy/:kuberDeployId/env/list`),
  deployEnvGet: wire('GET', `${H}/deploy/:kuberDeployId/env/get/:id`),
  /** Ours (portal.yaml): the monitoring charts; query PeriodId 1 hour, 2 day, 3 week, 4 month. */
  deployGetAnalytic: wire('GET', `${H}/deploy/get-analytic/:id`),
  configMapList: wire('GET', `${H}/configmap/list`),
  configMapGet: wire('GET', `${H}/configmap/get/:id`),
  configMapCreate: wire('POST', `${H}/configmap/create`),
  configMapEdit: wire('PUT', `${H}/configmap/edit/:id`),
  configMapDelete: wire('DELETE', `${H}/configmap/delete/:id`),
  secretList: wire('GET', `${H}/secret/list`),
  secretGet: wire('GET', `${H}/secret/get/:id`),
  secretCreate: wire('POST', `${H}/secret/create`),
  secretEdit: wire('PUT', `${H}/secret/edit/:id`),
  secretDelete: wire('DELETE', `${H}/secret/delete/:id`),
  ingressList: wire('GET', `${H}/ingress/list`),
  ingressGet: wire('GET', `${H}/ingress/get/:id`),
  ingressCreate: wire('POST', `${H}/ingress/create`),
  ingressDelete: wire('DELETE', `${H}/ingress/delete/:id`),
  ingressRuleCreate: wire('POST', `${H}/ingress/:kuberIngressId/rule/create`),
  ingressRuleEdit: wire('PUT', `${H}/ingress/:kuberIngressId/rule/edit/:id`),
  ingressRuleDelete: wire('DELETE', `${H}/ingress/:kuberIngressId/rule/delete/:id`),
  firewallList: wire('GET', `${H}/firewall/list`),
  firewallCreate: wire('POST', `${H}/firewall/create`),
  firewallDelete: wire('DELETE', `${H}/firewall/delete/:id`),
};
