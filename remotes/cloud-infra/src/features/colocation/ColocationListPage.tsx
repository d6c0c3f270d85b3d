import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ColocationHost } from '@portal/api/contracts';
import { EMPTY_VALUE, formatNumber, formatRial } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { useNumericParams } from '../../route-params';
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
  const navigate = useNavigate();
  const hosts = useColocationHosts(projectId);
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('add')}>
      {t.create}
    </Button>
  );
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} extra={create} />
      <ResourceTable<ColocationHost>
        rowKey="id"
        rows={hosts.data ?? []}
        columns={columns}
        loading={hosts.isLoading}
        error={hosts.isError}
        onRetry={() => void hosts.refetch()}
        searchKeys={['name', 'equipmentName', 'serialNumber']}
        searchPlaceholder={t.search}
        exportFileName={t.exportName}
        caption={t.title}
        emptyText={t.empty}
        emptyAction={create}
        onRowClick={(h) => navigate(String(h.id))}
      />
    </>
  );
}
