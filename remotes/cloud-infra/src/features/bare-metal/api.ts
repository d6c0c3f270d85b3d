import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { pollWhileSettling } from '../volumes/settling';

// Dedicated servers are servers: they share the VmHost group.
const GROUP = 'VmHost' as const;
export const useBareMetalHosts = (projectId: number) =>
  useApiQuery(GROUP, api.bareMetal.hostList, { params: { projectId } }, { refetchInterval: pollWhileSettling });
export const useBareMetalHost = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.bareMetal.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileSettling, enabled: !Number.isNaN(id) });
export const useBareMetalImages = () => useApiQuery(GROUP, api.bareMetal.imageList, {}, { staleTime: 5 * 60_000 });
export const useBareMetalBundles = () => useApiQuery(GROUP, api.portal.bareMetalBundleList, {}, { staleTime: 5 * 60_000 });
export const useCreateBareMetal = () => useApiMutation(api.bareMetal.hostCreate, { invalidates: [GROUP] });
export const useDeleteBareMetal = () => useApiMutation(api.bareMetal.hostDelete, { invalidates: [GROUP] });
