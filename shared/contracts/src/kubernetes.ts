import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import type { ProductBundle } from './portal';
import type { CreateFirewallRuleRequest, FirewallRule, VmPeriodId } from './vm';
import { checkEntries, checkNameList, defineSchema, passwordSpec, type FieldSpec, type ListProblems } from './rules';

// Kubernetes (the cloud-platform area): clusters with their nodes and kubeconfig, and cloud
// Kubernetes (namespace services) with deployments, config maps, secrets and ingresses.
// Paths follow spec section 7 (`kubernetes/cluster/{projectId}/...`, `kubernetes/cloud/{projectId}/...`).

// ---------------------------------------------------------------- clusters

/** provisioning → running; scaling while nodes are added or removed; deleting until removed. */
export type KuberClusterStatus = 'provisioning' | 'running' | 'scaling' | 'upgrading' | 'deleting' | 'failed';

export interface KubernetesVersion {
  id: number;
  /** "1.30.4" */
  version: string;
  isDefault: boolean;
}
/** An operating system image the cluster's nodes run. */
export interface KuberImage {
  id: number;
  name: string;
}

export interface KuberClusterHost {
  id: number;
  projectId: number;
  name: string;
  status: KuberClusterStatus;
  kubernetesVersionId: number;
  kubernetesVersion: string;
  vmImageId: number;
  imageName: string;
  /** Worker nodes. */
  nodeCount: number;
  datacenterId: number;
  datacenterName: string;
  isPredefined: boolean;
  productBundleId: number | null;
  bundleName: string | null;
  /** Per worker node. */
  cpu: number;
  memory: number;
  disk: number;
  /** API server address, known once running. */
  endpoint: string | null;
  /** Monthly price of all worker nodes, Rial. */
  monthlyPrice: number;
  hourlyPrice: number;
  createdAt: IsoDate;
}

export interface CreateKuberClusterRequest {
  clusterName: string;
  vmImageId: number;
  kubernetesVersionId: number;
  password: string;
  isPredefined: boolean;
  productBundleId: number | null;
  nodeCount: number;
  /** null when a predefined bundle is used. */
  cpu: number | null;
  memory: number | null;
  disk: number | null;
}

export type KuberNodeStatus = 'provisioning' | 'running' | 'deleting' | 'failed';
export interface KuberClusterNode {
  id: number;
  clusterId: number;
  name: string;
  status: KuberNodeStatus;
  role: 'control-plane' | 'worker';
  privateIp: string;
  publicIp: string | null;
  cpu: number;
  memory: number;
  disk: number;
  createdAt: IsoDate;
}
/** The create-node wizard: nodeType (predefined bundle or custom), productBundle, vmPassword. */
export interface CreateKuberNodeRequest {
  productBundleId: number;
  password: string;
}

export interface Kubeconfig {
  fileName: string;
  /** The kubeconfig YAML (clusters, users, contexts), with the cluster's per-cluster credential. */
  content: string;
}

/** Price of `workerNodeCount` worker nodes of a bundle or of a custom size (query), Rial. */
export interface KubernetesPrice {
  workerNodeCount: number;
  perNodeMonthly: number;
  perNodeHourly: number;
  totalMonthly: number;
  totalHourly: number;
}
export interface KubernetesPriceQuery {
  productBundleId?: number;
  cpu?: number;
  memory?: number;
  disk?: number;
}

export const KUBER_CLUSTER_LIMITS = {
  nameMin: 5,
  nameMax: 63,
  nodeMin: 1,
  nodeMax: 20,
  defaultNodeCount: 2,
  cpu: { min: 1, max: 32 },
  memory: { min: 1, max: 128 },
  disk: { min: 25, max: 2000 },
} as const;

const L = KUBER_CLUSTER_LIMITS;
export const k8sLabelSpec = (error: string, label: FieldSpec['label'], min = 1): FieldSpec => ({
  error,
  label,
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min, max: 63 },
    { kind: 'pattern', pattern: 'k8sLabel' },
  ],
});
export const k8sSubdomainSpec = (error: string, label: FieldSpec['label']): FieldSpec => ({
  error,
  label,
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 1, max: 253 },
    { kind: 'pattern', pattern: 'k8sSubdomain' },
  ],
});

export const createKuberClusterSchema = defineSchema<CreateKuberClusterRequest>()({
  clusterName: k8sLabelSpec('ClusterName', 'name', L.nameMin),
  vmImageId: { error: 'VmImageId', label: 'image', type: 'int', required: true },
  kubernetesVersionId: { error: 'KubernetesVersionId', label: 'kubernetesVersion', type: 'int', required: true },
  password: passwordSpec,
  isPredefined: { error: 'IsPredefined', label: 'sizing', type: 'bool', required: true },
  // Required in predefined mode only (a cross-field rule of the sandbox).
  productBundleId: { error: 'ProductBundleId', label: 'productBundle', type: 'int' },
  nodeCount: { error: 'NodeCount', label: 'nodeCount', type: 'int', required: true, rules: [{ kind: 'range', min: L.nodeMin, max: L.nodeMax }] },
  cpu: { error: 'Cpu', label: 'cpu', type: 'int', rules: [{ kind: 'range', ...L.cpu }] },
  memory: { error: 'Memory', label: 'memory', type: 'int', rules: [{ kind: 'range', ...L.memory }] },
  disk: { error: 'Disk', label: 'disk', type: 'int', rules: [{ kind: 'range', ...L.disk }] },
});
export const createKuberNodeSchema = defineSchema<CreateKuberNodeRequest>()({
  productBundleId: { error: 'ProductBundleId', label: 'productBundle', type: 'int', required: true },
  password: passwordSpec,
});

// ---------------------------------------------------------------- cloud Kubernetes (namespace services)

/** creating → active; resizing on a settings change; deleting until removed. */
export type KuberHostStatus = 'creating' | 'active' | 'resizing' | 'deleting' | 'failed';

export interface KuberHost {
  id: number;
  projectId: number;
  name: string;
  status: KuberHostStatus;
  isPredefined: boolean;
  productBundleId: number | null;
  bundleName: string | null;
  /** The namespace quota: cores, GB memory, GB disk, pods. */
  cpu: number;
  memory: number;
  disk: number;
  pods: number;
  /** What its deployments take of the quota (requests × replicas). */
  used: { cpu: number; memory: number; pods: number };
  deploymentCount: number;
  monthlyPrice: number;
  hourlyPrice: number;
  createdAt: IsoDate;
}
export interface CreateKuberHostRequest {
  name: string;
  /** 0 when none chosen (custom mode). */
  productBundleId: number;
  isPredefined: boolean;
  cpu: number;
  memory: number;
  disk: number;
  /** The chosen pod count divided by 10. */
  tenPods: number;
}
export interface EditKuberHostRequest {
  cpu: number;
  memory: number;
  disk: number;
  tenPods: number;
}

export const KUBER_CLOUD_LIMITS = {
  nameMin: 3,
  /** The form's custom defaults (spec section 9). */
  customDefaults: { cpu: 4, memory: 4, disk: 75, pods: 10 },
  /** The context's own initial value (spec section 3). */
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

// ---------------------------------------------------------------- deployments

/** progressing → available (ready replicas rise over time). */
export type KuberDeployStatus = 'progressing' | 'available' | 'deleting' | 'failed';

export interface KuberEnvVar {
  name: string;
  value: string;
}
export interface KuberPort {
  name: string;
  containerPort: number;
  protocol: 'TCP' | 'UDP';
}
export interface KuberDeployment {
  id: number;
  kuberHostId: number;
  name: string;
  status: KuberDeployStatus;
  image: string;
  replicas: number;
  readyReplicas: number;
  /** Millicores and MiB requested per replica. */
  cpuMillicores: number;
  memoryMi: number;
  env: KuberEnvVar[];
  ports: KuberPort[];
  /** Config maps and secrets whose keys become environment variables (envFrom). */
  configMapRefs: string[];
  secretRefs: string[];
  createdAt: IsoDate;
}
export interface CreateKuberDeploymentRequest {
  name: string;
  image: string;
  replicas: number;
  cpuMillicores: number;
  memoryMi: number;
  env: KuberEnvVar[];
  ports: KuberPort[];
  configMapRefs: string[];
  secretRefs: string[];
}
export type EditKuberDeploymentRequest = Omit<CreateKuberDeploymentRequest, 'name'>;

export const KUBER_DEPLOY_LIMITS = { replicas: { min: 0, max: 50 }, cpuMillicores: { min: 50, max: 64000 }, memoryMi: { min: 32, max: 262144 }, maxEnv: 100, maxPorts: 20 } as const;
const D = KUBER_DEPLOY_LIMITS;

/** The scalar fields; env, ports and references are checked entry by entry (`checkDeploymentLists`). */
export const editKuberDeploymentSchema = defineSchema<EditKuberDeploymentRequest>()({
  image: {
    error: 'Image',
    label: 'containerImage',
    type: 'string',
    required: true,
    rules: [
      { kind: 'length', min: 1, max: 512 },
      { kind: 'pattern', pattern: 'imageRef' },
    ],
  },
  replicas: { error: 'Replicas', label: 'replicas', type: 'int', required: true, rules: [{ kind: 'range', ...D.replicas }] },
  cpuMillicores: { error: 'CpuMillicores', label: 'cpu', type: 'int', required: true, rules: [{ kind: 'range', ...D.cpuMillicores }] },
  memoryMi: { error: 'MemoryMi', label: 'memory', type: 'int', required: true, rules: [{ kind: 'range', ...D.memoryMi }] },
});
export const createKuberDeploymentSchema = defineSchema<CreateKuberDeploymentRequest>()({
  name: k8sLabelSpec('Name', 'name'),
  ...editKuberDeploymentSchema,
});
export const envNameSpec: FieldSpec = { error: 'Name', label: 'envName', type: 'string', required: true, rules: [{ kind: 'length', min: 1, max: 253 }, { kind: 'pattern', pattern: 'envName' }] };
export const portNameSpec: FieldSpec = { error: 'Name', label: 'portName', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'portName' }] };
export const containerPortSpec: FieldSpec = { error: 'ContainerPort', label: 'containerPort', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 65535 }] };
export const protocolSpec: FieldSpec = { error: 'Protocol', label: 'protocol', type: 'string', required: true, rules: [{ kind: 'oneOf', values: ['TCP', 'UDP'] }] };

// ---------------------------------------------------------------- config maps and secrets

export interface KuberConfigMap {
  id: number;
  kuberHostId: number;
  name: string;
  data: Record<string, string>;
  createdAt: IsoDate;
}
export interface CreateKuberConfigMapRequest {
  name: string;
  data: Record<string, string>;
}
export type EditKuberConfigMapRequest = Pick<CreateKuberConfigMapRequest, 'data'>;
/** Lists and gets show a secret's keys only; its values come from an explicit reveal. */
export interface KuberSecret {
  id: number;
  kuberHostId: number;
  name: string;
  keys: string[];
  createdAt: IsoDate;
}
export interface KuberSecretValues {
  id: number;
  name: string;
  data: Record<string, string>;
}
export type CreateKuberSecretRequest = CreateKuberConfigMapRequest;

/** Kubernetes' own limit for a config map's or secret's data. */
export const CONFIG_DATA_MAX_BYTES = 1024 * 1024;
export const createKuberConfigMapSchema = defineSchema<Pick<CreateKuberConfigMapRequest, 'name'>>()({ name: k8sSubdomainSpec('Name', 'configMapName') });
export const createKuberSecretSchema = defineSchema<Pick<CreateKuberSecretRequest, 'name'>>()({ name: k8sSubdomainSpec('Name', 'secretName') });
export const configKeySpec: FieldSpec = { error: 'Key', label: 'dataKey', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'configKey' }] };

// ---------------------------------------------------------------- ingress

export const PATH_TYPES = ['Prefix', 'Exact', 'ImplementationSpecific'] as const;
export type PathType = (typeof PATH_TYPES)[number];
export interface KuberIngressRule {
  host: string;
  path: string;
  pathType: PathType;
  /** A deployment of the namespace (its service carries the deployment's name). */
  serviceName: string;
  servicePort: number;
}
export interface KuberIngress {
  id: number;
  kuberHostId: number;
  name: string;
  status: 'creating' | 'active' | 'deleting' | 'failed';
  rules: KuberIngressRule[];
  /** Public address once active. */
  address: string | null;
  createdAt: IsoDate;
}
export interface CreateKuberIngressRequest {
  name: string;
  rules: KuberIngressRule[];
}
/** Edit an ingress: its rules, replaced as a whole (the name stays). */
export type EditKuberIngressRequest = Pick<CreateKuberIngressRequest, 'rules'>;
export const createKuberIngressSchema = defineSchema<Pick<CreateKuberIngressRequest, 'name'>>()({ name: k8sLabelSpec('Name', 'name') });
export const ingressRuleSchema = defineSchema<KuberIngressRule>()({
  host: { error: 'Host', label: 'ingressHost', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'ingressHost' }] },
  path: { error: 'Path', label: 'ingressPath', type: 'string', required: true, rules: [{ kind: 'length', min: 1, max: 1024 }, { kind: 'pattern', pattern: 'ingressPath' }] },
  pathType: { error: 'PathType', label: 'pathType', type: 'string', required: true, rules: [{ kind: 'oneOf', values: PATH_TYPES }] },
  serviceName: k8sLabelSpec('ServiceName', 'serviceName'),
  servicePort: { error: 'ServicePort', label: 'servicePort', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 65535 }] },
});

// ---------------------------------------------------------------- cluster upgrade

/** Upgrade a running cluster to a newer Kubernetes version (one minor version at a time): running → upgrading → running. */
export interface UpgradeKuberClusterRequest {
  kubernetesVersionId: number;
}
export const upgradeKuberClusterSchema = defineSchema<UpgradeKuberClusterRequest>()({
  kubernetesVersionId: { error: 'KubernetesVersionId', label: 'kubernetesVersion', type: 'int', required: true },
});

// ---------------------------------------------------------------- deployment monitoring

/** One instant of a deployment's use, summed over its replicas. */
export interface KuberDeployAnalyticPoint {
  at: IsoDate;
  /** millicores in use */
  cpu: number;
  /** MiB in use */
  memory: number;
  /** Mbit/s */
  networkIn: number;
  networkOut: number;
}
/** The periods of a server's analytics: 1 = last hour, 2 = last day, 3 = last week, 4 = last month. */
export interface KuberDeployAnalytics {
  periodId: VmPeriodId;
  points: KuberDeployAnalyticPoint[];
}

// ---------------------------------------------------------------- firewall

/** A rule of a namespace service's firewall: a server's firewall rule (same request and rules), owned by the namespace. */
export type KuberFirewallRule = Omit<FirewallRule, 'vmHostId'> & { kuberHostId: number };

// ---------------------------------------------------------------- endpoints

const CL = 'kubernetes/cluster/:projectId';
const CD = 'kubernetes/cloud/:projectId';

export const kubernetes = {
  // clusters
  clusterVersionList: endpoint<undefined, KubernetesVersion[]>()('GET', `${CL}/version/list`),
  clusterImageList: endpoint<undefined, KuberImage[]>()('GET', `${CL}/image/list`),
  clusterList: endpoint<undefined, KuberClusterHost[]>()('GET', `${CL}/host/list`),
  clusterGet: endpoint<undefined, KuberClusterHost>()('GET', `${CL}/host/get/:id`),
  clusterCreate: endpoint<CreateKuberClusterRequest, KuberClusterHost>()('POST', `${CL}/host/create`),
  clusterDelete: endpoint()('DELETE', `${CL}/host/delete/:id`),
  clusterKubeconfig: endpoint<undefined, Kubeconfig>()('GET', `${CL}/host/kubeconfig/:id`),
  clusterKubeconfigRegenerate: endpoint<undefined, Kubeconfig>()('POST', `${CL}/host/kubeconfig-regenerate/:id`),
  clusterUpgrade: endpoint<UpgradeKuberClusterRequest, KuberClusterHost>()('POST', `${CL}/host/upgrade/:id`),
  nodeList: endpoint<undefined, KuberClusterNode[]>()('GET', `${CL}/node/list/:kuberClusterHostId`),
  nodeCreate: endpoint<CreateKuberNodeRequest, KuberClusterNode>()('POST', `${CL}/node/create/:kuberClusterHostId`),
  nodeDelete: endpoint()('DELETE', `${CL}/node/delete/:id`),
  clusterBundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/kuber-cluster/list'),
  price: endpoint<undefined, KubernetesPrice, KubernetesPriceQuery>()('GET', 'portal/kubernetes-price/:workerNodeCount'),
  // cloud Kubernetes
  cloudBundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/kuber-cloud/list'),
  hostList: endpoint<undefined, KuberHost[]>()('GET', `${CD}/host/list`),
  hostGet: endpoint<undefined, KuberHost>()('GET', `${CD}/host/get/:id`),
  hostCreate: endpoint<CreateKuberHostRequest, KuberHost>()('POST', `${CD}/host/create`),
  hostEdit: endpoint<EditKuberHostRequest, KuberHost>()('PUT', `${CD}/host/edit/:id`),
  hostDelete: endpoint()('DELETE', `${CD}/host/delete/:id`),
  deployList: endpoint<undefined, KuberDeployment[]>()('GET', `${CD}/:kuberHostId/deploy/list`),
  deployGet: endpoint<undefined, KuberDeployment>()('GET', `${CD}/:kuberHostId/deploy/get/:id`),
  deployCreate: endpoint<CreateKuberDeploymentRequest, KuberDeployment>()('POST', `${CD}/:kuberHostId/deploy/create`),
  deployEdit: endpoint<EditKuberDeploymentRequest, KuberDeployment>()('PUT', `${CD}/:kuberHostId/deploy/edit/:id`),
  deployDelete: endpoint()('DELETE', `${CD}/:kuberHostId/deploy/delete/:id`),
  deployGetAnalytic: endpoint<undefined, KuberDeployAnalytics, { PeriodId: VmPeriodId }>()('GET', `${CD}/:kuberHostId/deploy/get-analytic/:id`),
  configMapList: endpoint<undefined, KuberConfigMap[]>()('GET', `${CD}/:kuberHostId/configmap/list`),
  configMapCreate: endpoint<CreateKuberConfigMapRequest, KuberConfigMap>()('POST', `${CD}/:kuberHostId/configmap/create`),
  configMapDelete: endpoint()('DELETE', `${CD}/:kuberHostId/configmap/delete/:id`),
  secretList: endpoint<undefined, KuberSecret[]>()('GET', `${CD}/:kuberHostId/secret/list`),
  secretCreate: endpoint<CreateKuberSecretRequest, KuberSecret>()('POST', `${CD}/:kuberHostId/secret/create`),
  secretReveal: endpoint<undefined, KuberSecretValues>()('POST', `${CD}/:kuberHostId/secret/reveal/:id`),
  secretDelete: endpoint()('DELETE', `${CD}/:kuberHostId/secret/delete/:id`),
  ingressList: endpoint<undefined, KuberIngress[]>()('GET', `${CD}/:kuberHostId/ingress/list`),
  ingressCreate: endpoint<CreateKuberIngressRequest, KuberIngress>()('POST', `${CD}/:kuberHostId/ingress/create`),
  ingressEdit: endpoint<EditKuberIngressRequest, KuberIngress>()('PUT', `${CD}/:kuberHostId/ingress/edit/:id`),
  ingressDelete: endpoint()('DELETE', `${CD}/:kuberHostId/ingress/delete/:id`),
  firewallList: endpoint<undefined, KuberFirewallRule[]>()('GET', `${CD}/:kuberHostId/firewall/list`),
  firewallCreate: endpoint<CreateFirewallRuleRequest, KuberFirewallRule>()('POST', `${CD}/:kuberHostId/firewall/create`),
  firewallDelete: endpoint()('DELETE', `${CD}/:kuberHostId/firewall/delete/:id`),
};

// ---------------------------------------------------------------- list checks (forms, manifest paste, sandbox)

/** A deployment's env, ports and references: each entry's rules, env names and port names unique, a port number once per protocol. */
export function checkDeploymentLists(body: { env?: unknown; ports?: unknown; configMapRefs?: unknown; secretRefs?: unknown }): ListProblems {
  return {
    ...checkEntries('Env', body.env, { name: envNameSpec }, [{ of: (e) => String(e.name).trim(), field: 'name' }], D.maxEnv),
    ...checkEntries(
      'Ports',
      body.ports,
      { name: portNameSpec, containerPort: containerPortSpec, protocol: protocolSpec },
      [
        { of: (e) => String(e.name).trim(), field: 'name' },
        { of: (e) => `${e.containerPort}/${e.protocol}`, field: 'containerPort' },
      ],
      D.maxPorts,
    ),
    ...checkNameList('ConfigMapRefs', body.configMapRefs, k8sSubdomainSpec('ConfigMapRefs', 'configMapName')),
    ...checkNameList('SecretRefs', body.secretRefs, k8sSubdomainSpec('SecretRefs', 'secretName')),
  };
}

/** An ingress's rules: at least one, each valid, no host and path twice. */
export function checkIngressRules(rules: unknown): ListProblems {
  if (!Array.isArray(rules) || rules.length === 0) return { Rules: { kind: 'required' } };
  return checkEntries('Rules', rules, ingressRuleSchema as Record<string, FieldSpec>, [{ of: (r) => `${String(r.host).trim()}${String(r.path).trim()}`, field: 'path' }], 50);
}
