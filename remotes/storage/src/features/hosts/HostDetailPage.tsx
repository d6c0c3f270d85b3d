import { useState } from 'react';
import { Button, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { StorageHost } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, fill, formatGigabytes } from '@portal/locale';
import { CopyButton, SimpleResourceDetail, StatusTag, type DetailItem, useNumericParams, usePermission } from '@portal/ui';
import { storageMessages } from '../../messages';
import { KeysPanel } from '../keys/KeysPanel';
import { useDatacenters, useDeleteStorageHost, useStorageHost } from './api';
import { EditHostDialog } from './EditHostDialog';

const t = storageMessages.detail;
const l = storageMessages.list;

export default function HostDetailPage() {
  const write = usePermission();
  const { projectId, id } = useNumericParams('projectId', 'id');
  const host = useStorageHost(projectId, id);
  const datacenters = useDatacenters();
  const remove = useDeleteStorageHost();
  const [editing, setEditing] = useState(false);
  const listPath = `/storage/${projectId}`;

  const edit = () => (
    <Button icon={<EditOutlined />} disabled={!write.allowed} title={write.reason} onClick={() => setEditing(true)}>
      {t.edit}
    </Button>
  );
  const deletion = {
    run: (h: StorageHost) => remove.mutateAsync({ params: { projectId, id: h.id } }),
    labels: { ...t, deleteText: (name: string) => fill(t.deleteText, { name }) },
  };

  const items = (h: StorageHost): DetailItem[] => [
    { label: l.status, value: <StatusTag status={h.status} /> },
    { label: l.bundle, value: h.bundleName },
    { label: l.capacity, value: formatGigabytes(h.diskSize) },
    { label: l.used, value: formatGigabytes(h.usedSize) },
    { label: t.datacenter, value: datacenters.data?.find((d) => d.id === h.datacenterId)?.name ?? EMPTY_VALUE },
    { label: l.createdAt, value: formatDateTime(h.createdAt) },
    {
      label: l.endpoint,
      span: 2,
      value: h.endpoint ? (
        <Space>
          <span dir="ltr">{h.endpoint}</span>
          <CopyButton text={h.endpoint} />
        </Space>
      ) : (
        EMPTY_VALUE
      ),
    },
  ];

  return (
    <SimpleResourceDetail query={host} invalidId={Number.isNaN(id)} listPath={listPath} labels={t} actions={edit} remove={deletion} items={items}>
      {(h) => (
        <>
          <KeysPanel host={h} />
          <EditHostDialog host={h} open={editing} onClose={() => setEditing(false)} />
        </>
      )}
    </SimpleResourceDetail>
  );
}
