import { api, type ProductItem } from '@portal/contracts';
import { pollWhileTransitional, useApiMutation, useApiQuery, useCatalogueQuery, type Group } from '@portal/api';

// The spec's cache groups of cloud Kubernetes: the namespace itself (its firewall too: the spec has no group for it), and each kind inside it. A
// change inside a namespace refreshes its own group and the namespace (whose quota usage moves).
const touching = (group: Group): readonly Group[] => [group, 'NameSpace'];
type Ids = { projectId: number; kuberHostId: number };

export const useNamespaces = (projectId: number) => useApiQuery('NameSpace', api.kubernetes.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useNamespace = (projectId: number, id: number) =>
  useApiQuery('NameSpace', api.kubernetes.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
export const useCloudBundles = () => useCatalogueQuery(api.kubernetes.cloudBundleList);
export const useCloudUnitPrices = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: 71 } });

export const useDeployments = (p: Ids) => useApiQuery('Deployment', api.kubernetes.deployList, { params: p }, { refetchInterval: pollWhileTransitional });
export const useConfigMaps = (p: Ids) => useApiQuery('ConfigMap', api.kubernetes.configMapList, { params: p });
export const useSecrets = (p: Ids) => useApiQuery('SecretMap', api.kubernetes.secretList, { params: p });
export const useFirewallRules = (p: Ids) => useApiQuery('NameSpace', api.kubernetes.firewallList, { params: p });
export const useIngresses = (p: Ids) => useApiQuery('Ingress', api.kubernetes.ingressList, { params: p }, { refetchInterval: pollWhileTransitional });

export const useCreateNamespace = () => useApiMutation(api.kubernetes.hostCreate, { invalidates: ['NameSpace'] });
export const useResizeNamespace = () => useApiMutation(api.kubernetes.hostEdit, { invalidates: ['NameSpace'] });
export const useDeleteNamespace = () => useApiMutation(api.kubernetes.hostDelete, { invalidates: ['NameSpace'] });
export const useDeleteDeployment = () => useApiMutation(api.kubernetes.deployDelete, { invalidates: touching('Deployment') });
export const useCreateConfigMap = () => useApiMutation(api.kubernetes.configMapCreate, { invalidates: touching('ConfigMap') });
export const useDeleteConfigMap = () => useApiMutation(api.kubernetes.configMapDelete, { invalidates: touching('ConfigMap') });
export const useCreateSecret = () => useApiMutation(api.kubernetes.secretCreate, { invalidates: touching('SecretMap') });
export const useDeleteSecret = () => useApiMutation(api.kubernetes.secretDelete, { invalidates: touching('SecretMap') });
export const useRevealSecret = () => useApiMutation(api.kubernetes.secretReveal);
export const useCreateIngress = () => useApiMutation(api.kubernetes.ingressCreate, { invalidates: touching('Ingress') });
export const useEditIngress = () => useApiMutation(api.kubernetes.ingressEdit, { invalidates: touching('Ingress') });
export const useDeleteIngress = () => useApiMutation(api.kubernetes.ingressDelete, { invalidates: touching('Ingress') });
export const useCreateFirewallRule = () => useApiMutation(api.kubernetes.firewallCreate, { invalidates: ['NameSpace'] });
export const useDeleteFirewallRule = () => useApiMutation(api.kubernetes.firewallDelete, { invalidates: ['NameSpace'] });

/** Monthly and hourly price of a custom size at the unit prices (as the sandbox prices it). */
export function customPrice(items: ProductItem[] | undefined, size: { cpu: number; memory: number; disk: number }) {
  if (!items?.length) return undefined;
  const sum = (f: 'price' | 'hourlyPrice') => items.reduce((n, i) => n + i[f] * ((size as Record<string, number>)[i.key] ?? 0), 0);
  return { price: sum('price'), hourlyPrice: sum('hourlyPrice') };
}
