import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Volume } from '@portal/api/contracts';
import { PageHeader, ResourceTable } from '@portal/ui';
import { useNumericParams } from '../../route-params';
import { useVolumes } from './api';
import { volumeColumns } from './columns';
import { volumeMessages } from './messages';

const t = volumeMessages.list;

export default function VolumeListPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const volumes = useVolumes(projectId);
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('create')}>
      {t.create}
    </Button>
  );
  return (
    <>
      <PageHeader title={t.title} extra={create} />
      <ResourceTable<Volume>
        rowKey="id"
        rows={volumes.data ?? []}
        columns={volumeColumns(projectId)}
        loading={volumes.isLoading}
        error={volumes.isError}
        onRetry={() => void volumes.refetch()}
        searchKeys={['name', 'vmHostName']}
        searchPlaceholder={t.search}
        exportFileName={t.exportName}
        caption={t.title}
        emptyText={t.empty}
        emptyAction={create}
        onRowClick={(v) => navigate(`${v.id}/specification`)}
      />
    </>
  );
}
