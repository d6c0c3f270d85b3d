import { api, type KubernetesPriceQuery } from '@portal/contracts';
import { pollWhileTransitional, prefetchApiQuery, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Clusters and their nodes live in the spec's 'KubernetesCluster' cache group.
const invalidates = refreshRules.kubernetesClusterChanged;

export const useClusters = (projectId: number) => useApiQuery('KubernetesCluster', api.kubernetes.clusterList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
/** The list's query, fetched on the way to the list (its area's `listData`): same key as the hook above. */
export const prefetchClusters = (projectId: number) => prefetchApiQuery('KubernetesCluster', api.kubernetes.clusterList, { params: { projectId } });
export const useCluster = (projectId: number, id: number) =>
  useApiQuery('KubernetesCluster', api.kubernetes.clusterGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
export const useNodes = (projectId: number, kuberClusterHostId: number) =>
  useApiQuery('KubernetesCluster', api.kubernetes.nodeList, { params: { projectId, kuberClusterHostId } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(kuberClusterHostId) });

export const useVersions = (projectId: number) => useCatalogueQuery(api.kubernetes.clusterVersionList, { params: { projectId } });
export const useImages = (projectId: number) => useCatalogueQuery(api.kubernetes.clusterImageList, { params: { projectId } });
export const useClusterBundles = () => useCatalogueQuery(api.kubernetes.clusterBundleList);
/** The price of `count` worker nodes; not asked while nothing priceable is chosen. */
export const useKubernetesPrice = (count: number, query: KubernetesPriceQuery | null) =>
  useCatalogueQuery(api.kubernetes.price, { params: { workerNodeCount: count }, query: query ?? {} }, { enabled: query !== null && count >= 1 && count <= 20 });

export const useCreateCluster = () => useApiMutation(api.kubernetes.clusterCreate, { invalidates });
export const useDeleteCluster = () => useApiMutation(api.kubernetes.clusterDelete, { invalidates });
export const useCreateNode = () => useApiMutation(api.kubernetes.nodeCreate, { invalidates });
export const useDeleteNode = () => useApiMutation(api.kubernetes.nodeDelete, { invalidates });
export const useUpgradeCluster = () => useApiMutation(api.kubernetes.clusterUpgrade, { invalidates });
export const useRegenerateKubeconfig = () => useApiMutation(api.kubernetes.clusterKubeconfigRegenerate, { invalidates });
