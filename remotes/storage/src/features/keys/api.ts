import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';

export const useStorageKeys = (projectId: number, storageHostId: number, enabled: boolean) =>
  useApiQuery('Storage', api.storage.keyList, { params: { projectId, storageHostId } }, { enabled });

export const useCreateStorageKey = () => useApiMutation(api.storage.keyCreate, { invalidates: ['Storage'] });
export const useDeleteStorageKey = () => useApiMutation(api.storage.keyDelete, { invalidates: ['Storage'] });
