import { api } from '@portal/contracts';
import { pollWhileTransitional, prefetchApiQuery, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Every VPC query lives in the 'Vpc' cache group; a change anywhere in a VPC refreshes the group,
// and the servers' too when interfaces move (their private addresses show on the server pages).
const invalidates = refreshRules.vpcChanged;
const withServers = [...refreshRules.vpcChanged, ...refreshRules.vmChanged];
type Ids = { projectId: number; vpcHostId: number };

export const useVpcs = (projectId: number) => useApiQuery('Vpc', api.vpc.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
/** The list's query, fetched on the way to the list (its area's `listData`): same key as the hook above. */
export const prefetchVpcs = (projectId: number) => prefetchApiQuery('Vpc', api.vpc.list, { params: { projectId } });
export const useVpc = (projectId: number, id: number) => useApiQuery('Vpc', api.vpc.get, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useVpcBundles = () => useCatalogueQuery(api.vpc.bundleList);
export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);
/** The project's servers, polled while one is being built (a server ordered into a VPC network joins it once built). */
export const useProjectServers = (projectId: number) => useApiQuery('VmHost', api.vm.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });

export const useVpcNetworks = (p: Ids) => useApiQuery('Vpc', api.vpc.networkList, { params: p }, { refetchInterval: pollWhileTransitional });
export const useNetworkAccess = (p: Ids) => useApiQuery('Vpc', api.vpc.networkAccessList, { params: p });
export const useInterfaces = (p: Ids) => useApiQuery('Vpc', api.vpc.interfaceList, { params: p });
export const useDnatRules = (p: Ids) => useApiQuery('Vpc', api.vpc.dnatList, { params: p });
export const usePublicIps = (p: Ids) => useApiQuery('Vpc', api.vpc.ipList, { params: p });
export const useLoadBalancers = (p: Ids) => useApiQuery('Vpc', api.vpc.loadBalancerList, { params: p }, { refetchInterval: pollWhileTransitional });

export const useCreateVpc = () => useApiMutation(api.vpc.create, { invalidates });
export const useDeleteVpc = () => useApiMutation(api.vpc.delete, { invalidates });
export const useCreateNetwork = () => useApiMutation(api.vpc.networkCreate, { invalidates });
export const useDeleteNetwork = () => useApiMutation(api.vpc.networkDelete, { invalidates });
export const useCreateAccess = () => useApiMutation(api.vpc.networkAccessCreate, { invalidates });
export const useDeleteAccess = () => useApiMutation(api.vpc.networkAccessDelete, { invalidates });
export const useAttach = () => useApiMutation(api.vpc.interfaceAttach, { invalidates: withServers });
export const useDetach = () => useApiMutation(api.vpc.interfaceDetach, { invalidates: withServers });
export const useEditSnat = () => useApiMutation(api.vpc.natEditSnat, { invalidates });
export const useCreateDnat = () => useApiMutation(api.vpc.dnatCreate, { invalidates });
export const useDeleteDnat = () => useApiMutation(api.vpc.dnatDelete, { invalidates });
export const useAllocateIp = () => useApiMutation(api.vpc.ipCreate, { invalidates });
export const useAssignIp = () => useApiMutation(api.vpc.ipAssign, { invalidates });
export const useUnassignIp = () => useApiMutation(api.vpc.ipUnassign, { invalidates });
export const useReleaseIp = () => useApiMutation(api.vpc.ipDelete, { invalidates });
export const useCreateLoadBalancer = () => useApiMutation(api.vpc.loadBalancerCreate, { invalidates });
export const useDeleteLoadBalancer = () => useApiMutation(api.vpc.loadBalancerDelete, { invalidates });
