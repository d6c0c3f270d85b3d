import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Skeleton, Tabs } from 'antd';
import { api } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { LoadFailed, PageHeader, useNumericParams } from '@portal/ui';
import { EMPTY_VALUE } from '@portal/locale';
import { deploymentMessages } from './messages';
import { useNamespace } from '../namespaces/api';
import { useDeployment } from './api';
import { GatewayTab } from './tabs/GatewayTab';
import { MonitoringTab } from './tabs/MonitoringTab';
import { OverviewTab } from './tabs/OverviewTab';
import { SettingTab } from './tabs/SettingTab';
import type { DeploymentTabProps } from './tabs/types';

const t = deploymentMessages.deployment;

export const DEPLOYMENT_TABS = ['overview', 'setting', 'gateway', 'monitoring'] as const;
type Tab = (typeof DEPLOYMENT_TABS)[number];
const pages: Record<Tab, (p: DeploymentTabProps) => React.ReactNode> = {
  overview: OverviewTab,
  setting: SettingTab,
  gateway: GatewayTab,
  monitoring: MonitoringTab,
};

/** `/kubernetes-cloud/{projectId}/{id}/deployment/{deploymentId}/{tab}`: one deployment, live, with its tabs. */
export default function DeploymentDetailPage() {
  const { projectId, id, deploymentId } = useNumericParams('projectId', 'id', 'deploymentId');
  const { tab } = useParams();
  const navigate = useNavigate();
  // The monitoring charts are ours (a server of ours serves them): once their call answered 404/405 the tab is not offered.
  const monitoring = useAddition(api.kubernetesCloud.deployGetAnalytic).offered;
  const tabs = DEPLOYMENT_TABS.filter((key) => key !== 'monitoring' || monitoring);
  const host = useNamespace(projectId, id);
  const deployment = useDeployment(projectId, id, deploymentId);
  const back = `/kubernetes-cloud/${projectId}/${id}/deployment`;
  const here = `${back}/${deploymentId}`;
  if (tab !== undefined && !tabs.includes(tab as Tab)) return <Navigate to={here} replace />;
  if (deployment.isLoading || host.isLoading) return <Skeleton active />;
  const d = deployment.data;
  if (!d || !host.data)
    return (
      <LoadFailed
        error={deployment.error ?? host.error}
        invalidId={Number.isNaN(deploymentId)}
        onRetry={() => void deployment.refetch()}
        backTo={back}
        backLabel={t.back}
        notFoundTitle={t.notFound}
      />
    );
  const current = (tab ?? 'overview') as Tab;
  const Page = pages[current];
  return (
    <>
      <PageHeader title={d.name ?? EMPTY_VALUE} backTo={back} backLabel={t.back} />
      <Tabs
        activeKey={current}
        onChange={(key) => navigate(key === 'overview' ? here : `${here}/${key}`)}
        items={tabs.map((key) => ({ key, label: t.tabs[key] }))}
      />
      <Page key={current} deployment={d} host={host.data} projectId={projectId} />
    </>
  );
}
