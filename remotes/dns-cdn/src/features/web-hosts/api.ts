import { api } from '@portal/contracts';
import { pollWhileTransitional, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Web hosts: the cache group 'WebHost'; the plan list is the `web` catalogue.
const webInvalidates = ['WebHost'] as const;
export const useWebBundles = () => useCatalogueQuery(api.webHost.bundleList);
export const useWebHosts = (projectId: number) =>
  useApiQuery('WebHost', api.webHost.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useWebHost = (projectId: number, id: number) =>
  useApiQuery('WebHost', api.webHost.get, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useCheckWebHostDomain = () => useApiMutation(api.webHost.checkDomain);
export const useCreateWebHost = () => useApiMutation(api.webHost.create, { invalidates: webInvalidates });
export const useEditWebHost = () => useApiMutation(api.webHost.edit, { invalidates: webInvalidates });
export const useDeleteWebHost = () => useApiMutation(api.webHost.delete, { invalidates: webInvalidates });
