import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Disks change what a server shows, so everything here lives in (and refreshes) the VmHost group.
const GROUP = 'VmHost' as const;
const invalidates = refreshRules.volumeChanged;

export const useVolumes = (projectId: number) =>
  useApiQuery(GROUP, api.volume.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useVolume = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.volume.get, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
export const useServerVolumes = (projectId: number, vmHostId: number) =>
  useApiQuery(GROUP, api.volume.hostVolumeList, { params: { projectId, vmHostId } }, { refetchInterval: pollWhileTransitional });
export const useServers = (projectId: number) => useApiQuery(GROUP, api.vm.hostList, { params: { projectId } });
export const useVolumeBundles = () => useCatalogueQuery(api.volume.bundleList);
export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);

export const useCreateVolume = () => useApiMutation(api.volume.create, { invalidates });
export const useResizeVolume = () => useApiMutation(api.volume.changeConfig, { invalidates });
export const useDeleteVolume = () => useApiMutation(api.volume.delete, { invalidates });
export const useAttachVolume = () => useApiMutation(api.volume.nodeAttach, { invalidates });
export const useDetachVolume = () => useApiMutation(api.volume.nodeDetach, { invalidates });
