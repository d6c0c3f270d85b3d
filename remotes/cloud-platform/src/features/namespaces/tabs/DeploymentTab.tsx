import { useNavigate } from 'react-router-dom';
import { Button, Space, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { serviceStatusOf, type KuberDeployRow } from '@portal/contracts';
import { fill } from '@portal/locale';
import { ConfirmAction, notify, Permitted, ResourceTable, type ResourceColumn, Ltr } from '@portal/ui';
import { namespaceMessages } from '../messages';
import { useDeleteDeployment, useDeployments } from '../api';
import type { TabProps } from './types';

/** The namespace's deployments as the provider lists them: image and ports (replicas are on each one's page). */
export function DeploymentTab({ host, projectId }: TabProps) {
  const t = namespaceMessages.deployments;
  const ids = { projectId, kuberHostId: host.id };
  const deployments = useDeployments(ids);
  const remove = useDeleteDeployment();
  const navigate = useNavigate();
  const columns: ResourceColumn<KuberDeployRow>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'image', title: t.image, dataIndex: 'image', kind: 'ltr' },
    {
      key: 'ports',
      title: t.ports,
      dataIndex: 'ports',
      render: (_, d) => (
        <Space wrap>
          {(d.ports ?? []).map((p) => (
            <Tag key={p.portId}>
              <Ltr>{p.targetPort}</Ltr>
            </Tag>
          ))}
        </Space>
      ),
    },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, d) => (
        <ConfirmAction
          danger
          label={t.delete}
          title={t.deleteTitle}
          description={fill(t.deleteText, { name: d.name ?? '' })}
          onConfirm={async () => {
            await remove.mutateAsync({ params: { ...ids, id: d.id } });
            notify.success(t.deleted);
          }}
        />
      ),
    },
  ];
  return (
    <ResourceTable<KuberDeployRow>
      tableId="kubernetes.namespace.deployments"
      rowKey="id"
      rows={deployments.data ?? []}
      columns={columns}
      loading={deployments.isLoading}
      error={deployments.isError}
      onRetry={() => void deployments.refetch()}
      caption={t.title}
      emptyText={t.empty}
      rowHref={(d) => `/kubernetes-cloud/${projectId}/${host.id}/deployment/${d.id}`}
      toolbar={
        <Permitted>
          {(disabled) => (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={disabled || serviceStatusOf(host.statusId) !== 'active'}
              onClick={() => navigate(`/kubernetes-cloud/${projectId}/${host.id}/deployment/add`)}
            >
              {t.create}
            </Button>
          )}
        </Permitted>
      }
    />
  );
}
