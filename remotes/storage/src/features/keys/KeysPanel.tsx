import { useState } from 'react';
import { Button, Card, Tooltip } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { serviceStatusOf, type CreatedStorageKey, type StorageKey } from '@portal/contracts';
import { ResourceTable, type ResourceColumn, deleteColumn, usePermission, Ltr } from '@portal/ui';
import { fill } from '@portal/locale';
import { accessKeyMessages } from './messages';
import { useCreateStorageKey, useDeleteStorageKey, useStorageKeys } from './api';
import { SecretDialog } from './SecretDialog';

const t = accessKeyMessages.keys;

/** Access keys of one storage host: list, create (secret shown once), delete. */
export function KeysPanel({ projectId, host }: { projectId: number; host: { id: number; statusId?: number } }) {
  const active = serviceStatusOf(host.statusId) === 'active';
  const keys = useStorageKeys(projectId, host.id, active);
  const create = useCreateStorageKey();
  const remove = useDeleteStorageKey();
  const [created, setCreated] = useState<CreatedStorageKey | null>(null);

  const createKey = async () => {
    try {
      setCreated(await create.mutateAsync({ params: { projectId, storageHostId: host.id } }));
    } catch {
      /* the interceptor has told the user */
    }
  };

  const columns: ResourceColumn<StorageKey>[] = [
    { key: 'accessKey', title: t.accessKey, dataIndex: 'accessKey', render: (_, key) => <Ltr>{key.accessKey}</Ltr> },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
    deleteColumn<StorageKey>({
      label: t.delete,
      title: t.deleteTitle,
      description: (key) => fill(t.deleteText, { key: key.accessKey ?? '' }),
      run: (key) => remove.mutateAsync({ params: { projectId, storageHostId: host.id, id: key.id } }),
      done: t.deleted,
      small: false,
    }),
  ];

  const write = usePermission('write');
  const createButton = (
    <Tooltip title={write.reason ?? (active ? undefined : t.notActive)}>
      <Button type="primary" icon={<KeyOutlined />} disabled={!active || !write.allowed} loading={create.isPending} onClick={() => void createKey()}>
        {t.create}
      </Button>
    </Tooltip>
  );

  return (
    <Card title={t.title} extra={createButton} style={{ marginTop: 16 }}>
      <ResourceTable<StorageKey>
        tableId="storage.host.keys"
        rowKey="id"
        rows={keys.data ?? []}
        columns={columns}
        loading={active && keys.isLoading}
        error={keys.isError}
        onRetry={() => void keys.refetch()}
        emptyText={active ? t.empty : t.notActive}
        caption={t.title}
      />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
