import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery } from '@portal/api';

// Networks have their own group; attaching also changes what a server shows (VmHost). Writes
// answer nothing: the lists are asked again (the groups' invalidation).
export const useNetworks = (projectId: number) =>
  useApiQuery('Network', api.network.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
/** The nodes of one network (VmNetworkId) or of one server (VmHostId): ids in the query, as the provider takes them. */
export const useNetworkNodes = (projectId: number, query: { VmNetworkId: number } | { VmHostId: number }) =>
  useApiQuery('Network', api.network.nodeList, { params: { projectId }, query }, { enabled: !Object.values(query).some((id) => Number.isNaN(id)) });
export const useServers = (projectId: number) => useApiQuery('VmHost', api.vm.hostList, { params: { projectId } });

export const useCreateNetwork = () => useApiMutation(api.network.create, { invalidates: refreshRules.networkChanged });
export const useDeleteNetwork = () => useApiMutation(api.network.delete, { invalidates: refreshRules.networkChanged });
export const useAttachNode = () => useApiMutation(api.network.nodeAttach, { invalidates: refreshRules.networkNodeChanged });
export const useDetachNode = () => useApiMutation(api.network.nodeDetach, { invalidates: refreshRules.networkNodeChanged });
