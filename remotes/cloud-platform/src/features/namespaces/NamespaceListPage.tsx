import type { KuberHost } from '@portal/contracts';
import { fill, formatNumber, formatToman } from '@portal/locale';
import { SimpleResourceList, useNumericParams, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { useNamespaces } from './api';

const t = cloudPlatformMessages.namespaces;

const columns: ResourceColumn<KuberHost>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'bundleName', title: t.bundle, dataIndex: 'bundleName', render: (_, n) => n.bundleName ?? t.custom },
  { key: 'quota', title: t.quota, dataIndex: 'cpu', render: (_, n) => fill(t.quotaValue, { cpu: formatNumber(n.cpu), memory: formatNumber(n.memory), pods: formatNumber(n.pods) }) },
  { key: 'deploymentCount', title: t.deployments, dataIndex: 'deploymentCount', kind: 'number', render: (_, n) => formatNumber(n.deploymentCount) },
  { key: 'monthlyPrice', title: t.monthlyPrice, dataIndex: 'monthlyPrice', kind: 'number', sorter: true, render: (_, n) => formatToman(n.monthlyPrice) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date', sorter: true },
];

/** `/kubernetes-cloud/{projectId}`: the project's namespace services. */
export default function NamespaceListPage() {
  const { projectId } = useNumericParams('projectId');
  const namespaces = useNamespaces(projectId);
  return <SimpleResourceList<KuberHost> query={namespaces} columns={columns} searchKeys={['name', 'bundleName']} labels={t} />;
}
