import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Select, Switch } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createDnatSchema, DNAT_PROTOCOLS, type CreateDnatRequest, type VpcDnatRule, type VpcNetwork } from '@portal/contracts';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, notify, Permitted, ResourceTable, usePermission, type ResourceColumn } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useCreateDnat, useDeleteDnat, useDnatRules, useEditSnat, useInterfaces, usePublicIps, useVpcNetworks } from '../vpc/api';
import type { TabProps } from './VpcDetailPage';

const t = vpcMessages.nat;

/** SNAT per network (a switch each) and the DNAT rules: public IP, protocol, external port(s) → internal address and port(s). */
export default function NatTab({ vpc }: TabProps) {
  const ids = { projectId: vpc.projectId, vpcHostId: vpc.id };
  const networks = useVpcNetworks(ids);
  const rules = useDnatRules(ids);
  const ips = usePublicIps(ids);
  const interfaces = useInterfaces(ids);
  const snat = useEditSnat();
  const create = useCreateDnat();
  const remove = useDeleteDnat();
  const { allowed } = usePermission('write');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreateDnatRequest>();
  const freeIps = (ips.data ?? []).filter((i) => !i.assignedKind);

  const snatColumns: ResourceColumn<VpcNetwork>[] = [
    { key: 'name', title: t.network, dataIndex: 'name' },
    { key: 'cidr', title: t.cidr, dataIndex: 'cidr', kind: 'ltr' },
    {
      key: 'snat',
      title: t.snat,
      value: (n) => (n.snat ? vpcMessages.topology.snatOn : vpcMessages.topology.snatOff),
      render: (_, n) => (
        <Switch
          checked={n.snat}
          aria-label={`${t.snat} ${n.name}`}
          disabled={!allowed || n.status !== 'active'}
          loading={snat.isPending && (snat.variables?.body as { networkId?: number } | undefined)?.networkId === n.id}
          onChange={async (enabled) => {
            await snat.mutateAsync({ params: ids, body: { networkId: n.id, enabled } });
            notify.success(fill(t.snatChanged, { name: n.name }));
          }}
        />
      ),
    },
  ];
  const dnatColumns: ResourceColumn<VpcDnatRule>[] = [
    { key: 'publicIp', title: t.publicIp, dataIndex: 'publicIp', kind: 'ltr' },
    { key: 'protocol', title: t.protocol, value: (r) => r.protocol.toUpperCase(), kind: 'ltr' },
    { key: 'externalPort', title: t.externalPort, dataIndex: 'externalPort', kind: 'ltr' },
    { key: 'internalIp', title: t.internalIp, dataIndex: 'internalIp', kind: 'ltr' },
    { key: 'internalPort', title: t.internalPort, dataIndex: 'internalPort', kind: 'ltr' },
    { key: 'server', title: t.server, value: (r) => r.vmHostName ?? EMPTY_VALUE },
    deleteColumn<VpcDnatRule>({
      label: vpcMessages.network.delete,
      title: t.deleteTitle,
      description: (r) => fill(t.deleteText, { port: `${r.publicIp}:${r.externalPort}` }),
      run: (r) => remove.mutateAsync({ params: { projectId: vpc.projectId, id: r.id } }),
      done: t.deleted,
      ariaLabel: (r) => `${vpcMessages.network.delete} ${r.protocol} ${r.externalPort}`,
    }),
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={t.snatTitle}>
        <p>{t.snatHint}</p>
        <ResourceTable<VpcNetwork> rowKey="id" rows={networks.data} columns={snatColumns} loading={networks.isLoading} error={networks.isError} caption={t.snatTitle} />
      </Card>
      <Card
        title={t.dnatTitle}
        extra={
          <Permitted>
            {(disabled) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled || vpc.status !== 'active'} onClick={() => setOpen(true)}>
                {t.dnatCreate}
              </Button>
            )}
          </Permitted>
        }
      >
        <ResourceTable<VpcDnatRule> rowKey="id" rows={rules.data} columns={dnatColumns} loading={rules.isLoading} error={rules.isError} caption={t.dnatTitle} emptyText={t.dnatEmpty} />
      </Card>
      <FormDialog<CreateDnatRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.dnatCreate}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.created}
        initialValues={{ protocol: 'tcp' }}
        send={(body) => create.mutateAsync({ params: ids, body })}
      >
        {freeIps.length === 0 ? <Alert type="info" showIcon title={t.needIp} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="publicIpId" label={t.publicIp} rules={formRules(createDnatSchema.publicIpId)}>
          <Select options={freeIps.map((i) => ({ value: i.id, label: i.address }))} />
        </Form.Item>
        <Form.Item name="protocol" label={t.protocol} rules={formRules(createDnatSchema.protocol)}>
          <Select options={DNAT_PROTOCOLS.map((p) => ({ value: p, label: p.toUpperCase() }))} />
        </Form.Item>
        <Form.Item name="externalPort" label={t.externalPort} extra={t.portHint} rules={formRules(createDnatSchema.externalPort)}>
          <Input dir="ltr" autoComplete="off" placeholder="2222" />
        </Form.Item>
        <Form.Item name="internalIp" label={t.internalIp} rules={formRules(createDnatSchema.internalIp)}>
          <Select options={(interfaces.data ?? []).map((i) => ({ value: i.ipAddress, label: `${i.vmHostName} (${i.ipAddress})` }))} />
        </Form.Item>
        <Form.Item name="internalPort" label={t.internalPort} rules={formRules(createDnatSchema.internalPort)}>
          <Input dir="ltr" autoComplete="off" placeholder="22" />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
