import { PATTERNS, KUBER_CLUSTER_LIMITS, type CreateKuberClusterRequest } from '@portal/contracts';
import { clusterMessages } from './messages';

const t = clusterMessages.createCluster;

/** The form state of the cluster create screen, with its defaults (two nodes, predefined sizes). */
export interface ClusterFormState {
  /** The node image (an id of the image list). */
  selectedOs?: number;
  kubernetesVersion?: number;
  /** The predefined bundle (an id of the kuber-cluster bundles). */
  predefinedConfig?: number;
  serverName: string;
  serverPassword: string;
  nodeQuantity: number;
  isPredefined: boolean;
  customConfig: { cpu: number; memory: number; disk: number; ipV4: number };
}

export const initialClusterForm: ClusterFormState = {
  serverName: '',
  serverPassword: '',
  nodeQuantity: KUBER_CLUSTER_LIMITS.defaultNodeCount,
  isPredefined: true,
  customConfig: { cpu: 1, memory: 1, disk: 25, ipV4: 1 },
};

const inRange = (n: unknown, r: { min: number; max: number }): boolean => typeof n === 'number' && Number.isInteger(n) && n >= r.min && n <= r.max;

/**
 * Check 3 ("custom mode with no predefined bundle selected: please select the server
 * specifications"), read as "no server specification chosen": in predefined mode a bundle, in
 * custom mode the custom sizes stand in for it (each within the catalogue's limits). A bundle left
 * over from predefined mode never counts for custom mode, nor is it sent (see clusterBody).
 */
export function hasServerSpecifications(s: ClusterFormState): boolean {
  if (s.isPredefined) return !!s.predefinedConfig;
  const c = s.customConfig;
  return inRange(c.cpu, KUBER_CLUSTER_LIMITS.cpu) && inRange(c.memory, KUBER_CLUSTER_LIMITS.memory) && inRange(c.disk, KUBER_CLUSTER_LIMITS.disk);
}

/** The six checks in order (an image, a version, a size, a name, 5+ characters, a strong password): the first failure's toast, or null. */
export function firstClusterProblem(s: ClusterFormState): string | null {
  if (!s.selectedOs) return t.osVersionRequired;
  if (!s.kubernetesVersion) return t.kubernetesVersionRequired;
  if (!hasServerSpecifications(s)) return t.serverSpecificationsRequired;
  const name = s.serverName.trim();
  if (!name) return t.nameRequired;
  if ([...name].length < KUBER_CLUSTER_LIMITS.nameMin) return t.nameTooShort;
  if (!PATTERNS.password.test(s.serverPassword)) return t.passwordInvalid;
  return null;
}

/** createKuberClusterModel: cpu, memory, disk are null when a predefined bundle is used; in custom mode no bundle is sent. */
export function clusterBody(s: ClusterFormState): CreateKuberClusterRequest {
  return {
    clusterName: s.serverName.trim(),
    vmImageId: s.selectedOs!,
    kubernetesVersionId: s.kubernetesVersion!,
    password: s.serverPassword,
    isPredefined: s.isPredefined,
    productBundleId: s.isPredefined ? (s.predefinedConfig ?? null) : null,
    nodeCount: s.nodeQuantity,
    cpu: s.isPredefined ? null : s.customConfig.cpu,
    memory: s.isPredefined ? null : s.customConfig.memory,
    disk: s.isPredefined ? null : s.customConfig.disk,
  };
}

/** Whether the price is looked up by workerNodeCount: not when a predefined bundle is in use and none is chosen, as nothing can be priced yet. */
export const asksPrice = (s: Pick<ClusterFormState, 'isPredefined' | 'predefinedConfig'>): boolean => !s.isPredefined || !!s.predefinedConfig;

/** The API's field names → the form's, so a 422 marks the right field. */
export const CLUSTER_FIELD_NAMES: Record<string, (string | number)[]> = {
  clusterName: ['serverName'],
  vmImageId: ['selectedOs'],
  kubernetesVersionId: ['kubernetesVersion'],
  password: ['serverPassword'],
  productBundleId: ['predefinedConfig'],
  nodeCount: ['nodeQuantity'],
  cpu: ['customConfig', 'cpu'],
  memory: ['customConfig', 'memory'],
  disk: ['customConfig', 'disk'],
};
