import { api, type VmPeriodId } from '@portal/contracts';
import { pollWhileTransitional, useApiMutation, useApiQuery } from '@portal/api';

export const useDeployment = (projectId: number, kuberHostId: number, id: number) =>
  useApiQuery('Deployment', api.kubernetes.deployGet, { params: { projectId, kuberHostId, id } }, { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) });
export const useCreateDeployment = () => useApiMutation(api.kubernetes.deployCreate, { invalidates: ['Deployment', 'NameSpace'] });
/** A new image, size, env, ports or references: a new rollout (the namespace's quota use moves). */
export const useEditDeployment = () => useApiMutation(api.kubernetes.deployEdit, { invalidates: ['Deployment', 'NameSpace'] });
export const useDeploymentAnalytics = (projectId: number, kuberHostId: number, id: number, period: VmPeriodId) =>
  useApiQuery('Deployment', api.kubernetes.deployGetAnalytic, { params: { projectId, kuberHostId, id }, query: { PeriodId: period } });
