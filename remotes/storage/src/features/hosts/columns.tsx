import type { StorageHostRow } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { StatusTag, type ResourceColumn, Ltr } from '@portal/ui';
import { storageHostMessages } from './messages';

const t = storageHostMessages.list;

/** The provider's list row: no plan, size or usage (the host's page shows its size); `public` is the S3 address. */
export const hostColumns: ResourceColumn<StorageHostRow>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'statusId',
    sorter: true,
    render: (_, h) => <StatusTag statusId={h.statusId} status={h.status} />,
  },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter' },
  { key: 'isPublic', title: t.access, dataIndex: 'isPublic', render: (_, h) => (h.isPublic ? t.publicYes : t.publicNo) },
  { key: 'public', essential: true, title: t.endpoint, dataIndex: 'public', render: (_, h) => (h.public ? <Ltr>{h.public}</Ltr> : EMPTY_VALUE) },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
];
