import { api } from '@portal/contracts';
import { refreshRules, useApiMutation, useApiQuery } from '@portal/api';

export const useStorageKeys = (projectId: number, storageHostId: number, enabled: boolean) =>
  useApiQuery('Storage', api.storage.keyList, { params: { projectId, storageHostId } }, { enabled });

export const useCreateStorageKey = () => useApiMutation(api.storage.keyCreate, { invalidates: refreshRules.storageChanged });
export const useDeleteStorageKey = () => useApiMutation(api.storage.keyDelete, { invalidates: refreshRules.storageChanged });
