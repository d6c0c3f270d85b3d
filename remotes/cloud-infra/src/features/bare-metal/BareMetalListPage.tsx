import type { BareMetalHostRow } from '@portal/contracts';
import { SimpleResourceList, StatusTag, type ResourceColumn, useNumericParams } from '@portal/ui';
import { useBareMetalHosts } from './api';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.list;

/** The provider's row: no address or price (its calls send neither); hardware is on the server's page. */
const columns: ResourceColumn<BareMetalHostRow>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true, kind: 'ltr' },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'statusId',
    sorter: true,
    render: (_, h) => <StatusTag statusId={h.statusId} status={h.status} />,
  },
  { key: 'bareMetalMachine', title: t.machine, dataIndex: 'bareMetalMachine' },
  { key: 'bareMetalImage', title: t.image, dataIndex: 'bareMetalImage', kind: 'ltr' },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter' },
  { key: 'datacenterRack', title: t.rack, dataIndex: 'datacenterRack', kind: 'ltr' },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true, defaultSortOrder: 'descend' },
];

export default function BareMetalListPage() {
  const { projectId } = useNumericParams('projectId');
  const hosts = useBareMetalHosts(projectId);
  return (
    <SimpleResourceList<BareMetalHostRow>
      tableId="vm.bare-metal"
      query={hosts}
      columns={columns}
      searchKeys={['name', 'bareMetalImage', 'bareMetalMachine']}
      labels={t}
    />
  );
}
