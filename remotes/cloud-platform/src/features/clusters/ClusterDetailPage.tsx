import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, type KuberClusterHost, type KuberClusterNode } from '@portal/contracts';
import { call } from '@portal/api';
import { EMPTY_VALUE, fill, formatDateTime, formatNumber, formatToman } from '@portal/locale';
import { ConfirmAction, CopyButton, notify, ResourceTable, saveText, SimpleResourceDetail, StatusTag, useNumericParams, usePermission, type DetailItem, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { useCluster, useDeleteCluster, useDeleteNode, useNodes, useRegenerateKubeconfig, useUpgradeCluster, useVersions } from './api';
import { nextVersion } from './upgrade';

const t = cloudPlatformMessages.clusterDetail;
const l = cloudPlatformMessages.clusters;

function KubeconfigCard({ cluster, projectId }: { cluster: KuberClusterHost; projectId: number }) {
  const regenerate = useRegenerateKubeconfig();
  const ready = cluster.endpoint !== null && cluster.status !== 'deleting';
  const download = async () => {
    const config = await call(api.kubernetes.clusterKubeconfig, { params: { projectId, id: cluster.id } });
    saveText(config.fileName, config.content, 'application/yaml');
    notify.success(t.downloaded);
  };
  const renew = async () => {
    const config = await regenerate.mutateAsync({ params: { projectId, id: cluster.id } });
    saveText(config.fileName, config.content, 'application/yaml');
    notify.success(t.regenerated);
  };
  return (
    <Card title={t.kubeconfig}>
      <Typography.Paragraph>{ready ? t.kubeconfigHint : t.notRunning}</Typography.Paragraph>
      <Space wrap>
        <Button type="primary" icon={<DownloadOutlined />} disabled={!ready} onClick={() => void download()}>
          {t.download}
        </Button>
        <ConfirmAction label={t.regenerate} title={t.regenerateTitle} description={t.regenerateText} disabled={!ready} onConfirm={renew} />
      </Space>
    </Card>
  );
}

/** The cluster's Kubernetes version and its upgrade to the next one, after a confirmation; the status goes upgrading → running live. */
function UpgradeCard({ cluster, projectId }: { cluster: KuberClusterHost; projectId: number }) {
  const versions = useVersions(projectId);
  const upgrade = useUpgradeCluster();
  const next = nextVersion(versions.data, cluster.kubernetesVersion);
  const running = cluster.status === 'running';
  return (
    <Card title={t.upgradeTitle}>
      <Typography.Paragraph>
        {t.currentVersion} <span dir="ltr">{cluster.kubernetesVersion}</span>
      </Typography.Paragraph>
      {cluster.status === 'upgrading' ? (
        <Alert type="info" showIcon title={t.upgrading} />
      ) : next ? (
        <>
          {!running && <Typography.Paragraph type="secondary">{t.upgradeNotRunning}</Typography.Paragraph>}
          <ConfirmAction
            label={fill(t.upgradeTo, { version: next.version })}
            title={t.upgradeConfirmTitle}
            description={fill(t.upgradeConfirmText, { from: cluster.kubernetesVersion, to: next.version })}
            disabled={!running}
            onConfirm={async () => {
              await upgrade.mutateAsync({ params: { projectId, id: cluster.id }, body: { kubernetesVersionId: next.id } });
              notify.success(t.upgradeStarted);
            }}
          />
        </>
      ) : (
        versions.data && <Typography.Paragraph type="secondary">{t.latest}</Typography.Paragraph>
      )}
    </Card>
  );
}

function NodesCard({ cluster, projectId }: { cluster: KuberClusterHost; projectId: number }) {
  const nodes = useNodes(projectId, cluster.id);
  const remove = useDeleteNode();
  const write = usePermission();
  const navigate = useNavigate();
  const workers = (nodes.data ?? []).filter((n) => n.role === 'worker' && n.status !== 'deleting').length;
  const columns: ResourceColumn<KuberClusterNode>[] = [
    { key: 'name', title: t.nodeName, dataIndex: 'name', render: (_, n) => <span dir="ltr">{n.name}</span> },
    { key: 'role', title: t.role, dataIndex: 'role', render: (_, n) => t.roles[n.role] },
    { key: 'status', title: l.status, dataIndex: 'status', kind: 'status' },
    { key: 'privateIp', title: t.privateIp, dataIndex: 'privateIp', kind: 'ltr' },
    { key: 'publicIp', title: t.publicIp, dataIndex: 'publicIp', render: (_, n) => (n.publicIp ? <span dir="ltr">{n.publicIp}</span> : EMPTY_VALUE) },
    { key: 'size', title: t.size, dataIndex: 'cpu', render: (_, n) => fill(t.nodeSizeValue, { cpu: formatNumber(n.cpu), memory: formatNumber(n.memory), disk: formatNumber(n.disk) }) },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, n) =>
        n.role === 'worker' ? (
          <ConfirmAction
            danger
            label={t.deleteNode}
            title={t.deleteNodeTitle}
            description={fill(t.deleteNodeText, { name: n.name })}
            disabled={workers <= 1 || cluster.status !== 'running' || n.status !== 'running'}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { projectId, id: n.id } });
              notify.success(t.nodeDeleted);
            }}
          />
        ) : null,
    },
  ];
  return (
    <Card
      title={t.nodes}
      extra={
        <Button icon={<PlusOutlined />} disabled={!write.allowed || cluster.status !== 'running'} onClick={() => navigate('add-node')}>
          {t.addNode}
        </Button>
      }
    >
      {workers <= 1 && <Alert type="info" showIcon title={t.lastNode} style={{ marginBottom: 12 }} />}
      <ResourceTable<KuberClusterNode>
        rowKey="id"
        rows={nodes.data ?? []}
        columns={columns}
        loading={nodes.isLoading}
        error={nodes.isError}
        onRetry={() => void nodes.refetch()}
        caption={t.nodes}
        emptyText={EMPTY_VALUE}
      />
    </Card>
  );
}

/** `/kubernetes-cluster/{projectId}/{id}`: the cluster, its nodes, its kubeconfig, delete by typed name. */
export default function ClusterDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const cluster = useCluster(projectId, id);
  const remove = useDeleteCluster();
  const listPath = `/kubernetes-cluster/${projectId}`;

  const items = (c: KuberClusterHost): DetailItem[] => [
    { label: l.status, value: <StatusTag status={c.status} /> },
    { label: l.version, value: <span dir="ltr">{c.kubernetesVersion}</span> },
    { label: l.nodeCount, value: formatNumber(c.nodeCount) },
    { label: t.image, value: c.imageName },
    { label: t.nodeSize, value: `${c.bundleName ? `${c.bundleName} – ` : ''}${fill(t.nodeSizeValue, { cpu: formatNumber(c.cpu), memory: formatNumber(c.memory), disk: formatNumber(c.disk) })}` },
    { label: l.datacenter, value: c.datacenterName },
    { label: l.monthlyPrice, value: formatToman(c.monthlyPrice) },
    { label: l.createdAt, value: formatDateTime(c.createdAt) },
    {
      label: t.endpoint,
      span: 2,
      value: c.endpoint ? (
        <Space>
          <span dir="ltr">{c.endpoint}</span>
          <CopyButton text={c.endpoint} />
        </Space>
      ) : (
        EMPTY_VALUE
      ),
    },
  ];
  const deletion = {
    run: (c: KuberClusterHost) => remove.mutateAsync({ params: { projectId, id: c.id } }),
    labels: { ...t, deleteText: (name: string) => fill(t.deleteText, { name }) },
    disabled: (c: KuberClusterHost) => c.status === 'deleting',
  };

  return (
    <SimpleResourceDetail query={cluster} invalidId={Number.isNaN(id)} listPath={listPath} labels={t} remove={deletion} items={items}>
      {(c) => (
        <Flex vertical gap={16} style={{ marginTop: 16 }}>
          <UpgradeCard cluster={c} projectId={projectId} />
          <KubeconfigCard cluster={c} projectId={projectId} />
          <NodesCard cluster={c} projectId={projectId} />
        </Flex>
      )}
    </SimpleResourceDetail>
  );
}
