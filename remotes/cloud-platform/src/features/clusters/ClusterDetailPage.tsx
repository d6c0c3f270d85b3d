import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, isServiceActive, isServiceTransitional, NODE_TYPE, serviceStatusOf, type KuberCluster, type KuberClusterNode } from '@portal/contracts';
import { call, useAddition } from '@portal/api';
import { EMPTY_VALUE, fill, formatDateTime, formatNumber } from '@portal/locale';
import {
  ConfirmAction,
  notify,
  ResourceTable,
  saveText,
  SimpleResourceDetail,
  StatusTag,
  useNumericParams,
  usePermission,
  type DetailItem,
  type ResourceColumn,
  Ltr,
} from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { clusterMessages } from './messages';
import { useCluster, useClusterVersion, useDeleteCluster, useDeleteNode, useNodes, useRegenerateKubeconfig, useUpgradeCluster, useVersions } from './api';
import { nextVersion } from './upgrade';

const t = cloudPlatformMessages.clusterDetail;
const l = clusterMessages.clusters;

/** The get with its name as a page title wants it (the provider's may be null). */
type Shown = KuberCluster & { name: string };

/** Settled and serving: what kubeconfig, upgrade and node changes need (the provider's statusId). */
const isRunning = (c: { statusId: number }) => isServiceActive(c.statusId);
const isWorker = (n: KuberClusterNode) => n.kuberClusterNodeTypeId === NODE_TYPE.worker;
const K = api.kubernetesCluster;

/**
 * Ours: the kubeconfig (its API server address is in it; the provider's get names none). It needs a
 * server of ours, as the cluster's version does: the card steps aside once either call answered
 * 404/405 (the version is asked with the page, so against the provider the card never shows).
 */
function KubeconfigCard({ cluster, projectId }: { cluster: KuberCluster; projectId: number }) {
  const regenerate = useRegenerateKubeconfig();
  const offered = [useAddition(K.kubeconfig), useAddition(K.kubeconfigRegenerate), useAddition(K.version)].every((a) => a.offered);
  const ready = isRunning(cluster);
  // A refusal is the interceptor's toast, and an absent addition hides the card: nothing more to say here.
  const download = async () => {
    const config = await call(K.kubeconfig, { params: { projectId, id: cluster.id } }).catch(() => null);
    if (!config) return;
    saveText(config.fileName, config.content, 'application/yaml');
    notify.success(t.downloaded);
  };
  const renew = async () => {
    const config = await regenerate.mutateAsync({ params: { projectId, id: cluster.id } }).catch(() => null);
    if (!config) return;
    saveText(config.fileName, config.content, 'application/yaml');
    notify.success(t.regenerated);
  };
  if (!offered) return null;
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

/**
 * Ours: the cluster's Kubernetes version and its upgrade to the next one, after a confirmation; the
 * status goes waiting → active live. Both calls need a server of ours: the card steps aside once
 * either answered 404/405.
 */
function UpgradeCard({ cluster, projectId }: { cluster: KuberCluster; projectId: number }) {
  const versions = useVersions();
  const current = useClusterVersion(projectId, cluster.id).data?.name ?? null;
  const upgrade = useUpgradeCluster();
  const offered = [useAddition(K.version), useAddition(K.upgrade)].every((a) => a.offered);
  const next = current ? nextVersion(versions.data, current) : undefined;
  const running = isRunning(cluster);
  if (!offered) return null;
  return (
    <Card title={t.upgradeTitle}>
      <Typography.Paragraph>
        {t.currentVersion} <Ltr>{current ?? EMPTY_VALUE}</Ltr>
      </Typography.Paragraph>
      {isServiceTransitional(cluster.statusId) ? (
        <Alert type="info" showIcon title={t.upgrading} />
      ) : next && current ? (
        <>
          {!running && <Typography.Paragraph type="secondary">{t.upgradeNotRunning}</Typography.Paragraph>}
          <ConfirmAction
            label={fill(t.upgradeTo, { version: next.name ?? '' })}
            title={t.upgradeConfirmTitle}
            description={fill(t.upgradeConfirmText, { from: current, to: next.name ?? '' })}
            disabled={!running}
            onConfirm={async () => {
              await upgrade.mutateAsync({ params: { projectId, id: cluster.id }, body: { kubernetesVersionId: next.id } });
              notify.success(t.upgradeStarted);
            }}
          />
        </>
      ) : (
        versions.data && current && <Typography.Paragraph type="secondary">{t.latest}</Typography.Paragraph>
      )}
    </Card>
  );
}

/** A node's kind by its type id; an id the table lacks shows the provider's own word. */
const nodeKind = (n: KuberClusterNode) => t.nodeTypes[n.kuberClusterNodeTypeId] ?? n.kuberClusterNodeType ?? EMPTY_VALUE;

/**
 * The provider's node rows: name, type, status, data centre (addresses and sizes are not on them).
 * Each node is a server of the project (`vmHostId`): its name links to the server's page.
 */
function NodesCard({ cluster, projectId }: { cluster: KuberCluster; projectId: number }) {
  const nodes = useNodes(projectId, cluster.id);
  const remove = useDeleteNode();
  const write = usePermission();
  const navigate = useNavigate();
  const workers = (nodes.data ?? []).filter((n) => isWorker(n) && serviceStatusOf(n.statusId) !== 'deleting').length;
  const columns: ResourceColumn<KuberClusterNode>[] = [
    {
      key: 'name',
      title: t.nodeName,
      dataIndex: 'name',
      render: (_, n) =>
        n.vmHostId ? (
          <Link to={`/vm/${projectId}/${n.vmHostId}/specification`} aria-label={fill(t.nodeServer, { name: n.name ?? '' })}>
            <Ltr>{n.name}</Ltr>
          </Link>
        ) : (
          <Ltr>{n.name}</Ltr>
        ),
    },
    { key: 'role', title: t.role, dataIndex: 'kuberClusterNodeTypeId', render: (_, n) => nodeKind(n) },
    { key: 'status', title: l.status, dataIndex: 'statusId', render: (_, n) => <StatusTag statusId={n.statusId} status={n.status} /> },
    { key: 'datacenter', title: l.datacenter, dataIndex: 'datacenter' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, n) =>
        isWorker(n) ? (
          <ConfirmAction
            danger
            label={t.deleteNode}
            title={t.deleteNodeTitle}
            description={fill(t.deleteNodeText, { name: n.name ?? '' })}
            disabled={workers <= 1 || !isRunning(cluster) || !isRunning(n)}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { projectId, kuberClusterHostId: cluster.id, id: n.id } });
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
        <Button icon={<PlusOutlined />} disabled={!write.allowed || !isRunning(cluster)} onClick={() => navigate('add-node')}>
          {t.addNode}
        </Button>
      }
    >
      {workers <= 1 && <Alert type="info" showIcon title={t.lastNode} style={{ marginBottom: 12 }} />}
      <ResourceTable<KuberClusterNode>
        tableId="kubernetes.cluster.nodes"
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

/** `/kubernetes-cluster/{projectId}/{id}`: the cluster, its version and upgrade, its kubeconfig, its nodes; delete by typed name. */
export default function ClusterDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const cluster = useCluster(projectId, id);
  const data: Shown | undefined = cluster.data && { ...cluster.data, name: cluster.data.name ?? '' };
  const remove = useDeleteCluster();
  const listPath = `/kubernetes-cluster/${projectId}`;

  const items = (c: Shown): DetailItem[] => [
    { label: l.status, value: <StatusTag statusId={c.statusId} status={c.status} /> },
    { label: t.masterNodes, value: formatNumber(c.masterNode) },
    { label: t.workerNodes, value: formatNumber(c.workerNode) },
    { label: l.datacenter, value: c.datacenter ?? EMPTY_VALUE },
    { label: l.createdAt, value: formatDateTime(c.createDate) },
    { label: t.modifiedAt, value: formatDateTime(c.modifyDate) },
  ];
  const deletion = {
    run: (c: Shown) => remove.mutateAsync({ params: { projectId, id: c.id } }),
    labels: { ...t, deleteText: (name: string) => fill(t.deleteText, { name }) },
    disabled: (c: Shown) => serviceStatusOf(c.statusId) === 'deleting',
  };

  return (
    <SimpleResourceDetail query={{ ...cluster, data }} invalidId={Number.isNaN(id)} listPath={listPath} labels={t} remove={deletion} items={items}>
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
