import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Networks have their own group; attaching also changes what a server shows (VmHost).
export const useNetworks = (projectId: number) => useApiQuery('Network', api.network.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useNetworkNodes = (projectId: number, networkId: number) =>
  useApiQuery('Network', api.network.nodeList, { params: { projectId, networkId } }, { enabled: !Number.isNaN(networkId) });
export const useServerNetworks = (projectId: number, vmHostId: number) => useApiQuery('Network', api.network.hostNetworkList, { params: { projectId, vmHostId } });
export const useServers = (projectId: number) => useApiQuery('VmHost', api.vm.hostList, { params: { projectId } });
export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);

export const useCreateNetwork = () => useApiMutation(api.network.create, { invalidates: refreshRules.networkChanged });
export const useDeleteNetwork = () => useApiMutation(api.network.delete, { invalidates: refreshRules.networkChanged });
export const useAttachNode = () => useApiMutation(api.network.nodeAttach, { invalidates: refreshRules.networkNodeChanged });
export const useDetachNode = () => useApiMutation(api.network.nodeDetach, { invalidates: refreshRules.networkNodeChanged });
