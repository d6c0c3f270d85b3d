import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Select, Switch } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createDnatSchema, isServiceActive, type CreateDnatRequest, type VpcNat } from '@portal/contracts';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, NumberField, notify, Permitted, ResourceTable, usePermission, type ResourceColumn } from '@portal/ui';
import { vpcDetailMessages } from './messages';
import { useCreateDnat, useCreateSnat, useDeleteNat, useDeleteSnat, useNatRules, usePublicIps, useVpcServers } from '../vpc/api';
import type { TabProps } from './vpc-tabs';

const t = vpcDetailMessages.nat;

/**
 * SNAT of the VPC (one switch: on, the attached networks reach the internet through its primary
 * address) and its NAT rules; a DNAT rule forwards a port of a public address to a server's
 * address in an attached network.
 */
export default function NatTab({ vpc, projectId }: TabProps) {
  const ids = { projectId, vpcHostId: vpc.id };
  const rules = useNatRules(ids);
  const ips = usePublicIps(ids);
  const servers = useVpcServers(ids);
  const snatOn = useCreateSnat();
  const snatOff = useDeleteSnat();
  const create = useCreateDnat();
  const remove = useDeleteNat();
  const { allowed } = usePermission('write');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreateDnatRequest>();
  const v4 = (ips.data ?? []).filter((i) => i.isV4 !== false);
  const inNetwork = (networkId: unknown) => (servers.data ?? []).filter((s) => s.vmNetworkId === networkId && s.ipAddress);

  const columns: ResourceColumn<VpcNat>[] = [
    { key: 'type', title: t.type, dataIndex: 'natTypeName' },
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'sourceIp', title: t.sourceIp, dataIndex: 'sourceIp', kind: 'ltr' },
    { key: 'translateIp', title: t.publicIp, dataIndex: 'translateIp', kind: 'ltr' },
    { key: 'destinationIp', title: t.internalIp, dataIndex: 'destinationIp', kind: 'ltr' },
    { key: 'destinationPort', title: t.internalPort, value: (r) => (r.destinationPort ? String(r.destinationPort) : EMPTY_VALUE), kind: 'ltr' },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
    deleteColumn<VpcNat>({
      label: t.delete,
      title: t.deleteTitle,
      description: (r) => fill(t.deleteText, { name: r.name ?? EMPTY_VALUE }),
      run: (r) => remove.mutateAsync({ params: { ...ids, id: r.id } }),
      done: t.deleted,
      ariaLabel: (r) => `${t.delete} ${r.name ?? ''}`,
    }),
  ];
  const switching = snatOn.isPending || snatOff.isPending;

  return (
    <Flex vertical gap={16}>
      <Card title={t.snatTitle}>
        <p>{t.snatHint}</p>
        <Flex gap={8} align="center">
          <Switch
            checked={vpc.snatEnabled ?? false}
            aria-label={t.snat}
            disabled={!allowed || !isServiceActive(vpc.statusId)}
            loading={switching}
            onChange={async (enabled) => {
              if (enabled) await snatOn.mutateAsync({ params: ids, body: { vpcNetworkId: null } });
              else await snatOff.mutateAsync({ params: ids });
              notify.success(enabled ? t.snatEnabled : t.snatDisabled);
            }}
          />
          <span>{vpc.snatEnabled ? vpcDetailMessages.topology.snatOn : vpcDetailMessages.topology.snatOff}</span>
        </Flex>
      </Card>
      <Card
        title={t.title}
        extra={
          <Permitted>
            {(disabled) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled || !isServiceActive(vpc.statusId)} onClick={() => setOpen(true)}>
                {t.dnatCreate}
              </Button>
            )}
          </Permitted>
        }
      >
        <ResourceTable<VpcNat>
          tableId="vpc.nat"
          rowKey={(r) => String(r.id)}
          rows={rules.data}
          columns={columns}
          loading={rules.isLoading}
          error={rules.isError}
          onRetry={() => void rules.refetch()}
          caption={t.title}
          emptyText={t.empty}
        />
      </Card>
      <FormDialog<CreateDnatRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.dnatCreate}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.created}
        resetOnDone
        send={(body) => create.mutateAsync({ params: ids, body: { ...body, sourceIp: body.sourceIp || null } })}
      >
        {v4.length === 0 ? <Alert type="info" showIcon title={t.needIp} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="name" label={t.name} rules={formRules(createDnatSchema.name)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="vpcHostIpId" label={t.publicIp} rules={formRules(createDnatSchema.vpcHostIpId)}>
          <Select options={v4.map((i) => ({ value: i.id, label: i.ipAddress ?? String(i.id) }))} />
        </Form.Item>
        <Form.Item name="vmNetworkId" label={t.network} rules={formRules(createDnatSchema.vmNetworkId)}>
          <Select
            options={(servers.networks ?? [])
              .filter((n) => n.id !== undefined)
              .map((n) => ({ value: n.id!, label: `${n.name ?? n.id} (${n.cidr ?? EMPTY_VALUE})` }))}
            onChange={() => form.setFieldValue('destinationIp', undefined)}
          />
        </Form.Item>
        {/* The servers offered are those of the network chosen above. */}
        <Form.Item noStyle dependencies={['vmNetworkId']}>
          {({ getFieldValue }) => (
            <Form.Item name="destinationIp" label={t.internalIp} rules={formRules(createDnatSchema.destinationIp)}>
              <Select
                options={inNetwork(getFieldValue('vmNetworkId')).map((s) => ({ value: s.ipAddress!, label: `${s.vmHost ?? s.vmHostId} (${s.ipAddress})` }))}
              />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item name="destinationPort" label={t.internalPort} rules={formRules(createDnatSchema.destinationPort)}>
          <NumberField />
        </Form.Item>
        <Form.Item name="sourceIp" label={t.sourceIp} extra={t.sourceHint} rules={formRules(createDnatSchema.sourceIp)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
