import type { VpcListRow } from '@portal/contracts';
import { SimpleResourceList, StatusTag, useNumericParams, type ResourceColumn } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useVpcs } from './api';

const t = vpcMessages.list;
const labels = { title: t.title, create: t.create, search: t.search, exportName: t.exportName, empty: t.empty };

// The provider's list row: name, status, data centre and creation date (configuration and
// counts are not on it; the VPC's pages show what it holds).
const columns: ResourceColumn<VpcListRow>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'status',
    kind: 'status',
    sorter: true,
    render: (_, v) => <StatusTag statusId={v.statusId} status={v.status} />,
  },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter', sorter: true },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
];

/** `/vpc/{projectId}`: the project's VPCs, polled while one is building. */
export default function VpcListPage() {
  const { projectId } = useNumericParams('projectId');
  const vpcs = useVpcs(projectId);
  return (
    <SimpleResourceList<VpcListRow>
      tableId="vpc.list"
      query={vpcs}
      columns={columns}
      searchKeys={['name', 'datacenter']}
      labels={labels}
      rowPath={(v) => `${v.id}/overview`}
    />
  );
}
