import { Button, Card, Form, Input, Space } from 'antd';
import {
  createBackupSchema,
  createSnapshotSchema,
  isServiceTransitional,
  serviceStatusOf,
  type CreateSnapshotRequest,
  type ProtectionRow,
} from '@portal/contracts';
import { sendForm } from '@portal/api';
import { ConfirmAction, ResourceTable, StatusTag, type ResourceColumn, formRules, maxLengthOf, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { isVmSnapshot, useProtection, type Owner, type What } from './api';
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
  const [form] = Form.useForm<CreateSnapshotRequest>();
  const schema = what === 'snapshot' ? createSnapshotSchema : createBackupSchema;
  const rows: ProtectionRow[] = list.data ?? [];
  const busy = rows.some((s) => isServiceTransitional(s.statusId));

  const take = async ({ name, description }: CreateSnapshotRequest) => {
    if (!(await sendForm(form, () => create.mutateAsync({ params, body: { name, description: description?.trim() || null } })))) return;
    notify.success(t.created);
    form.resetFields();
  };

  // The provider's rows carry no size or price of a copy; a disk's backup row no description.
  const columns: ResourceColumn<ProtectionRow>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    {
      key: 'status',
      title: c.status,
      dataIndex: 'status',
      render: (_, s) => <StatusTag statusId={s.statusId} status={s.status} table={isVmSnapshot(owner, what) ? 'snapshot' : 'service'} />,
    },
    ...(rows.some((s) => 'description' in s) ? [{ key: 'description', title: c.description, dataIndex: 'description' } as ResourceColumn<ProtectionRow>] : []),
    { key: 'createDate', title: c.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true, defaultSortOrder: 'descend' },
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
            description={t.revertText(s.name ?? '')}
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
            description={t.deleteText(s.name ?? '')}
            disabled={serviceStatusOf(s.statusId) !== 'active'}
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
        <Form
          disabled={!canWrite}
          form={form}
          name={`${what}-create`}
          layout="inline"
          onFinish={(v) => void take(v)}
          requiredMark={false}
          style={{ marginBottom: 16 }}
        >
          <Form.Item name="name" rules={formRules(schema.name)}>
            <Input placeholder={t.name} aria-label={t.name} maxLength={maxLengthOf(schema.name)} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="description" rules={formRules(schema.description)}>
            <Input placeholder={c.descriptionOptional} aria-label={c.descriptionOptional} maxLength={maxLengthOf(schema.description)} style={{ width: 280 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t.create}
          </Button>
        </Form>
        <ResourceTable<ProtectionRow>
          tableId={`vm.${owner.kind}.${what}s`}
          rowKey="id"
          rows={rows}
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
