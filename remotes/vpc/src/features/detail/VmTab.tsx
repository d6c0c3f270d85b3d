import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { vpcInterfaceSchema, type VpcInterface, type VpcInterfaceRequest } from '@portal/contracts';
import { fill } from '@portal/locale';
import { ConfirmAction, FormDialog, formRules, Permitted, ResourceTable, StatusTag, type ResourceColumn } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useAttach, useDetach, useInterfaces, useProjectServers, useVpcNetworks } from '../vpc/api';
import type { TabProps } from './VpcDetailPage';

const t = vpcMessages.vm;

/**
 * The servers on the VPC's networks with their private addresses: attach an existing server of
 * the project (an interface on one network), detach it, or order a new one into a network (the
 * server wizard, opened with the VPC and the network chosen).
 */
export default function VmTab({ vpc }: TabProps) {
  const ids = { projectId: vpc.projectId, vpcHostId: vpc.id };
  const interfaces = useInterfaces(ids);
  const networks = useVpcNetworks(ids);
  const servers = useProjectServers(vpc.projectId);
  const attach = useAttach();
  const detach = useDetach();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<VpcInterfaceRequest>();
  const active = vpc.status === 'active';
  const activeNetworks = (networks.data ?? []).filter((n) => n.status === 'active');
  const wizard = (networkId: number) => `/vm/${vpc.projectId}/add-vm?vpcId=${vpc.id}&networkId=${networkId}`;
  // A server ordered into one of these networks joins it when it is built: a server changing
  // state re-reads the interfaces.
  const serverStates = (servers.data ?? []).map((s) => `${s.id}:${s.status}`).join();
  const seen = useRef(serverStates);
  const { refetch } = interfaces;
  useEffect(() => {
    if (seen.current === serverStates) return;
    seen.current = serverStates;
    void refetch();
  }, [serverStates, refetch]);

  const columns: ResourceColumn<VpcInterface>[] = [
    { key: 'vmHostName', title: t.server, dataIndex: 'vmHostName', sorter: true, render: (_, i) => <Link to={`/vm/${vpc.projectId}/${i.vmHostId}/specification`}>{i.vmHostName}</Link> },
    { key: 'networkName', title: t.network, dataIndex: 'networkName', sorter: true },
    { key: 'ipAddress', title: t.ipAddress, dataIndex: 'ipAddress', kind: 'ltr' },
    { key: 'vmStatus', title: t.status, dataIndex: 'vmStatus', render: (_, i) => <StatusTag status={i.vmStatus} /> },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, i) => (
        <ConfirmAction
          label={t.detach}
          title={t.detachTitle}
          description={fill(t.detachText, { server: i.vmHostName, network: i.networkName })}
          okText={t.detach}
          cancelText={t.cancel}
          danger
          buttonProps={{ size: 'small', 'aria-label': `${t.detach} ${i.vmHostName} ${i.networkName}` }}
          onConfirm={() => detach.mutateAsync({ params: ids, body: { networkId: i.networkId, vmHostId: i.vmHostId } })}
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
        <ResourceTable<VpcInterface> rowKey={(i) => `${i.networkId}-${i.vmHostId}`} rows={interfaces.data} columns={columns} loading={interfaces.isLoading} error={interfaces.isError} onRetry={() => void interfaces.refetch()} caption={t.title} emptyText={t.empty} />
      </Card>
      {active && activeNetworks.length > 0 ? (
        <Card title={t.createServer}>
          <Flex gap={8} wrap>
            {activeNetworks.map((n) => (
              <Link key={n.id} to={wizard(n.id)}>
                {fill(t.createServerIn, { name: n.name })}
              </Link>
            ))}
          </Flex>
        </Card>
      ) : null}
      <FormDialog<VpcInterfaceRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.attach}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.attached}
        resetOnDone
        send={(body) => attach.mutateAsync({ params: ids, body: { ...body, ipAddress: body.ipAddress || null } })}
      >
        <Form.Item name="vmHostId" label={t.server} rules={formRules(vpcInterfaceSchema.vmHostId)}>
          <Select options={(servers.data ?? []).filter((s) => s.datacenterId === vpc.datacenterId).map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item name="networkId" label={t.network} rules={formRules(vpcInterfaceSchema.networkId)}>
          <Select options={activeNetworks.map((n) => ({ value: n.id, label: `${n.name} (${n.cidr})` }))} />
        </Form.Item>
        <Form.Item name="ipAddress" label={t.ipAddress} extra={t.ipHint} rules={formRules(vpcInterfaceSchema.ipAddress)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
