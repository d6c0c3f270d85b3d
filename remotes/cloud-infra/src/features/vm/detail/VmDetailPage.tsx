import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, Dropdown, Skeleton, Space, Tabs, Tag } from 'antd';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import PoweroffOutlined from '@ant-design/icons/PoweroffOutlined';
import { api, VM_POWER_ACTIONS, vmActionAllowed, vmDeletable } from '@portal/contracts';
import { call } from '@portal/api';
import { LoadFailed, PageHeader, StatusTag, useNumericParams, usePermission, WithReason, Ltr } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useVmHost, type VmView } from '../api';
import { usePowerConfirm, type VmAction } from '../list/usePowerConfirm';
import { vmMessages } from '../messages';
import { SpecificationTab } from './SpecificationTab';

const VmVolumesTab = lazy(() => import('../../volumes/VmVolumesTab'));
const VmNetworksTab = lazy(() => import('../../networks/VmNetworksTab'));
const SnapshotsTab = lazy(() => import('../../protection/SnapshotsTab'));
const BackupsTab = lazy(() => import('../../protection/BackupsTab'));
const AnalyticsTab = lazy(() => import('./AnalyticsTab'));
const IpTab = lazy(() => import('./IpTab'));
const RebuildTab = lazy(() => import('./RebuildTab'));
const ConfigTab = lazy(() => import('./ConfigTab'));
const FirewallTab = lazy(() => import('./FirewallTab'));

const t = vmMessages.detail;
const p = vmMessages.power;
/** The tabs of /vm/{projectId}/{id}/, each named by its path segment. */
export const VM_TABS = ['specification', 'analytics', 'ip', 'rebuild', 'config', 'snapshot', 'backup', 'firewall', 'volume', 'network'] as const;
type Tab = (typeof VM_TABS)[number];
/** A cluster's node is rebuilt with its cluster, never on its own: its page has no rebuild tab. */
const tabsOf = (vm: VmView): readonly Tab[] => (vm.isCluster ? VM_TABS.filter((tab) => tab !== 'rebuild') : VM_TABS);

function tabContent(tab: Tab, vm: VmView) {
  const owner = { kind: 'vm' as const, id: vm.id };
  switch (tab) {
    case 'specification':
      return <SpecificationTab vm={vm} />;
    case 'analytics':
      return <AnalyticsTab vm={vm} />;
    case 'ip':
      return <IpTab vm={vm} />;
    case 'rebuild':
      return <RebuildTab vm={vm} />;
    case 'config':
      return <ConfigTab vm={vm} />;
    case 'firewall':
      return <FirewallTab vm={vm} />;
    case 'snapshot':
      return <SnapshotsTab projectId={vm.projectId} owner={owner} />;
    case 'backup':
      return <BackupsTab projectId={vm.projectId} owner={owner} />;
    case 'volume':
      return <VmVolumesTab projectId={vm.projectId} owner={owner} />;
    case 'network':
      return <VmNetworksTab projectId={vm.projectId} owner={owner} />;
  }
}

export default function VmDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const { tab } = useParams();
  const navigate = useNavigate();
  const vm = useVmHost(projectId, id);
  const listPath = `/vm/${projectId}/list`;
  const { request, dialogs } = usePowerConfirm(projectId);
  // before the early returns: a hook after them is skipped while loading and React then fails the page
  const write = usePermission('write');

  if (!VM_TABS.includes(tab as Tab)) return <Navigate to={`/vm/${projectId}/${id}/specification`} replace />;
  if (vm.isLoading) return <Skeleton active />;
  if (!vm.data) {
    return (
      <LoadFailed
        error={vm.error}
        invalidId={Number.isNaN(id)}
        onRetry={() => void vm.refetch()}
        backTo={listPath}
        backLabel={t.back}
        notFoundTitle={t.notFound}
      />
    );
  }
  const h: VmView = { ...vm.data, id };
  const tabs = tabsOf(h);
  if (!tabs.includes(tab as Tab)) return <Navigate to={`/vm/${projectId}/${id}/specification`} replace />;

  const openConsole = async () => {
    // Open the tab inside the click so popup blockers allow it, then point it at the signed URL.
    const win = window.open('', '_blank');
    try {
      const { location: url } = await call(api.vm.hostConsole, { params: { projectId, id: h.id } });
      if (!url) throw new Error('no console location');
      if (win) win.location.href = url;
      else window.open(url, '_blank');
      notify.success(t.consoleOpened);
    } catch {
      win?.close();
    }
  };

  const actions = (
    <Space wrap>
      <Button icon={<CodeOutlined />} disabled={!vmActionAllowed('console', h)} onClick={() => void openConsole()}>
        {p.console}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          // From host/get's powerStatus (POWERED_ON: the running actions; otherwise start), never while the service is busy.
          items: VM_POWER_ACTIONS.map((a) => ({ key: a, label: p[a], disabled: !write.allowed || !vmActionAllowed(a, h) })),
          onClick: ({ key }) => request(key as VmAction, [h]),
        }}
      >
        <Button icon={<PoweroffOutlined />}>{vmMessages.list.actions}</Button>
      </Dropdown>
      <WithReason reason={write.reason}>
        <Button danger disabled={!write.allowed || !vmDeletable(h)} onClick={() => request('delete', [h], () => navigate(listPath))}>
          {p.delete}
        </Button>
      </WithReason>
    </Space>
  );

  return (
    <>
      <PageHeader
        title={
          <Space>
            <Ltr>{h.name}</Ltr>
            <StatusTag status={h.status} statusId={h.statusId} />
            {h.isCluster && <Tag color="blue">{h.isMaster ? t.clusterMaster : t.clusterWorker}</Tag>}
          </Space>
        }
        backTo={listPath}
        backLabel={t.back}
        extra={actions}
      />
      <Tabs activeKey={tab} onChange={(key) => navigate(`/vm/${projectId}/${h.id}/${key}`)} items={tabs.map((key) => ({ key, label: t.tabs[key] }))} />
      <Suspense fallback={<Skeleton active />}>{tabContent(tab as Tab, h)}</Suspense>
      {dialogs}
    </>
  );
}
