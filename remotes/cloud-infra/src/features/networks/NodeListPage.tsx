import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { serviceStatusOf, vmPowerState } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { PageHeader, StatusTag, useNumericParams, Ltr } from '@portal/ui';
import { useNetworkNodes, useNetworks, useServers } from './api';
import { AttachNodeForm } from './AttachNodeForm';
import { networkMessages } from './messages';
import { NodeTable } from './NodeTable';

const t = networkMessages.nodes;
const l = networkMessages.list;

/** /network/:projectId/:networkId/node-list: the servers of one network, attach and detach. */
export default function NodeListPage() {
  const { projectId, networkId } = useNumericParams('projectId', 'networkId');
  const navigate = useNavigate();
  const networks = useNetworks(projectId);
  const nodes = useNetworkNodes(projectId, { VmNetworkId: networkId });
  const servers = useServers(projectId);
  const listPath = `/network/${projectId}`;

  if (networks.isLoading) return <Skeleton active />;
  const net = networks.data?.find((n) => n.id === networkId);
  if (!net)
    return (
      <Result
        status={networks.isError ? 'error' : '404'}
        title={networks.isError ? undefined : t.notFound}
        extra={<Button onClick={() => navigate(listPath)}>{t.back}</Button>}
      />
    );

  // The project's servers (one data centre) that are settled, running or off, and not yet in this network.
  const attachedIds = new Set((nodes.data ?? []).map((n) => n.vmHostId));
  const choices = (servers.data ?? [])
    .filter((s) => !attachedIds.has(s.id) && vmPowerState(s) != null)
    .map((s) => ({ value: s.id, label: s.name ?? String(s.id) }));
  const active = serviceStatusOf(net.statusId) === 'active';

  return (
    <>
      <PageHeader title={t.title(net.name ?? '')} subtitle={<StatusTag statusId={net.statusId} status={net.status} />} backTo={listPath} backLabel={t.back} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={l.cidr}>
              <Ltr>{net.cidr}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={l.subnetMask}>
              <Ltr>{net.subnetMask ?? EMPTY_VALUE}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={l.gateway}>
              <Ltr>{net.gatewayIp ?? EMPTY_VALUE}</Ltr>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t.attachTitle}>
          {!active ? <Alert type="info" showIcon title={t.notActive} style={{ marginBottom: 12 }} /> : null}
          <AttachNodeForm
            projectId={projectId}
            fixed={{ vmNetworkId: networkId }}
            pick={{ field: 'vmHostId', label: t.pickServer }}
            choices={choices}
            loading={servers.isLoading || nodes.isLoading}
            emptyText={t.noServers}
            disabled={!active}
          />
        </Card>
        <Card title={l.nodeList}>
          <NodeTable
            projectId={projectId}
            rows={nodes.data ?? []}
            loading={nodes.isLoading}
            error={nodes.isError}
            onRetry={() => void nodes.refetch()}
            show="server"
            caption={t.title(net.name ?? '')}
            emptyText={t.empty}
          />
        </Card>
      </Space>
    </>
  );
}
