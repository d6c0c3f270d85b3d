import type { KuberHostRow } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { SimpleResourceList, StatusTag, useNumericParams, type ResourceColumn } from '@portal/ui';
import { namespaceMessages } from './messages';
import { useNamespaces } from './api';

const t = namespaceMessages.namespaces;

// The provider's list row: no size nor price (the namespace's page reads its get), pods in use of its tens.
const columns: ResourceColumn<KuberHostRow>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'status',
    sorter: true,
    render: (_, n) => <StatusTag statusId={n.statusId} status={n.status} />,
  },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter' },
  {
    key: 'pods',
    title: t.pods,
    dataIndex: 'podInUse',
    kind: 'number',
    render: (_, n) => fill(t.podsValue, { used: formatNumber(n.podInUse ?? 0), total: formatNumber((n.tenPods ?? 0) * 10) }),
  },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
];

/** `/kubernetes-cloud/{projectId}`: the project's namespace services. */
export default function NamespaceListPage() {
  const { projectId } = useNumericParams('projectId');
  const namespaces = useNamespaces(projectId);
  return <SimpleResourceList<KuberHostRow> tableId="kubernetes.namespaces" query={namespaces} columns={columns} searchKeys={['name']} labels={t} />;
}
