import { wire, type Wire } from './wire';
import { defineSchema, passwordSpec } from './rules';
import { k8sLabelSpec } from './kubernetes';

// Kubernetes clusters on the provider's wire (`kubernetes/cluster/…`): hosts, their nodes under
// them, the version list. The kubeconfig, the version a cluster runs and its upgrade are ours
// (portal.yaml additions): the provider's snapshot has none of them.

/** A row of `version/list`: `name` is the version ("1.31.1"). */
export type KuberClusterVersion = Wire<'KuberClusterVersionListResponse'>;
/** A row of `host/list`: name, data centre, status, creation date. */
export type KuberClusterRow = Wire<'KuberClusterListResponse'>;
/**
 * `host/get/{id}`: master and worker node counts, data centre, status, dates. No version, image,
 * sizes, endpoint or price: the page reads the version from `host/version/{id}` (ours) and the
 * endpoint is in the kubeconfig.
 */
export type KuberCluster = Wire<'GetKuberClusterResponse'>;
/** A node row: its type by name and id (NODE_TYPE: master or worker), the server of the project it runs on (`vmHostId`), status. */
export type KuberClusterNode = Wire<'KubernetesNodeListResponse'>;
export type CreateKuberClusterRequest = Wire<'CreateKuberClusterModel'>;
export type CreateKuberNodeRequest = Wire<'CreateKubernetesNodeModel'>;
export type UpgradeKuberClusterRequest = Wire<'UpgradeKuberClusterModel'>;
/** The kubeconfig YAML (clusters, users, contexts) with the cluster's per-cluster credential. */
export type Kubeconfig = Wire<'KuberClusterKubeconfigResponse'>;

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

const sizeSpecs = {
  cpu: { error: 'Cpu', label: 'cpu', type: 'int', rules: [{ kind: 'range', ...L.cpu }] },
  memory: { error: 'Memory', label: 'memory', type: 'int', rules: [{ kind: 'range', ...L.memory }] },
  disk: { error: 'Disk', label: 'disk', type: 'int', rules: [{ kind: 'range', ...L.disk }] },
} as const;

export const createKuberClusterSchema = defineSchema<CreateKuberClusterRequest>()({
  clusterName: k8sLabelSpec('ClusterName', 'name', L.nameMin),
  vmImageId: { error: 'VmImageId', label: 'image', type: 'int', required: true },
  kubernetesVersionId: { error: 'KubernetesVersionId', label: 'kubernetesVersion', type: 'int', required: true },
  password: passwordSpec,
  isPredefined: { error: 'IsPredefined', label: 'sizing', type: 'bool', required: true },
  // Required in predefined mode only (a cross-field rule of the sandbox), as the sizes in custom mode.
  productBundleId: { error: 'ProductBundleId', label: 'productBundle', type: 'int' },
  nodeCount: { error: 'NodeCount', label: 'nodeCount', type: 'int', required: true, rules: [{ kind: 'range', min: L.nodeMin, max: L.nodeMax }] },
  ...sizeSpecs,
});
/** A node of a bundle or of a custom size, as a cluster's; the type is the provider's id. */
export const createKuberNodeSchema = defineSchema<CreateKuberNodeRequest>()({
  kubernetesNodeTypeId: { error: 'KubernetesNodeTypeId', label: 'nodeType', type: 'int', required: true },
  isPredefined: { error: 'IsPredefined', label: 'sizing', type: 'bool', required: true },
  productBundleId: { error: 'ProductBundleId', label: 'productBundle', type: 'int' },
  vmPassword: { ...passwordSpec, error: 'VmPassword' },
  ...sizeSpecs,
});
/** Upgrade a running cluster to a newer version, one minor version at a time: running → upgrading → running. */
export const upgradeKuberClusterSchema = defineSchema<UpgradeKuberClusterRequest>()({
  kubernetesVersionId: { error: 'KubernetesVersionId', label: 'kubernetesVersion', type: 'int', required: true },
});

const CL = 'kubernetes/cluster/:projectId/host';

export const kubernetesCluster = {
  versionList: wire('GET', 'kubernetes/cluster/version/list'),
  hostList: wire('GET', `${CL}/list`),
  hostGet: wire('GET', `${CL}/get/:id`),
  hostCreate: wire('POST', `${CL}/create`),
  hostDelete: wire('DELETE', `${CL}/delete/:id`),
  nodeList: wire('GET', `${CL}/:kuberClusterHostId/node/list`),
  nodeCreate: wire('POST', `${CL}/:kuberClusterHostId/node/create`),
  nodeDelete: wire('DELETE', `${CL}/:kuberClusterHostId/node/delete/:id`),
  // ours (portal.yaml additions)
  kubeconfig: wire('GET', `${CL}/kubeconfig/:id`),
  kubeconfigRegenerate: wire('POST', `${CL}/kubeconfig-regenerate/:id`),
  version: wire('GET', `${CL}/version/:id`),
  upgrade: wire('POST', `${CL}/upgrade/:id`),
};
