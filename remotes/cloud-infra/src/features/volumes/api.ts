import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Disks change what a server shows, so everything here lives in (and refreshes) the VmHost group.
// Writes answer nothing: the lists and the disk are asked again (the group's invalidation).
const GROUP = 'VmHost' as const;
const invalidates = refreshRules.volumeChanged;

export const useVolumes = (projectId: number) => useApiQuery(GROUP, api.volume.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useVolume = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.volume.get, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
/** Which server the disk hangs on: the provider's `get` does not say, its node does. */
export const useVolumeNode = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.volume.nodeGet, { params: { projectId }, query: { VmVolumeHostId: id } }, { enabled: !Number.isNaN(id) });
export const useServerVolumes = (projectId: number, vmHostId: number) => useApiQuery(GROUP, api.volume.hostVolumeList, { params: { projectId, vmHostId } });
export const useServers = (projectId: number) => useApiQuery(GROUP, api.vm.hostList, { params: { projectId } });
export const useVolumeBundles = () => useCatalogueQuery(api.volume.bundleList);
/** Read by the bare-metal and colocation orders. */
export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);

export const useCreateVolume = () => useApiMutation(api.volume.create, { invalidates });
/** The provider's edit carries the size alone: it grows the disk. */
export const useResizeVolume = () => useApiMutation(api.volume.edit, { invalidates });
export const useDeleteVolume = () => useApiMutation(api.volume.delete, { invalidates });
export const useAttachVolume = () => useApiMutation(api.volume.nodeAttach, { invalidates });
export const useDetachVolume = () => useApiMutation(api.volume.nodeDetach, { invalidates });
/** Takes a disk off the server whose tab this is. */
export const useRemoveServerVolume = () => useApiMutation(api.volume.hostVolumeDelete, { invalidates });
