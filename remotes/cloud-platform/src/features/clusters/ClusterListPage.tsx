import type { KuberClusterHost } from '@portal/contracts';
import { formatNumber, formatToman } from '@portal/locale';
import { SimpleResourceList, useNumericParams, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { useClusters } from './api';

const t = cloudPlatformMessages.clusters;

const columns: ResourceColumn<KuberClusterHost>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'kubernetesVersion', title: t.version, dataIndex: 'kubernetesVersion', render: (_, c) => <span dir="ltr">{c.kubernetesVersion}</span> },
  { key: 'nodeCount', title: t.nodeCount, dataIndex: 'nodeCount', kind: 'number', sorter: true, render: (_, c) => formatNumber(c.nodeCount) },
  { key: 'datacenterName', title: t.datacenter, dataIndex: 'datacenterName' },
  { key: 'monthlyPrice', title: t.monthlyPrice, dataIndex: 'monthlyPrice', kind: 'number', sorter: true, render: (_, c) => formatToman(c.monthlyPrice) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date', sorter: true },
];

/** `/kubernetes-cluster/{projectId}`: the project's clusters, live while any is changing. */
export default function ClusterListPage() {
  const { projectId } = useNumericParams('projectId');
  const clusters = useClusters(projectId);
  return <SimpleResourceList<KuberClusterHost> query={clusters} columns={columns} searchKeys={['name', 'kubernetesVersion', 'datacenterName']} labels={t} />;
}
