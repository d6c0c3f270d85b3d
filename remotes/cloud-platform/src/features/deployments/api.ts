import { api } from '@portal/contracts';
import { pollWhileTransitional, useApiMutation, useApiQuery } from '@portal/api';

export const useDeployment = (projectId: number, kuberHostId: number, id: number) =>
  useApiQuery('Deployment', api.kubernetes.deployGet, { params: { projectId, kuberHostId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
export const useCreateDeployment = () => useApiMutation(api.kubernetes.deployCreate, { invalidates: ['Deployment', 'NameSpace'] });
