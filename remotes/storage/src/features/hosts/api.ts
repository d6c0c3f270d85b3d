import { api, type ResourceStatus, type StorageHost } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';

/** Statuses that change by themselves; a list or detail holding one polls until it settles. */
const SETTLING: ReadonlySet<ResourceStatus> = new Set(['creating', 'updating', 'deleting']);
const POLL_MS = 2000;

export const isSettling = (host: Pick<StorageHost, 'status'>): boolean => SETTLING.has(host.status);

export function useStorageHosts(projectId: number) {
  return useApiQuery('Storage', api.storage.hostList, { params: { projectId } }, {
    refetchInterval: (query) => (query.state.data?.some(isSettling) ? POLL_MS : false),
  });
}

export function useStorageHost(projectId: number, id: number) {
  return useApiQuery('Storage', api.storage.hostGet, { params: { projectId, id } }, {
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data) ? POLL_MS : false),
  });
}

export const useStorageBundles = () => useApiQuery('Storage', api.portal.storageBundleList, {}, { staleTime: 5 * 60_000 });
export const useDatacenters = () => useApiQuery('Storage', api.infra.datacenterList, {}, { staleTime: 5 * 60_000 });

export const useCreateStorageHost = () => useApiMutation(api.storage.hostCreate, { invalidates: ['Storage'] });
export const useEditStorageHost = () => useApiMutation(api.storage.hostEdit, { invalidates: ['Storage'] });
export const useDeleteStorageHost = () => useApiMutation(api.storage.hostDelete, { invalidates: ['Storage'] });
