import { Link } from 'react-router-dom';
import { Card, Space } from 'antd';
import { serviceStatusOf } from '@portal/contracts';
import { useNetworkNodes, useNetworks } from './api';
import { AttachNodeForm } from './AttachNodeForm';
import { networkMessages } from './messages';
import { NodeTable } from './NodeTable';

const t = networkMessages.vmTab;

/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface VmNetworksTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

/** The server's "network" tab: the private networks it is in (its nodes, detach) and joining another one. */
export default function VmNetworksTab({ projectId, owner }: VmNetworksTabProps) {
  const vmHostId = owner.id;
  const mine = useNetworkNodes(projectId, { VmHostId: vmHostId });
  const networks = useNetworks(projectId);
  const joined = new Set((mine.data ?? []).map((n) => n.vmNetworkId));
  const choices = (networks.data ?? [])
    .filter((n) => n.id != null && serviceStatusOf(n.statusId) === 'active' && !joined.has(n.id))
    .map((n) => ({ value: n.id!, label: `${n.name ?? ''} (${n.cidr ?? ''})` }));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t.attachTitle} extra={<Link to={`/network/${projectId}`}>{t.newNetwork}</Link>}>
        <AttachNodeForm
          projectId={projectId}
          fixed={{ vmHostId }}
          pick={{ field: 'vmNetworkId', label: t.pickNetwork }}
          choices={choices}
          loading={networks.isLoading || mine.isLoading}
          emptyText={t.noNetworks}
        />
      </Card>
      <Card title={t.title}>
        <NodeTable
          projectId={projectId}
          rows={mine.data ?? []}
          loading={mine.isLoading}
          error={mine.isError}
          onRetry={() => void mine.refetch()}
          show="network"
          caption={t.title}
          emptyText={t.empty}
        />
      </Card>
    </Space>
  );
}
