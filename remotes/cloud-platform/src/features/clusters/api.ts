import { api, PRODUCT } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/ui';

// Clusters and their nodes live in the 'KubernetesCluster' cache group.
const invalidates = refreshRules.kubernetesClusterChanged;
const K = api.kubernetesCluster;

/** The list page's first query, fetched ahead from its URL (`firstQuery` of @portal/areas). */
export const useClusters = (projectId: number) => useDeclaredQuery(firstQuery.clusters, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useCluster = (projectId: number, id: number) =>
  useApiQuery('KubernetesCluster', K.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
export const useNodes = (projectId: number, kuberClusterHostId: number) =>
  useApiQuery(
    'KubernetesCluster',
    K.nodeList,
    { params: { projectId, kuberClusterHostId } },
    { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(kuberClusterHostId) },
  );
/** The version the cluster runs (ours: the provider's get names none); refetched with the cluster. */
export const useClusterVersion = (projectId: number, id: number) =>
  useApiQuery('KubernetesCluster', K.version, { params: { projectId, id } }, { enabled: !Number.isNaN(id) });

export const useVersions = () => useCatalogueQuery(K.versionList);
/** The nodes' operating systems: the provider's images of the kuber-cluster product. */
export const useImages = (projectId: number) => useCatalogueQuery(api.vm.imageList, { params: { projectId }, query: { ProductId: PRODUCT.kuberCluster } });
export const useClusterBundles = () => useCatalogueQuery(api.kubernetes.clusterBundleList);
/** Worker unit prices and the control plane's price for `count` workers; not asked while `enabled` is false. */
export const useKubernetesPrice = (count: number, enabled: boolean) =>
  useCatalogueQuery(api.kubernetes.price, { params: { workerNodeCount: count } }, { enabled: enabled && count >= 1 && count <= 20 });

export const useCreateCluster = () => useApiMutation(K.hostCreate, { invalidates });
export const useDeleteCluster = () => useApiMutation(K.hostDelete, { invalidates });
export const useCreateNode = () => useApiMutation(K.nodeCreate, { invalidates });
export const useDeleteNode = () => useApiMutation(K.nodeDelete, { invalidates });
export const useUpgradeCluster = () => useApiMutation(K.upgrade, { invalidates });
export const useRegenerateKubeconfig = () => useApiMutation(K.kubeconfigRegenerate, { invalidates });
