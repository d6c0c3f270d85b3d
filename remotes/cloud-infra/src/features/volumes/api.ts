import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { pollWhileSettling } from './settling';

// Disks change what a server shows, so everything here lives in (and refreshes) the VmHost group.
const GROUP = 'VmHost' as const;

export const useVolumes = (projectId: number) =>
  useApiQuery(GROUP, api.volume.list, { params: { projectId } }, { refetchInterval: pollWhileSettling });
export const useVolume = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.volume.get, { params: { projectId, id } }, { refetchInterval: pollWhileSettling, enabled: !Number.isNaN(id) });
export const useServerVolumes = (projectId: number, vmHostId: number) =>
  useApiQuery(GROUP, api.volume.hostVolumeList, { params: { projectId, vmHostId } }, { refetchInterval: pollWhileSettling });
export const useServers = (projectId: number) => useApiQuery(GROUP, api.vm.hostList, { params: { projectId } });
export const useVolumeBundles = () => useApiQuery(GROUP, api.volume.bundleList, {}, { staleTime: 5 * 60_000 });
export const useDatacenters = () => useApiQuery(GROUP, api.infra.datacenterList, {}, { staleTime: 5 * 60_000 });

export const useCreateVolume = () => useApiMutation(api.volume.create, { invalidates: [GROUP] });
export const useResizeVolume = () => useApiMutation(api.volume.changeConfig, { invalidates: [GROUP] });
export const useDeleteVolume = () => useApiMutation(api.volume.delete, { invalidates: [GROUP] });
export const useAttachVolume = () => useApiMutation(api.volume.nodeAttach, { invalidates: [GROUP] });
export const useDetachVolume = () => useApiMutation(api.volume.nodeDetach, { invalidates: [GROUP] });
