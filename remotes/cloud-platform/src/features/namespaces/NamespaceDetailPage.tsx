import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Space, Spin, Tabs } from 'antd';
import { serviceStatusOf } from '@portal/contracts';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { ConfirmAction, LoadFailed, notify, PageHeader, StatusTag, useNumericParams } from '@portal/ui';
import { namespaceMessages } from './messages';
import { useDeleteNamespace, useNamespace } from './api';
import { DeploymentTab } from './tabs/DeploymentTab';
import { FirewallTab } from './tabs/FirewallTab';
import { IngressTab } from './tabs/IngressTab';
import { KeyValueTab } from './tabs/KeyValueTab';
import { OverviewTab } from './tabs/OverviewTab';
import { SettingTab } from './tabs/SettingTab';
import type { TabProps } from './tabs/types';

const t = namespaceMessages.namespace;

// The tabs of one namespace service, each named by its path segment.
export const NAMESPACE_TABS = ['overview', 'deployment', 'configmap', 'secret', 'setting', 'ingress', 'firewall'] as const;
type Tab = (typeof NAMESPACE_TABS)[number];
const pages: Record<Tab, (p: TabProps) => React.ReactNode> = {
  overview: OverviewTab,
  deployment: DeploymentTab,
  configmap: (p) => <KeyValueTab {...p} />,
  secret: (p) => <KeyValueTab {...p} secret />,
  setting: SettingTab,
  ingress: IngressTab,
  firewall: FirewallTab,
};

/** `/kubernetes-cloud/{projectId}/{kubernetesCloudId}/{tab}`: one namespace service and its tabs. */
export default function NamespaceDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const { tab } = useParams();
  const navigate = useNavigate();
  const host = useNamespace(projectId, id);
  const remove = useDeleteNamespace();
  const listPath = `/kubernetes-cloud/${projectId}`;
  if (!NAMESPACE_TABS.includes(tab as Tab)) return <Navigate to={`${listPath}/${id}/overview`} replace />;
  if (Number.isNaN(id)) return <LoadFailed error={null} invalidId backTo={listPath} backLabel={t.back} />;
  if (!host.data) {
    return (
      <>
        <PageHeader title={namespaceMessages.namespaces.title} backTo={listPath} backLabel={t.back} />
        {host.isError ? (
          <LoadFailed error={host.error} onRetry={() => void host.refetch()} backTo={listPath} backLabel={t.back} notFoundTitle={t.notFound} />
        ) : (
          <Spin />
        )}
      </>
    );
  }
  const h = host.data;
  const Page = pages[tab as Tab];
  return (
    <>
      <PageHeader
        title={h.name ?? EMPTY_VALUE}
        subtitle={<StatusTag statusId={h.statusId} status={h.status} />}
        backTo={listPath}
        backLabel={t.back}
        extra={
          <Space>
            <ConfirmAction
              danger
              label={t.delete}
              title={t.deleteTitle}
              description={fill(t.deleteText, { name: h.name ?? '' })}
              typedConfirmation={h.name ?? ''}
              disabled={serviceStatusOf(h.statusId) === 'deleting'}
              onConfirm={async () => {
                await remove.mutateAsync({ params: { projectId, id: h.id } });
                notify.success(t.deleted);
                navigate(listPath);
              }}
            />
          </Space>
        }
      />
      <Tabs activeKey={tab} onChange={(key) => navigate(`${listPath}/${id}/${key}`)} items={NAMESPACE_TABS.map((key) => ({ key, label: t.tabs[key] }))} />
      <Page key={tab} host={h} projectId={projectId} />
    </>
  );
}
