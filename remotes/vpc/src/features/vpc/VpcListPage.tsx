import type { VpcHost } from '@portal/contracts';
import { formatNumber, formatRial } from '@portal/locale';
import { SimpleResourceList, useNumericParams, type ResourceColumn } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useVpcs } from './api';

const t = vpcMessages.list;
const labels = { title: t.title, create: t.create, search: t.search, exportName: t.exportName, empty: t.empty };

const columns: ResourceColumn<VpcHost>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'datacenterName', title: t.datacenter, dataIndex: 'datacenterName', sorter: true },
  { key: 'bundleName', title: t.bundle, dataIndex: 'bundleName' },
  { key: 'networkCount', title: t.networks, dataIndex: 'networkCount', kind: 'number', sorter: true, render: (_, v) => formatNumber(v.networkCount) },
  { key: 'serverCount', title: t.servers, dataIndex: 'serverCount', kind: 'number', sorter: true, render: (_, v) => formatNumber(v.serverCount) },
  { key: 'price', title: t.monthly, dataIndex: 'price', kind: 'number', sorter: true, render: (_, v) => formatRial(v.price) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
];

/** `/vpc/{projectId}`: the project's VPCs, polled while one is building. */
export default function VpcListPage() {
  const { projectId } = useNumericParams('projectId');
  const vpcs = useVpcs(projectId);
  return <SimpleResourceList<VpcHost> query={vpcs} columns={columns} searchKeys={['name', 'datacenterName', 'bundleName']} labels={labels} rowPath={(v) => `${v.id}/overview`} />;
}
