import type { BareMetalHost } from '@portal/contracts';
import { EMPTY_VALUE, formatRial } from '@portal/locale';
import { SimpleResourceList, type ResourceColumn, useNumericParams } from '@portal/ui';
import { useBareMetalHosts } from './api';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.list;

const columns: ResourceColumn<BareMetalHost>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'bundleName', title: t.bundle, dataIndex: 'bundleName' },
  { key: 'imageName', title: t.image, dataIndex: 'imageName' },
  { key: 'ipv4', title: t.ipv4, dataIndex: 'ipv4', render: (_, h) => (h.ipv4 ? <span dir="ltr">{h.ipv4}</span> : EMPTY_VALUE) },
  { key: 'datacenterName', title: t.datacenter, dataIndex: 'datacenterName' },
  { key: 'hourlyPrice', title: t.hourly, dataIndex: 'hourlyPrice', kind: 'number', sorter: true, render: (_, h) => formatRial(h.hourlyPrice) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
];

export default function BareMetalListPage() {
  const { projectId } = useNumericParams('projectId');
  const hosts = useBareMetalHosts(projectId);
  return <SimpleResourceList<BareMetalHost> query={hosts} columns={columns} searchKeys={['name', 'imageName', 'ipv4']} labels={t} />;
}
