import { useNavigate } from 'react-router-dom';
import { Card, Descriptions, Flex } from 'antd';
import { fill, formatNumber, formatRial } from '@portal/locale';
import { ConfirmAction, DateText, StatusTag } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useDeleteVpc, useDnatRules, useInterfaces, useLoadBalancers, useVpcNetworks } from '../vpc/api';
import { Topology } from './Topology';
import type { TabProps } from './VpcDetailPage';

const t = vpcMessages.detail;

/** The VPC at a glance: its facts, the topology picture, and delete (refused by the API while something is inside). */
export default function OverviewTab({ vpc }: TabProps) {
  const navigate = useNavigate();
  const ids = { projectId: vpc.projectId, vpcHostId: vpc.id };
  const networks = useVpcNetworks(ids);
  const interfaces = useInterfaces(ids);
  const dnat = useDnatRules(ids);
  const lbs = useLoadBalancers(ids);
  const remove = useDeleteVpc();
  const base = `/vpc/${vpc.projectId}/${vpc.id}`;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'status', label: t.status, children: <StatusTag status={vpc.status} /> },
            { key: 'dc', label: t.datacenter, children: vpc.datacenterName },
            { key: 'bundle', label: t.bundle, children: vpc.bundleName },
            { key: 'networks', label: vpcMessages.list.networks, children: formatNumber(vpc.networkCount) },
            { key: 'servers', label: vpcMessages.list.servers, children: formatNumber(vpc.serverCount) },
            { key: 'price', label: t.monthly, children: formatRial(vpc.price) },
            { key: 'created', label: t.createdAt, children: <DateText value={vpc.createdAt} /> },
          ]}
        />
        <Flex justify="end">
          <ConfirmAction
            label={t.delete}
            title={t.deleteTitle}
            description={fill(t.deleteText, { name: vpc.name })}
            okText={t.delete}
            cancelText={t.cancel}
            danger
            disabled={vpc.status === 'deleting'}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { projectId: vpc.projectId, id: vpc.id } });
              navigate(`/vpc/${vpc.projectId}`);
            }}
          />
        </Flex>
      </Card>
      <Card title={vpcMessages.topology.title}>
        <p>{vpcMessages.topology.description}</p>
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Topology vpc={vpc} networks={networks.data ?? []} interfaces={interfaces.data ?? []} dnat={dnat.data ?? []} loadBalancers={lbs.data ?? []} base={base} />
        </div>
      </Card>
    </Flex>
  );
}
