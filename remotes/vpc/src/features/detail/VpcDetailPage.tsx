import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Spin, Tabs } from 'antd';
import { api } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { LoadFailed, PageHeader, StatusTag, useNumericParams } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { vpcDetailMessages } from './messages';
import { useVpc } from '../vpc/api';
import { vpcTabs } from '../../routes';
import { VPC_PAGES, type VpcPage } from './vpc-tabs';

const t = vpcDetailMessages.detail;

/**
 * `/vpc/{projectId}/{vpcId}/{page}`: one VPC, its pages as tabs (each its own URL), back to the
 * list. The load balancers' list is ours: once the upstream answered it has none, their tab goes.
 */
export default function VpcDetailPage() {
  const { projectId, vpcId } = useNumericParams('projectId', 'vpcId');
  const { tab } = useParams();
  const navigate = useNavigate();
  const vpc = useVpc(projectId, vpcId);
  const listPath = `/vpc/${projectId}`;
  const loadBalancers = useAddition(api.vpc.loadBalancerList).offered;
  const pages = VPC_PAGES.filter((key) => key !== 'loadBalancer' || loadBalancers);
  if (!pages.includes(tab as VpcPage)) return <Navigate to={`${listPath}/${vpcId}/overview`} replace />;
  const Page = vpcTabs[tab as VpcPage];
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
      <Tabs activeKey={tab} onChange={(key) => navigate(`${listPath}/${vpcId}/${key}`)} items={pages.map((key) => ({ key, label: t.tabs[key] }))} />
      <Suspense fallback={<Spin />}>
        <Page vpc={vpc.data} projectId={projectId} />
      </Suspense>
    </>
  );
}
