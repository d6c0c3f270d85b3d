import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { pollWhileSettling } from '../volumes/settling';

// Networks have their own group; attaching also changes what a server shows (VmHost).
export const useNetworks = (projectId: number) => useApiQuery('Network', api.network.list, { params: { projectId } }, { refetchInterval: pollWhileSettling });
export const useNetworkNodes = (projectId: number, networkId: number) =>
  useApiQuery('Network', api.network.nodeList, { params: { projectId, networkId } }, { enabled: !Number.isNaN(networkId) });
export const useServerNetworks = (projectId: number, vmHostId: number) => useApiQuery('Network', api.network.hostNetworkList, { params: { projectId, vmHostId } });
export const useServers = (projectId: number) => useApiQuery('VmHost', api.vm.hostList, { params: { projectId } });
export const useDatacenters = () => useApiQuery('Network', api.infra.datacenterList, {}, { staleTime: 5 * 60_000 });

export const useCreateNetwork = () => useApiMutation(api.network.create, { invalidates: ['Network'] });
export const useDeleteNetwork = () => useApiMutation(api.network.delete, { invalidates: ['Network'] });
export const useAttachNode = () => useApiMutation(api.network.nodeAttach, { invalidates: ['Network', 'VmHost'] });
export const useDetachNode = () => useApiMutation(api.network.nodeDetach, { invalidates: ['Network', 'VmHost'] });
