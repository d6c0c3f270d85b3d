import { Link } from 'react-router-dom';
import type { Volume } from '@portal/contracts';
import { formatRial, formatGigabytes } from '@portal/locale';
import { StatusTag, type ResourceColumn } from '@portal/ui';
import { volumeMessages } from './messages';

const t = volumeMessages.list;

export const volumeColumns = (projectId: number): ResourceColumn<Volume>[] => [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  { key: 'status', title: t.status, dataIndex: 'status', sorter: true, render: (_, v) => <StatusTag status={v.status} /> },
  { key: 'size', title: t.size, dataIndex: 'size', kind: 'number', sorter: true, render: (_, v) => formatGigabytes(v.size) },
  {
    key: 'vmHostName',
    title: t.server,
    value: (v) => v.vmHostName ?? t.notAttached,
    render: (_, v) =>
      v.vmHostId ? (
        <Link to={`/vm/${projectId}/${v.vmHostId}/volume`} onClick={(e) => e.stopPropagation()}>
          {v.vmHostName}
        </Link>
      ) : (
        t.notAttached
      ),
  },
  { key: 'datacenterName', title: t.datacenter, dataIndex: 'datacenterName' },
  { key: 'hourlyPrice', title: t.hourly, dataIndex: 'hourlyPrice', kind: 'number', sorter: true, render: (_, v) => formatRial(v.hourlyPrice) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
];
