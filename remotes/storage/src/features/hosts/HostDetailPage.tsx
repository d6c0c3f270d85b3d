import { useState } from 'react';
import { Button, Space } from 'antd';
import { ExpandAltOutlined } from '@ant-design/icons';
import { serviceStatusOf, type StorageHost } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, fill, formatGigabytes } from '@portal/locale';
import { CopyButton, SimpleResourceDetail, StatusTag, type DetailItem, useNumericParams, usePermission, Ltr } from '@portal/ui';
import { storageHostMessages } from './messages';
import { KeysPanel } from '../keys/KeysPanel';
import { useDeleteStorageHost, useStorageHost } from './api';
import { GrowHostDialog } from './GrowHostDialog';

const t = storageHostMessages.detail;
const l = storageHostMessages.list;

/** The get's fields are all optional in the document: the page reads them settled. */
export type Shown = StorageHost & { id: number; name: string; disk: number };

const items = (h: Shown): DetailItem[] => [
  { label: l.status, value: <StatusTag statusId={h.statusId} status={h.status} /> },
  { label: l.capacity, value: formatGigabytes(h.disk) },
  { label: t.datacenter, value: h.datacenter ?? EMPTY_VALUE },
  { label: l.access, value: h.isPublic ? l.publicYes : l.publicNo },
  { label: l.createdAt, value: formatDateTime(h.createDate) },
  {
    label: l.endpoint,
    span: 2,
    value: h.public ? (
      <Space>
        <Ltr>{h.public}</Ltr>
        <CopyButton text={h.public} />
      </Space>
    ) : (
      EMPTY_VALUE
    ),
  },
];

export default function HostDetailPage() {
  const write = usePermission();
  const { projectId, id } = useNumericParams('projectId', 'id');
  const host = useStorageHost(projectId, id);
  const remove = useDeleteStorageHost();
  const [growing, setGrowing] = useState(false);
  const listPath = `/storage/${projectId}`;
  const data: Shown | undefined = host.data && { ...host.data, id: host.data.id ?? id, name: host.data.name ?? '', disk: host.data.disk ?? 0 };

  const grow = (h: Shown) => (
    <Button
      icon={<ExpandAltOutlined />}
      disabled={!write.allowed || serviceStatusOf(h.statusId) !== 'active'}
      title={write.reason}
      onClick={() => setGrowing(true)}
    >
      {t.grow}
    </Button>
  );
  const deletion = {
    run: (h: Shown) => remove.mutateAsync({ params: { projectId, id: h.id } }),
    labels: { ...t, deleteText: (name: string) => fill(t.deleteText, { name }) },
    disabled: (h: Shown) => serviceStatusOf(h.statusId) === 'deleting',
  };

  return (
    <SimpleResourceDetail query={{ ...host, data }} invalidId={Number.isNaN(id)} listPath={listPath} labels={t} actions={grow} remove={deletion} items={items}>
      {(h) => (
        <>
          <KeysPanel projectId={projectId} host={h} />
          <GrowHostDialog projectId={projectId} host={h} open={growing} onClose={() => setGrowing(false)} />
        </>
      )}
    </SimpleResourceDetail>
  );
}
