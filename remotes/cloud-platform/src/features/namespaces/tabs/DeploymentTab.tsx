import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { KuberDeployment } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { ConfirmAction, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { useDeleteDeployment, useDeployments } from '../api';
import type { TabProps } from './types';

export function DeploymentTab({ host, projectId }: TabProps) {
  const t = cloudPlatformMessages.deployments;
  const ids = { projectId, kuberHostId: host.id };
  const deployments = useDeployments(ids);
  const remove = useDeleteDeployment();
  const navigate = useNavigate();
  const columns: ResourceColumn<KuberDeployment>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
    { key: 'image', title: t.image, dataIndex: 'image', kind: 'ltr' },
    { key: 'replicas', title: t.replicas, dataIndex: 'replicas', render: (_, d) => `${formatNumber(d.readyReplicas)}/${formatNumber(d.replicas)}` },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, d) => (
        <ConfirmAction
          danger
          label={t.delete}
          title={t.deleteTitle}
          description={fill(t.deleteText, { name: d.name })}
          disabled={d.status === 'deleting'}
          onConfirm={async () => {
            await remove.mutateAsync({ params: { ...ids, id: d.id } });
            notify.success(t.deleted);
          }}
        />
      ),
    },
  ];
  return (
    <ResourceTable<KuberDeployment>
      rowKey="id"
      rows={deployments.data ?? []}
      columns={columns}
      loading={deployments.isLoading}
      error={deployments.isError}
      onRetry={() => void deployments.refetch()}
      caption={t.title}
      emptyText={t.empty}
      onRowClick={(d) => navigate(`/kubernetes-cloud/${projectId}/${host.id}/deployment/${d.id}`)}
      toolbar={<Permitted>{(disabled) => <Button type="primary" icon={<PlusOutlined />} disabled={disabled || host.status !== 'active'} onClick={() => navigate(`/kubernetes-cloud/${projectId}/${host.id}/deployment/add`)}>{t.create}</Button>}</Permitted>}
    />
  );
}
