import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { StorageHost } from '@portal/api/contracts';
import { PageHeader, ResourceTable } from '@portal/ui';
import { storageMessages } from '../../messages';
import { useNumericParams } from '../../route-params';
import { useStorageHosts } from './api';
import { hostColumns } from './columns';

const t = storageMessages.list;

export default function HostListPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const hosts = useStorageHosts(projectId);
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('add')}>
      {t.create}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} extra={create} />
      <ResourceTable<StorageHost>
        rowKey="id"
        rows={hosts.data ?? []}
        columns={hostColumns}
        loading={hosts.isLoading}
        error={hosts.isError}
        onRetry={() => void hosts.refetch()}
        searchKeys={['name', 'endpoint', 'bundleName']}
        searchPlaceholder={t.searchPlaceholder}
        exportFileName={t.exportName}
        caption={t.title}
        emptyText={t.empty}
        emptyAction={create}
        onRowClick={(host) => navigate(String(host.id))}
      />
    </>
  );
}
