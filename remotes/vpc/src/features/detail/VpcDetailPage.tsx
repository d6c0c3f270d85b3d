import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { VpcHost } from '@portal/contracts';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Spin, Tabs } from 'antd';
import { LoadFailed, PageHeader, StatusTag, useNumericParams } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useVpc } from '../vpc/api';

const t = vpcMessages.detail;

// Spec section 2: the pages of one VPC.
export const VPC_PAGES = ['overview', 'network', 'vpcVm', 'nat', 'ip', 'loadBalancer'] as const;
export type VpcPage = (typeof VPC_PAGES)[number];

export interface TabProps {
  vpc: VpcHost;
  /** The route's project (the provider's VPC row may leave its own `projectId` empty). */
  projectId: number;
}

const pages: Record<VpcPage, LazyExoticComponent<ComponentType<TabProps>>> = {
  overview: lazy(() => import('./OverviewTab')),
  network: lazy(() => import('./NetworkTab')),
  vpcVm: lazy(() => import('./VmTab')),
  nat: lazy(() => import('./NatTab')),
  ip: lazy(() => import('./IpTab')),
  loadBalancer: lazy(() => import('./LoadBalancerTab')),
};

/** `/vpc/{projectId}/{vpcId}/{page}`: one VPC, its pages as tabs (each its own URL), back to the list. */
export default function VpcDetailPage() {
  const { projectId, vpcId } = useNumericParams('projectId', 'vpcId');
  const { tab } = useParams();
  const navigate = useNavigate();
  const vpc = useVpc(projectId, vpcId);
  const listPath = `/vpc/${projectId}`;
  if (!VPC_PAGES.includes(tab as VpcPage)) return <Navigate to={`${listPath}/${vpcId}/overview`} replace />;
  const Page = pages[tab as VpcPage];
  if (Number.isNaN(vpcId)) return <LoadFailed error={null} invalidId backTo={listPath} backLabel={t.back} />;
  if (vpc.isError || !vpc.data) {
    return (
      <>
        <PageHeader title={vpcMessages.list.title} backTo={listPath} backLabel={t.back} />
        {vpc.isError ? <LoadFailed error={vpc.error} onRetry={() => void vpc.refetch()} backTo={listPath} /> : <Spin />}
      </>
    );
  }
  return (
    <>
      <PageHeader title={vpc.data.name} subtitle={<StatusTag statusId={vpc.data.statusId} status={vpc.data.status} />} backTo={listPath} backLabel={t.back} />
      <Tabs activeKey={tab} onChange={(key) => navigate(`${listPath}/${vpcId}/${key}`)} items={VPC_PAGES.map((key) => ({ key, label: t.tabs[key] }))} />
      <Suspense fallback={<Spin />}>
        <Page vpc={vpc.data} projectId={projectId} />
      </Suspense>
    </>
  );
}
