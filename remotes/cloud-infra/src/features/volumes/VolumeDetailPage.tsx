import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Skeleton, Space, Tabs, Tooltip } from 'antd';
import { ConfirmAction, LoadFailed, PageHeader, StatusTag, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import BackupsTab from '../protection/BackupsTab';
import SnapshotsTab from '../protection/SnapshotsTab';
import { serviceStatusOf } from '@portal/contracts';
import { useDeleteVolume, useVolume, useVolumeNode } from './api';
import { AttachVmPanel } from './AttachVmPanel';
import { volumeMessages } from './messages';
import { ResizePanel } from './ResizePanel';
import { VolumeSpecification } from './VolumeSpecification';

const t = volumeMessages.detail;
const PAGES = [
  ['specification', t.tabs.specification],
  ['change-config', t.tabs.changeConfig],
  ['attach-vm', t.tabs.attachVm],
  ['snapshot', t.tabs.snapshot],
  ['backup', t.tabs.backup],
] as const;

/** /block-storage/:projectId/:blockstorageId/<page>: one disk, its pages as tabs. */
export default function VolumeDetailPage() {
  const { projectId, blockstorageId: id } = useNumericParams('projectId', 'blockstorageId');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const volume = useVolume(projectId, id);
  const node = useVolumeNode(projectId, id);
  const remove = useDeleteVolume();
  const listPath = `/block-storage/${projectId}`;
  const basePath = `${listPath}/${id}`;

  if (volume.isLoading) return <Skeleton active />;
  if (!volume.data) {
    return (
      <LoadFailed
        error={volume.error}
        invalidId={Number.isNaN(id)}
        onRetry={() => void volume.refetch()}
        backTo={listPath}
        backLabel={t.back}
        notFoundTitle={t.notFound}
      />
    );
  }

  const v = volume.data;
  const page = PAGES.find(([key]) => pathname.endsWith(`/${key}`))?.[0] ?? 'specification';
  const attached = node.data?.isConnected === true;
  const name = v.name ?? '';
  const actions = (
    <Tooltip title={attached ? t.deleteAttached : undefined}>
      <span>
        <ConfirmAction
          danger
          label={t.delete}
          title={t.deleteTitle}
          description={t.deleteText(name)}
          typedConfirmation={name}
          disabled={attached || serviceStatusOf(v.statusId) === 'deleting'}
          onConfirm={async () => {
            await remove.mutateAsync({ params: { projectId, id: v.id } });
            notify.success(t.deleted);
            navigate(listPath);
          }}
        />
      </span>
    </Tooltip>
  );

  return (
    <>
      <PageHeader
        title={name}
        subtitle={
          <Space>
            <StatusTag statusId={v.statusId} status={v.status} />
          </Space>
        }
        backTo={listPath}
        backLabel={t.back}
        extra={actions}
      />
      <Tabs activeKey={page} onChange={(key) => navigate(`${basePath}/${key}`)} items={PAGES.map(([key, label]) => ({ key, label }))} />
      <Routes>
        <Route path="specification" element={<VolumeSpecification projectId={projectId} volume={v} node={node.data} />} />
        <Route path="change-config" element={<ResizePanel projectId={projectId} volume={v} />} />
        <Route path="attach-vm" element={<AttachVmPanel projectId={projectId} volume={v} node={node} />} />
        <Route path="snapshot" element={<SnapshotsTab projectId={projectId} owner={{ kind: 'volume', id: v.id }} />} />
        <Route path="backup" element={<BackupsTab projectId={projectId} owner={{ kind: 'volume', id: v.id }} />} />
        <Route path="*" element={<Navigate to="specification" replace />} />
      </Routes>
    </>
  );
}
