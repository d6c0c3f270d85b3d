import type { VolumeRow } from '@portal/contracts';
import { formatRial, formatGigabytes } from '@portal/locale';
import { StatusTag, type ResourceColumn } from '@portal/ui';
import { volumeMessages } from './messages';
import { volumeHourly } from './volume-price';

const t = volumeMessages.list;

/**
 * The provider's list row: no server (a disk's own page asks its node) and no price (the
 * catalogue's per-GB rule gives it from the size).
 */
export const volumeColumns = (): ResourceColumn<VolumeRow>[] => [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'status',
    sorter: true,
    render: (_, v) => <StatusTag statusId={v.statusId} status={v.status} />,
  },
  { key: 'volumeSize', essential: true, title: t.size, dataIndex: 'volumeSize', kind: 'number', sorter: true, render: (_, v) => formatGigabytes(v.volumeSize) },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter' },
  { key: 'hourly', title: t.hourly, kind: 'number', value: (v) => volumeHourly(v.volumeSize), render: (_, v) => formatRial(volumeHourly(v.volumeSize)) },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
];
