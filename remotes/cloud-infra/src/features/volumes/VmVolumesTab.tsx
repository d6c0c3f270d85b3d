import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Empty, Form, Select, Space } from 'antd';
import type { Volume } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { ResourceTable, type ResourceColumn, deleteColumn, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { formatGigabytes } from '@portal/locale';
import { useAttachVolume, useDetachVolume, useServers, useServerVolumes, useVolumes } from './api';
import { volumeColumns } from './columns';
import { volumeMessages } from './messages';

const t = volumeMessages.vmTab;
const a = volumeMessages.attach;

/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface VmVolumesTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

/** The server's "volume" tab: its attached disks (detach) and attaching a free disk of its data centre. */
export default function VmVolumesTab({ projectId, owner }: VmVolumesTabProps) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const vmHostId = owner.id;
  const navigate = useNavigate();
  const attachedQ = useServerVolumes(projectId, vmHostId);
  const all = useVolumes(projectId);
  const attach = useAttachVolume();
  const detach = useDetachVolume();
  const [form] = Form.useForm<{ vmVolumeHostId: number }>();
  const attached = attachedQ.data ?? [];
  const servers = useServers(projectId);
  const datacenterId = servers.data?.find((s) => s.id === vmHostId)?.datacenterId;
  // A disk attaches only within its data centre: offer the free disks of the server's one.
  const free = (all.data ?? []).filter((v) => v.vmHostId === null && v.status === 'active' && v.datacenterId === datacenterId);

  const columns: ResourceColumn<Volume>[] = [
    ...volumeColumns(projectId).filter((c) => ['name', 'status', 'size', 'createdAt'].includes(c.key)),
    deleteColumn<Volume>({
      label: a.detach,
      okText: a.detach,
      title: a.detachTitle,
      description: (v) => a.detachText(v.name, v.vmHostName ?? ''),
      disabled: (v) => v.status !== 'active',
      run: (v) => detach.mutateAsync({ params: { projectId }, body: { vmVolumeHostId: v.id, vmHostId } }),
      done: a.detached,
    }),
  ];

  const submit = async ({ vmVolumeHostId }: { vmVolumeHostId: number }) => {
    if (!(await sendForm(form, () => attach.mutateAsync({ params: { projectId }, body: { vmVolumeHostId, vmHostId } })))) return;
    notify.success(a.attached);
    form.resetFields();
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t.attachTitle}>
        {!all.isLoading && !servers.isLoading && free.length === 0 ? (
          <Empty description={t.noFree}>
            <Link to={`/block-storage/${projectId}/create`}>{t.newDisk}</Link>
          </Empty>
        ) : (
          <Form disabled={!canWrite} form={form} layout="inline" onFinish={(values) => void submit(values)} requiredMark={false}>
            <Form.Item name="vmVolumeHostId" rules={[{ required: true, message: t.volumeRequired }]}>
              <Select
                aria-label={t.pickVolume}
                style={{ minWidth: 260 }}
                placeholder={t.pickVolume}
                loading={all.isLoading}
                options={free.map((v) => ({ value: v.id, title: v.name, label: `${v.name} (${formatGigabytes(v.size)} – ${v.datacenterName})` }))}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={attach.isPending}>
              {t.submit}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={t.title}>
        <ResourceTable<Volume>
          rowKey="id"
          rows={attached}
          columns={columns}
          loading={attachedQ.isLoading}
          error={attachedQ.isError}
          onRetry={() => void attachedQ.refetch()}
          caption={t.title}
          emptyText={t.empty}
          onRowClick={(v) => navigate(`/block-storage/${projectId}/${v.id}/specification`)}
        />
      </Card>
    </Space>
  );
}
