import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { BareMetalHost } from '@portal/api/contracts';
import { EMPTY_VALUE, formatRial } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { useNumericParams } from '../../route-params';
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
  const navigate = useNavigate();
  const hosts = useBareMetalHosts(projectId);
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('add')}>
      {t.create}
    </Button>
  );
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} extra={create} />
      <ResourceTable<BareMetalHost>
        rowKey="id"
        rows={hosts.data ?? []}
        columns={columns}
        loading={hosts.isLoading}
        error={hosts.isError}
        onRetry={() => void hosts.refetch()}
        searchKeys={['name', 'imageName', 'ipv4']}
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
