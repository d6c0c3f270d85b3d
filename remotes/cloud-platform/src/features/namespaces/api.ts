import { api, customPrice as priceOfUnits, PRODUCT, PRODUCT_ITEM_IDS, type ProductItem } from '@portal/contracts';
import { pollWhileTransitional, useApiMutation, useApiQuery, useCatalogueQuery, type Group } from '@portal/api';

// The cache groups the provider's panel uses for cloud Kubernetes: the namespace itself (its firewall too: none is named for it), and each kind inside it. A
// change inside a namespace refreshes its own group and the namespace (whose pods in use move).
const touching = (group: Group): readonly Group[] => [group, 'NameSpace'];
type Ids = { projectId: number; kuberHostId: number };
const K = api.kubernetesCloud;

export const useNamespaces = (projectId: number) => useApiQuery('NameSpace', K.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useNamespace = (projectId: number, id: number) =>
  useApiQuery('NameSpace', K.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
export const useCloudBundles = () => useCatalogueQuery(api.kubernetes.cloudBundleList);
export const useCloudUnitPrices = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: PRODUCT.kuberCloud } });
/** The deployment wizard's images (each with its tags, ports and expected env keys). */
export const useCloudImages = () => useCatalogueQuery(K.imageList);

export const useDeployments = (p: Ids) => useApiQuery('Deployment', K.deployList, { params: p });
/** The namespace's deployments with their ports: what ingress rules and firewall rules name. */
export const useDeployPorts = (p: Ids) => useApiQuery('Deployment', K.deployPortList, { params: p });
export const useConfigMaps = (p: Ids) => useApiQuery('ConfigMap', K.configMapList, { params: p });
export const useSecrets = (p: Ids) => useApiQuery('SecretMap', K.secretList, { params: p });
/** One secret with its values (the list has its keys only): asked when the user reveals them. */
export const useSecret = (p: Ids, id: number | null) => useApiQuery('SecretMap', K.secretGet, { params: { ...p, id: id ?? 0 } }, { enabled: id !== null });
export const useFirewallRules = (p: Ids) => useApiQuery('NameSpace', K.firewallList, { params: p });
export const useIngresses = (p: Ids) => useApiQuery('Ingress', K.ingressList, { params: p });

export const useCreateNamespace = () => useApiMutation(K.hostCreate, { invalidates: ['NameSpace'] });
export const useResizeNamespace = () => useApiMutation(K.hostEdit, { invalidates: ['NameSpace'] });
export const useDeleteNamespace = () => useApiMutation(K.hostDelete, { invalidates: ['NameSpace'] });
export const useDeleteDeployment = () => useApiMutation(K.deployDelete, { invalidates: touching('Deployment') });
export const useCreateConfigMap = () => useApiMutation(K.configMapCreate, { invalidates: touching('ConfigMap') });
/** The provider's edit of a config map's entries (by id; see entryEdit). */
export const useEditConfigMap = () => useApiMutation(K.configMapEdit, { invalidates: touching('ConfigMap') });
export const useDeleteConfigMap = () => useApiMutation(K.configMapDelete, { invalidates: touching('ConfigMap') });
export const useCreateSecret = () => useApiMutation(K.secretCreate, { invalidates: touching('SecretMap') });
export const useEditSecret = () => useApiMutation(K.secretEdit, { invalidates: touching('SecretMap') });
export const useDeleteSecret = () => useApiMutation(K.secretDelete, { invalidates: touching('SecretMap') });
export const useCreateIngress = () => useApiMutation(K.ingressCreate, { invalidates: touching('Ingress') });
export const useDeleteIngress = () => useApiMutation(K.ingressDelete, { invalidates: touching('Ingress') });
export const useCreateIngressRule = () => useApiMutation(K.ingressRuleCreate, { invalidates: touching('Ingress') });
export const useEditIngressRule = () => useApiMutation(K.ingressRuleEdit, { invalidates: touching('Ingress') });
export const useDeleteIngressRule = () => useApiMutation(K.ingressRuleDelete, { invalidates: touching('Ingress') });
export const useCreateFirewallRule = () => useApiMutation(K.firewallCreate, { invalidates: ['NameSpace'] });
export const useDeleteFirewallRule = () => useApiMutation(K.firewallDelete, { invalidates: ['NameSpace'] });

/** Monthly and hourly price of a size at the unit prices (as the sandbox prices it). */
export const customPrice = (items: ProductItem[] | undefined, size: { cpu: number; memory: number; disk: number }) =>
  priceOfUnits(items, PRODUCT_ITEM_IDS.kuberCloud, { cpu: size.cpu, memory: size.memory, disk: size.disk });
