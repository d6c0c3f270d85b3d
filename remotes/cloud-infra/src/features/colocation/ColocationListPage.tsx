import type { ColocationHostRow } from '@portal/contracts';
import { SimpleResourceList, StatusTag, type ResourceColumn, useNumericParams } from '@portal/ui';
import { useColocationHosts } from './api';
import { colocationMessages } from './messages';

const t = colocationMessages.list;

/** The provider's row: where the equipment stands; space, power and ports are on its page. */
type Row = ColocationHostRow & { id: number };

const columns: ResourceColumn<Row>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true, kind: 'ltr' },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'statusId',
    sorter: true,
    render: (_, h) => <StatusTag statusId={h.statusId ?? null} status={h.status} />,
  },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter' },
  { key: 'datacenterRack', title: t.rack, dataIndex: 'datacenterRack', kind: 'ltr' },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true, defaultSortOrder: 'descend' },
];

export default function ColocationListPage() {
  const { projectId } = useNumericParams('projectId');
  const hosts = useColocationHosts(projectId);
  // The document leaves a row's id optional; a row without one could not be opened.
  const rows = { ...hosts, data: hosts.data?.filter((r): r is Row => r.id != null) };
  return <SimpleResourceList<Row> tableId="vm.colocation" query={rows} columns={columns} searchKeys={['name', 'datacenter', 'datacenterRack']} labels={t} />;
}
