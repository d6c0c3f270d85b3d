import { useState } from 'react';
import { Button, Card, Flex, Form, Select } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  isServiceActive,
  networkAccessSchema,
  vpcInterfaceSchema,
  type CreateNetworkAccessRequest,
  type CreateVpcInterfaceRequest,
  type VpcInterface,
  type VpcNetworkAccess,
} from '@portal/contracts';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, Permitted, ResourceTable, StatusTag, type ResourceColumn } from '@portal/ui';
import { vpcDetailMessages } from './messages';
import { useAttachNetwork, useCreateAccess, useInterfaces, useNetworkAccess, useProjectNetworks, useRemoveNetwork } from '../vpc/api';
import type { TabProps } from './vpc-tabs';

const t = vpcDetailMessages.network;

/**
 * The project networks attached to the VPC (its interfaces: attach one of the project's networks,
 * detach it again; networks are made on the networks page) and the networks that asked to reach it.
 */
export default function NetworkTab({ vpc, projectId }: TabProps) {
  const ids = { projectId, vpcHostId: vpc.id };
  const networks = useInterfaces(ids);
  const projectNetworks = useProjectNetworks(projectId);
  const access = useNetworkAccess(ids);
  const attach = useAttachNetwork();
  const remove = useRemoveNetwork();
  const createAccess = useCreateAccess();
  const [open, setOpen] = useState<'network' | 'access' | null>(null);
  const [form] = Form.useForm<CreateVpcInterfaceRequest>();
  const [accessForm] = Form.useForm<CreateNetworkAccessRequest>();
  const active = isServiceActive(vpc.statusId);
  const attached = new Set((networks.data ?? []).map((n) => n.id));
  const free = (projectNetworks.data ?? [])
    .filter((n) => n.id !== undefined && !attached.has(n.id))
    .map((n) => ({ value: n.id!, label: n.name ?? String(n.id) }));

  const columns: ResourceColumn<VpcInterface>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'status', title: t.status, dataIndex: 'status', render: (_, n) => <StatusTag statusId={n.statusId} status={n.status} /> },
    { key: 'cidr', title: t.cidr, dataIndex: 'cidr', kind: 'ltr' },
    { key: 'subnetMask', title: t.subnetMask, dataIndex: 'subnetMask', kind: 'ltr' },
    { key: 'gatewayIp', title: t.gateway, dataIndex: 'gatewayIp', kind: 'ltr' },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
    deleteColumn<VpcInterface>({
      label: t.detach,
      okText: t.detach,
      title: t.detachTitle,
      description: (n) => fill(t.detachText, { name: n.name ?? EMPTY_VALUE }),
      run: (n) => remove.mutateAsync({ params: { ...ids, id: n.id! } }),
      done: t.detached,
      ariaLabel: (n) => `${t.detach} ${n.name ?? ''}`,
    }),
  ];
  const accessColumns: ResourceColumn<VpcNetworkAccess>[] = [
    { key: 'vmNetwork', title: t.network, dataIndex: 'vmNetwork' },
    { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
    { key: 'description', title: t.description, dataIndex: 'description' },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
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
      <Card title={t.title} extra={createButton(t.attach, 'network')}>
        <p>{t.hint}</p>
        <ResourceTable<VpcInterface>
          tableId="vpc.networks"
          rowKey={(n) => String(n.id)}
          rows={networks.data}
          columns={columns}
          loading={networks.isLoading}
          error={networks.isError}
          onRetry={() => void networks.refetch()}
          caption={t.title}
          emptyText={t.empty}
        />
      </Card>
      <Card title={t.accessTitle} extra={createButton(t.accessCreate, 'access')}>
        <p>{t.accessHint}</p>
        <ResourceTable<VpcNetworkAccess>
          tableId="vpc.network-access"
          rowKey={(a) => String(a.id)}
          rows={access.data}
          columns={accessColumns}
          loading={access.isLoading}
          error={access.isError}
          caption={t.accessTitle}
          emptyText={t.accessEmpty}
        />
      </Card>
      <FormDialog<CreateVpcInterfaceRequest>
        form={form}
        open={open === 'network'}
        onClose={() => setOpen(null)}
        title={t.attach}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.attached}
        resetOnDone
        send={(body) => attach.mutateAsync({ params: ids, body })}
      >
        <Form.Item name="vmNetworkId" label={t.network} extra={t.attachHint} rules={formRules(vpcInterfaceSchema.vmNetworkId)}>
          <Select options={free} loading={projectNetworks.isLoading} />
        </Form.Item>
      </FormDialog>
      <FormDialog<CreateNetworkAccessRequest>
        form={accessForm}
        open={open === 'access'}
        onClose={() => setOpen(null)}
        title={t.accessCreate}
        okText={t.accessSave}
        cancelText={t.cancel}
        successMessage={t.accessCreated}
        resetOnDone
        send={(body) => createAccess.mutateAsync({ params: ids, body })}
      >
        <Form.Item name="vpcNetworkAccessId" label={t.network} rules={formRules(networkAccessSchema.vpcNetworkAccessId)}>
          <Select options={free} loading={projectNetworks.isLoading} />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
