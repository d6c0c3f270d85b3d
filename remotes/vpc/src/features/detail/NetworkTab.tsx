import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createVpcNetworkSchema, networkAccessSchema, type CreateNetworkAccessRequest, type CreateVpcNetworkRequest, type VpcNetwork, type VpcNetworkAccess } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useCreateAccess, useCreateNetwork, useDeleteAccess, useDeleteNetwork, useNetworkAccess, useVpcNetworks } from '../vpc/api';
import type { TabProps } from './VpcDetailPage';

const t = vpcMessages.network;

/** The VPC's networks (create with name, CIDR and gateway; delete when empty) and the access rules between them. */
export default function NetworkTab({ vpc }: TabProps) {
  const ids = { projectId: vpc.projectId, vpcHostId: vpc.id };
  const networks = useVpcNetworks(ids);
  const access = useNetworkAccess(ids);
  const create = useCreateNetwork();
  const remove = useDeleteNetwork();
  const createAccess = useCreateAccess();
  const removeAccess = useDeleteAccess();
  const [open, setOpen] = useState<'network' | 'access' | null>(null);
  const [form] = Form.useForm<CreateVpcNetworkRequest>();
  const [accessForm] = Form.useForm<CreateNetworkAccessRequest>();
  const active = vpc.status === 'active';
  const options = (networks.data ?? []).map((n) => ({ value: n.id, label: `${n.name} (${n.cidr})` }));

  const columns: ResourceColumn<VpcNetwork>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
    { key: 'cidr', title: t.cidr, dataIndex: 'cidr', kind: 'ltr' },
    { key: 'gateway', title: t.gateway, dataIndex: 'gateway', kind: 'ltr' },
    { key: 'snat', title: t.snat, value: (n) => (n.snat ? vpcMessages.topology.snatOn : vpcMessages.topology.snatOff) },
    { key: 'interfaceCount', title: t.interfaces, dataIndex: 'interfaceCount', kind: 'number', render: (_, n) => formatNumber(n.interfaceCount) },
    deleteColumn<VpcNetwork>({
      label: t.delete,
      title: t.deleteTitle,
      description: (n) => fill(t.deleteText, { name: n.name }),
      run: (n) => remove.mutateAsync({ params: { projectId: vpc.projectId, id: n.id } }),
      done: t.deleted,
      disabled: (n) => n.interfaceCount > 0 || n.status !== 'active',
      ariaLabel: (n) => `${t.delete} ${n.name}`,
    }),
  ];
  const accessColumns: ResourceColumn<VpcNetworkAccess>[] = [
    { key: 'from', title: t.from, dataIndex: 'fromNetworkName' },
    { key: 'to', title: t.to, dataIndex: 'toNetworkName' },
    deleteColumn<VpcNetworkAccess>({
      label: t.delete,
      title: t.accessDeleteTitle,
      description: (a) => fill(t.accessDeleteText, { from: a.fromNetworkName, to: a.toNetworkName }),
      run: (a) => removeAccess.mutateAsync({ params: { projectId: vpc.projectId, id: a.id } }),
      done: t.accessDeleted,
    }),
  ];
  const createButton = (label: string, which: 'network' | 'access') => (
    <Permitted>
      {(disabled) => (
        <Button type="primary" icon={<PlusOutlined />} disabled={disabled || !active} onClick={() => setOpen(which)}>
          {label}
        </Button>
      )}
    </Permitted>
  );

  return (
    <Flex vertical gap={16}>
      <Card title={t.title} extra={createButton(t.create, 'network')}>
        <ResourceTable<VpcNetwork> rowKey="id" rows={networks.data} columns={columns} loading={networks.isLoading} error={networks.isError} onRetry={() => void networks.refetch()} caption={t.title} emptyText={t.empty} />
      </Card>
      <Card title={t.accessTitle} extra={createButton(t.accessCreate, 'access')}>
        <p>{t.accessHint}</p>
        <ResourceTable<VpcNetworkAccess> rowKey="id" rows={access.data} columns={accessColumns} loading={access.isLoading} error={access.isError} caption={t.accessTitle} emptyText={t.accessEmpty} />
      </Card>
      <FormDialog<CreateVpcNetworkRequest>
        form={form}
        open={open === 'network'}
        onClose={() => setOpen(null)}
        title={t.create}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.created}
        resetOnDone
        send={(body) => create.mutateAsync({ params: ids, body: { ...body, gateway: body.gateway || null } })}
      >
        <Form.Item name="name" label={t.name} rules={formRules(createVpcNetworkSchema.name)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="cidr" label={t.cidr} rules={formRules(createVpcNetworkSchema.cidr)}>
          <Input dir="ltr" autoComplete="off" placeholder="10.0.3.0/24" />
        </Form.Item>
        <Form.Item name="gateway" label={t.gateway} extra={t.gatewayHint} rules={formRules(createVpcNetworkSchema.gateway)}>
          <Input dir="ltr" autoComplete="off" placeholder="10.0.3.1" />
        </Form.Item>
      </FormDialog>
      <FormDialog<CreateNetworkAccessRequest>
        form={accessForm}
        open={open === 'access'}
        onClose={() => setOpen(null)}
        title={t.accessCreate}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.accessCreated}
        resetOnDone
        send={(body) => createAccess.mutateAsync({ params: ids, body })}
      >
        <Form.Item name="fromNetworkId" label={t.from} rules={formRules(networkAccessSchema.fromNetworkId)}>
          <Select options={options} />
        </Form.Item>
        <Form.Item name="toNetworkId" label={t.to} rules={formRules(networkAccessSchema.toNetworkId)}>
          <Select options={options} />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
