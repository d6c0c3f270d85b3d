import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

const invalidates = refreshRules.storageChanged;

export const useStorageHosts = (projectId: number) =>
  useApiQuery('Storage', api.storage.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useStorageHost = (projectId: number, id: number) =>
  useApiQuery('Storage', api.storage.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });

export const useStorageBundles = () => useCatalogueQuery(api.portal.storageBundleList);
export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);

export const useCreateStorageHost = () => useApiMutation(api.storage.hostCreate, { invalidates });
export const useEditStorageHost = () => useApiMutation(api.storage.hostEdit, { invalidates });
export const useDeleteStorageHost = () => useApiMutation(api.storage.hostDelete, { invalidates });
