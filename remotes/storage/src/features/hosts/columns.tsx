import type { StorageHost } from '@portal/contracts';
import { EMPTY_VALUE, formatGigabytes } from '@portal/locale';
import type { ResourceColumn } from '@portal/ui';
import { storageMessages } from '../../messages';

const t = storageMessages.list;

export const hostColumns: ResourceColumn<StorageHost>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'bundleName', title: t.bundle, dataIndex: 'bundleName' },
  { key: 'diskSize', title: t.capacity, dataIndex: 'diskSize', kind: 'number', sorter: true, render: (_, host) => formatGigabytes(host.diskSize) },
  { key: 'endpoint', title: t.endpoint, dataIndex: 'endpoint', render: (_, host) => (host.endpoint ? <span dir="ltr">{host.endpoint}</span> : EMPTY_VALUE) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
];
