import { api, serviceStatusId } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Dedicated servers are servers: they share the VmHost group.
const GROUP = 'VmHost' as const;
const invalidates = refreshRules.bareMetalChanged;
export const useBareMetalHosts = (projectId: number) =>
  useApiQuery(GROUP, api.bareMetal.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useBareMetalHost = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.bareMetal.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
/** The list row of one server: its `get` carries no creation date, the row does. */
export const useBareMetalRow = (projectId: number, id: number) => useBareMetalHosts(projectId).data?.find((r) => r.id === id);
export const useBareMetalImages = () => useCatalogueQuery(api.bareMetal.imageList);
export const useBareMetalBundles = () => useCatalogueQuery(api.portal.bareMetalBundleList);
export const useCreateBareMetal = () => useApiMutation(api.bareMetal.hostCreate, { invalidates });
export const useDeleteBareMetal = () => useApiMutation(api.bareMetal.hostDelete, { invalidates });

export const DELETING = serviceStatusId('deleting');
