import { api, PRODUCT } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useCatalogueQuery, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/ui';

const invalidates = refreshRules.storageChanged;

// The list's and a host's page's first queries, fetched ahead from the URL (`firstQuery` of @portal/areas).
export const useStorageHosts = (projectId: number) =>
  useDeclaredQuery(firstQuery.storageHosts, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useStorageHost = (projectId: number, id: number) =>
  useDeclaredQuery(firstQuery.storageHost, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });

export const useStorageBundles = () => useCatalogueQuery(api.portal.storageBundleList);
/** Product 104's unit prices: a host of a custom size is priced at its GB item (storagePrice). */
export const useStorageUnitPrices = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: PRODUCT.storage } });

export const useCreateStorageHost = () => useApiMutation(api.storage.hostCreate, { invalidates });
/** The provider's edit: grows the host to `volumeSize` GB. */
export const useGrowStorageHost = () => useApiMutation(api.storage.hostEdit, { invalidates });
export const useDeleteStorageHost = () => useApiMutation(api.storage.hostDelete, { invalidates });
