import type { ColocationHost } from '@portal/contracts';
import { EMPTY_VALUE, formatNumber, formatRial } from '@portal/locale';
import { SimpleResourceList, type ResourceColumn, useNumericParams } from '@portal/ui';
import { useColocationHosts } from './api';
import { colocationMessages } from './messages';

const t = colocationMessages.list;

const columns: ResourceColumn<ColocationHost>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'equipmentName', title: t.equipment, dataIndex: 'equipmentName' },
  { key: 'rackUnits', title: t.rackUnits, dataIndex: 'rackUnits', kind: 'number', render: (_, h) => colocationMessages.units(formatNumber(h.rackUnits)) },
  { key: 'serialNumber', title: t.serialNumber, dataIndex: 'serialNumber', render: (_, h) => <span dir="ltr">{h.serialNumber}</span> },
  { key: 'ipv4', title: t.ipv4, dataIndex: 'ipv4', render: (_, h) => (h.ipv4 ? <span dir="ltr">{h.ipv4}</span> : EMPTY_VALUE) },
  { key: 'datacenterName', title: t.datacenter, dataIndex: 'datacenterName' },
  { key: 'hourlyPrice', title: t.hourly, dataIndex: 'hourlyPrice', kind: 'number', sorter: true, render: (_, h) => formatRial(h.hourlyPrice) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
];

export default function ColocationListPage() {
  const { projectId } = useNumericParams('projectId');
  const hosts = useColocationHosts(projectId);
  return <SimpleResourceList<ColocationHost> query={hosts} columns={columns} searchKeys={['name', 'equipmentName', 'serialNumber']} labels={t} />;
}
