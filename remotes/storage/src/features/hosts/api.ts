import { api } from '@portal/contracts';
import { pollWhileTransitional, prefetchApiQuery, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

const invalidates = refreshRules.storageChanged;

export const useStorageHosts = (projectId: number) =>
  useApiQuery('Storage', api.storage.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
/** The list's query, fetched on the way to the list (its area's `listData`): same key as the hook above. */
export const prefetchStorageHosts = (projectId: number) => prefetchApiQuery('Storage', api.storage.hostList, { params: { projectId } });
export const useStorageHost = (projectId: number, id: number) =>
  useApiQuery('Storage', api.storage.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });

export const useStorageBundles = () => useCatalogueQuery(api.portal.storageBundleList);

export const useCreateStorageHost = () => useApiMutation(api.storage.hostCreate, { invalidates });
/** The provider's edit: grows the host to `volumeSize` GB. */
export const useGrowStorageHost = () => useApiMutation(api.storage.hostEdit, { invalidates });
export const useDeleteStorageHost = () => useApiMutation(api.storage.hostDelete, { invalidates });
