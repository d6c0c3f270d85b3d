import { Link } from 'react-router-dom';
import { Button, Card, Empty, Form, Select, Space } from 'antd';
import { attachVolumeSchema, serviceStatusOf, type HostVolumeRow } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { ResourceTable, type ResourceColumn, deleteColumn, formRules, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { formatGigabytes } from '@portal/locale';
import { useAttachVolume, useRemoveServerVolume, useServerVolumes, useVolumes } from './api';
import { volumeMessages } from './messages';

const t = volumeMessages.vmTab;
const a = volumeMessages.attach;
const l = volumeMessages.list;

/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface VmVolumesTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

/**
 * The server's "volume" tab: its disks (the server's volume list; taking one off is the server's
 * volume delete) and attaching another disk of the project. The provider's disk list does not say
 * which disks hang on other servers: such a pick is refused with the server's name.
 */
export default function VmVolumesTab({ projectId, owner }: VmVolumesTabProps) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const vmHostId = owner.id;
  const attachedQ = useServerVolumes(projectId, vmHostId);
  const all = useVolumes(projectId);
  const attach = useAttachVolume();
  const remove = useRemoveServerVolume();
  const [form] = Form.useForm<{ vmVolumeHostId: number }>();
  const attached = attachedQ.data ?? [];
  const mine = new Set(attached.map((v) => v.id));
  const candidates = (all.data ?? []).filter((v) => !mine.has(v.id) && serviceStatusOf(v.statusId) === 'active');

  const columns: ResourceColumn<HostVolumeRow>[] = [
    { key: 'name', title: l.name, dataIndex: 'name', sorter: true },
    { key: 'volumeSize', title: l.size, dataIndex: 'volumeSize', kind: 'number', sorter: true, render: (_, v) => formatGigabytes(v.volumeSize) },
    { key: 'createDate', title: l.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
    deleteColumn<HostVolumeRow>({
      label: a.detach,
      okText: a.detach,
      title: a.detachTitle,
      description: (v) => t.detachText(v.name ?? ''),
      run: (v) => remove.mutateAsync({ params: { projectId, vmHostId, id: v.id } }),
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
        {!all.isLoading && !attachedQ.isLoading && candidates.length === 0 ? (
          <Empty description={t.noFree}>
            <Link to={`/block-storage/${projectId}/create`}>{t.newDisk}</Link>
          </Empty>
        ) : (
          <Form disabled={!canWrite} form={form} layout="inline" onFinish={(values) => void submit(values)} requiredMark={false}>
            <Form.Item name="vmVolumeHostId" rules={formRules(attachVolumeSchema.vmVolumeHostId)} extra={t.pickHint}>
              <Select
                aria-label={t.pickVolume}
                style={{ minWidth: 260 }}
                placeholder={t.pickVolume}
                loading={all.isLoading}
                options={candidates.map((v) => ({ value: v.id, title: v.name ?? undefined, label: `${v.name ?? ''} (${formatGigabytes(v.volumeSize)})` }))}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={attach.isPending}>
              {t.submit}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={t.title}>
        <ResourceTable<HostVolumeRow>
          tableId="vm.server.disks"
          rowKey="id"
          rows={attached}
          columns={columns}
          loading={attachedQ.isLoading}
          error={attachedQ.isError}
          onRetry={() => void attachedQ.refetch()}
          caption={t.title}
          emptyText={t.empty}
          rowHref={(v) => `/block-storage/${projectId}/${v.id}/specification`}
        />
      </Card>
    </Space>
  );
}
