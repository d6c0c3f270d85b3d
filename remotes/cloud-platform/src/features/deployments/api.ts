import { api, type VmPeriodId } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';

const K = api.kubernetesCloud;
type Ids = { projectId: number; kuberHostId: number };

export const useDeployment = (projectId: number, kuberHostId: number, id: number) =>
  useApiQuery('Deployment', K.deployGet, { params: { projectId, kuberHostId, id } }, { enabled: !Number.isNaN(id) });
/** The deployment's env as a key → value map (the provider lists it as one row holding all). */
export const useDeploymentEnv = (ids: Ids, kuberDeployId: number) =>
  useApiQuery('Deployment', K.deployEnvList, { params: { ...ids, kuberDeployId } }, { select: (rows) => rows.flatMap((r) => r.envs ?? []) });
export const envMap = (envs: { key: string | null; value: string | null }[] | undefined): Record<string, string> =>
  Object.fromEntries((envs ?? []).map((e) => [e.key ?? '', e.value ?? '']));
export const useCreateDeployment = () => useApiMutation(K.deployCreate, { invalidates: ['Deployment', 'NameSpace'] });
/** Replicas and env: a new rollout (the namespace's pods in use move). */
export const useEditDeployment = () => useApiMutation(K.deployEdit, { invalidates: ['Deployment', 'NameSpace'] });
export const useDeploymentAnalytics = (projectId: number, kuberHostId: number, id: number, period: VmPeriodId) =>
  useApiQuery('Deployment', K.deployGetAnalytic, { params: { projectId, kuberHostId, id }, query: { PeriodId: period } });
