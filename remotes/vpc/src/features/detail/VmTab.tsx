import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { isServiceActive, networkNodeSchema, type NetworkNode, type NetworkNodeRequest } from '@portal/contracts';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { ConfirmAction, FormDialog, formRules, Permitted, ResourceTable, StatusTag, type ResourceColumn } from '@portal/ui';
import { vpcDetailMessages } from './messages';
import { useAttachServer, useDetachServer, useProjectServers, useVpcServers } from '../vpc/api';
import type { TabProps } from './vpc-tabs';

const t = vpcDetailMessages.vm;

/**
 * The servers in the VPC's attached networks with their private addresses: attach an existing
 * server of the project to one of those networks, detach it, or order a new one into a network
 * (the server wizard, opened with the VPC and the network chosen).
 */
export default function VmTab({ vpc, projectId }: TabProps) {
  const ids = { projectId, vpcHostId: vpc.id };
  const servers = useVpcServers(ids);
  const projectServers = useProjectServers(projectId);
  const attach = useAttachServer();
  const detach = useDetachServer();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NetworkNodeRequest>();
  const active = isServiceActive(vpc.statusId);
  const networks = (servers.networks ?? []).filter((n) => n.id !== undefined && isServiceActive(n.statusId));
  const wizard = (networkId: number) => `/vm/${projectId}/add-vm?vpcId=${vpc.id}&networkId=${networkId}`;
  // A server ordered into one of these networks joins it when it is built: a server changing
  // state re-reads the nodes.
  const serverStates = (projectServers.data ?? []).map((s) => `${s.id}:${s.status}`).join();
  const seen = useRef(serverStates);
  const { refetch } = servers;
  useEffect(() => {
    if (seen.current === serverStates) return;
    seen.current = serverStates;
    void refetch();
  }, [serverStates, refetch]);

  const columns: ResourceColumn<NetworkNode>[] = [
    {
      key: 'vmHost',
      title: t.server,
      dataIndex: 'vmHost',
      sorter: true,
      render: (_, n) => <Link to={`/vm/${projectId}/${n.vmHostId}/specification`}>{n.vmHost ?? EMPTY_VALUE}</Link>,
    },
    { key: 'vmNetwork', title: t.network, dataIndex: 'vmNetwork', sorter: true },
    { key: 'ipAddress', title: t.ipAddress, dataIndex: 'ipAddress', kind: 'ltr' },
    { key: 'status', title: t.status, dataIndex: 'status', render: (_, n) => <StatusTag statusId={n.statusId} status={n.status} /> },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, n) => (
        <ConfirmAction
          label={t.detach}
          title={t.detachTitle}
          description={fill(t.detachText, { server: n.vmHost ?? EMPTY_VALUE, network: n.vmNetwork ?? EMPTY_VALUE })}
          okText={t.detach}
          cancelText={t.cancel}
          danger
          buttonProps={{ size: 'small', 'aria-label': `${t.detach} ${n.vmHost ?? ''} ${n.vmNetwork ?? ''}` }}
          onConfirm={() => detach.mutateAsync({ params: { projectId, id: n.id } })}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={t.title}
        extra={
          <Permitted>
            {(disabled) => (
              <Button type="primary" icon={<LinkOutlined />} disabled={disabled || !active} onClick={() => setOpen(true)}>
                {t.attach}
              </Button>
            )}
          </Permitted>
        }
      >
        <ResourceTable<NetworkNode>
          tableId="vpc.servers"
          rowKey={(n) => String(n.id)}
          rows={servers.data}
          columns={columns}
          loading={servers.isLoading}
          error={servers.isError}
          onRetry={() => void servers.refetch()}
          caption={t.title}
          emptyText={t.empty}
        />
      </Card>
      {active && networks.length > 0 ? (
        <Card title={t.createServer}>
          <Flex gap={8} wrap>
            {networks.map((n) => (
              <Link key={n.id} to={wizard(n.id!)}>
                {fill(t.createServerIn, { name: n.name ?? EMPTY_VALUE })}
              </Link>
            ))}
          </Flex>
        </Card>
      ) : null}
      <FormDialog<NetworkNodeRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.attach}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.attached}
        resetOnDone
        send={(body) =>
          attach.mutateAsync({ params: { projectId }, body: { vmHostId: body.vmHostId, vmNetworkId: body.vmNetworkId, ipAddress: body.ipAddress || null } })
        }
      >
        <Form.Item name="vmHostId" label={t.server} rules={formRules(networkNodeSchema.vmHostId)}>
          {/* A project's servers are all in its data centre, the VPC's (the provider's list row names none). */}
          <Select options={(projectServers.data ?? []).map((s) => ({ value: s.id, label: s.name ?? String(s.id) }))} />
        </Form.Item>
        <Form.Item name="vmNetworkId" label={t.network} rules={formRules(networkNodeSchema.vmNetworkId)}>
          <Select options={networks.map((n) => ({ value: n.id!, label: `${n.name ?? n.id} (${n.cidr ?? EMPTY_VALUE})` }))} />
        </Form.Item>
        <Form.Item name="ipAddress" label={t.ipAddress} extra={t.ipHint} rules={formRules(networkNodeSchema.ipAddress)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
