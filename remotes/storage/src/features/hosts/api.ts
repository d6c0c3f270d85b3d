import { api, PRODUCT } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

const invalidates = refreshRules.storageChanged;

export const useStorageHosts = (projectId: number) =>
  useApiQuery('Storage', api.storage.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useStorageHost = (projectId: number, id: number) =>
  useApiQuery('Storage', api.storage.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });

export const useStorageBundles = () => useCatalogueQuery(api.portal.storageBundleList);
/** Product 104's unit prices: a host of a custom size is priced at its GB item (storagePrice). */
export const useStorageUnitPrices = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: PRODUCT.storage } });

export const useCreateStorageHost = () => useApiMutation(api.storage.hostCreate, { invalidates });
/** The provider's edit: grows the host to `volumeSize` GB. */
export const useGrowStorageHost = () => useApiMutation(api.storage.hostEdit, { invalidates });
export const useDeleteStorageHost = () => useApiMutation(api.storage.hostDelete, { invalidates });
