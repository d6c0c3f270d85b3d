import type { KuberClusterRow } from '@portal/contracts';
import { SimpleResourceList, StatusTag, useNumericParams, type ResourceColumn } from '@portal/ui';
import { clusterMessages } from './messages';
import { useClusters } from './api';

const t = clusterMessages.clusters;

/** The provider's row: name, status, data centre, creation date (version, nodes and price are not on it). */
const columns: ResourceColumn<KuberClusterRow>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true, kind: 'ltr' },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'statusId',
    sorter: true,
    render: (_, c) => <StatusTag statusId={c.statusId} status={c.status} />,
  },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter' },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true, defaultSortOrder: 'descend' },
];

/** `/kubernetes-cluster/{projectId}`: the project's clusters, live while any is changing. */
export default function ClusterListPage() {
  const { projectId } = useNumericParams('projectId');
  const clusters = useClusters(projectId);
  return (
    <SimpleResourceList<KuberClusterRow> tableId="kubernetes.clusters" query={clusters} columns={columns} searchKeys={['name', 'datacenter']} labels={t} />
  );
}
