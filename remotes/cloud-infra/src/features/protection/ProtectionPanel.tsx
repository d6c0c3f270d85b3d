import { Button, Card, Form, Input, Space } from 'antd';
import { createBackupSchema, createSnapshotSchema, type Snapshot } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { formatRial, formatGigabytes } from '@portal/locale';
import { ConfirmAction, ResourceTable, StatusTag, type ResourceColumn, formRules, maxLengthOf, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useProtection, type Owner, type What } from './api';
import { protectionMessages } from './messages';
import { SchedulePanel } from './SchedulePanel';

/** Snapshots or backups of one owner: take one, revert/restore, delete, and the automatic schedule. */
export function ProtectionPanel({ projectId, owner, what }: { projectId: number; owner: Owner; what: What }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const t = protectionMessages[what];
  const c = protectionMessages.columns;
  const protection = useProtection(projectId, owner, what);
  const { params, list, create, remove, revert } = protection;
  const [form] = Form.useForm<{ name: string }>();
  const nameSpec = (what === 'snapshot' ? createSnapshotSchema : createBackupSchema).name;
  const busy = (list.data ?? []).some((s) => s.status !== 'active');

  const take = async ({ name }: { name: string }) => {
    if (!(await sendForm(form, () => create.mutateAsync({ params, body: { name } })))) return;
    notify.success(t.created);
    form.resetFields();
  };

  const columns: ResourceColumn<Snapshot>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'status', title: c.status, dataIndex: 'status', render: (_, s) => <StatusTag status={s.status} /> },
    { key: 'size', title: c.size, dataIndex: 'size', kind: 'number', render: (_, s) => formatGigabytes(s.size) },
    { key: 'hourlyPrice', title: c.hourly, dataIndex: 'hourlyPrice', render: (_, s) => formatRial(s.hourlyPrice) },
    { key: 'createdAt', title: c.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true, defaultSortOrder: 'descend' },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, s) => (
        <Space>
          <ConfirmAction
            label={t.revert}
            okText={t.revert}
            title={t.revertTitle}
            description={t.revertText(s.name)}
            disabled={busy}
            buttonProps={{ size: 'small' }}
            onConfirm={async () => {
              await revert.mutateAsync({ params: { ...params, id: s.id } });
              notify.success(t.reverted);
            }}
          />
          <ConfirmAction
            danger
            label={t.delete}
            title={t.deleteTitle}
            description={t.deleteText(s.name)}
            disabled={s.status !== 'active'}
            buttonProps={{ size: 'small' }}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { ...params, id: s.id } });
              notify.success(t.deleted);
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t.scheduleTitle} size="small">
        <SchedulePanel protection={protection} ownerId={owner.id} />
      </Card>
      <Card title={t.title}>
        <Form disabled={!canWrite} form={form} name={`${what}-create`} layout="inline" onFinish={(v) => void take(v)} requiredMark={false} style={{ marginBottom: 16 }}>
          <Form.Item name="name" rules={formRules(nameSpec)}>
            <Input placeholder={t.name} aria-label={t.name} maxLength={maxLengthOf(nameSpec)} style={{ width: 240 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t.create}
          </Button>
        </Form>
        <ResourceTable<Snapshot>
          rowKey="id"
          rows={list.data ?? []}
          columns={columns}
          loading={list.isLoading}
          error={list.isError}
          onRetry={() => void list.refetch()}
          caption={t.title}
          emptyText={t.empty}
        />
      </Card>
    </Space>
  );
}
