import { useState } from 'react';
import { Button, Flex, Form, Input, Select } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createKuberFirewallSchema, KUBER_FIREWALL_PROTOCOL, type CreateKuberFirewallRequest, type KuberFirewallRule } from '@portal/contracts';
import { fill } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { namespaceMessages } from '../messages';
import { useCreateFirewallRule, useDeleteFirewallRule, useDeployPorts, useFirewallRules } from '../api';
import type { TabProps } from './types';

const t = namespaceMessages.firewall;
const S = createKuberFirewallSchema;

/** The namespace's firewall: who (an address or range) may reach which port of which deployment. */
export function FirewallTab({ host, projectId }: TabProps) {
  const ids = { projectId, kuberHostId: host.id };
  const rules = useFirewallRules(ids);
  const ports = useDeployPorts(ids);
  const create = useCreateFirewallRule();
  const remove = useDeleteFirewallRule();
  const [form] = Form.useForm<CreateKuberFirewallRequest>();
  const [open, setOpen] = useState(false);
  const portOptions = (ports.data ?? []).flatMap((d) => (d.ports ?? []).map((p) => ({ value: p.portId, label: `${d.name}:${p.targetPort}` })));
  const columns: ResourceColumn<KuberFirewallRule>[] = [
    { key: 'sourceIp', title: t.sourceIp, dataIndex: 'sourceIp', kind: 'ltr' },
    { key: 'protocol', title: t.protocol, dataIndex: 'protocol', kind: 'ltr' },
    { key: 'targetPort', title: t.port, dataIndex: 'targetPort', kind: 'ltr' },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
    deleteColumn<KuberFirewallRule>({
      label: t.delete,
      title: t.deleteTitle,
      description: (r) => fill(t.deleteText, { source: r.sourceIp ?? '', port: String(r.targetPort) }),
      run: (r) => remove.mutateAsync({ params: { ...ids, id: r.id } }),
      done: t.deleted,
    }),
  ];
  return (
    <>
      <ResourceTable<KuberFirewallRule>
        tableId="kubernetes.namespace.firewall"
        rowKey="id"
        rows={rules.data ?? []}
        columns={columns}
        loading={rules.isLoading}
        error={rules.isError}
        onRetry={() => void rules.refetch()}
        caption={t.title}
        emptyText={t.empty}
        toolbar={
          <Permitted>
            {(disabled) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
                {t.create}
              </Button>
            )}
          </Permitted>
        }
      />
      <FormDialog<CreateKuberFirewallRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.dialogTitle}
        okText={t.save}
        cancelText={t.cancel}
        resetOnDone
        initialValues={{ firewallProtocolId: KUBER_FIREWALL_PROTOCOL.tcp, sourceIp: '0.0.0.0/0' }}
        successMessage={t.created}
        send={(v) => create.mutateAsync({ params: ids, body: { ...v, sourceIp: (v.sourceIp ?? '').trim(), description: v.description?.trim() || null } })}
      >
        <Flex gap={12} wrap>
          <Form.Item name="deployPortId" label={t.port} rules={formRules(S.deployPortId)} style={{ flex: '1 1 180px' }}>
            <Select options={portOptions} />
          </Form.Item>
          <Form.Item name="firewallProtocolId" label={t.protocol} style={{ flex: '1 1 100px' }}>
            <Select
              options={[
                { value: KUBER_FIREWALL_PROTOCOL.tcp, label: 'TCP' },
                { value: KUBER_FIREWALL_PROTOCOL.udp, label: 'UDP' },
              ]}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="sourceIp" label={t.sourceIp} rules={formRules(S.sourceIp)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t.description} rules={formRules(S.description)}>
          <Input autoComplete="off" />
        </Form.Item>
      </FormDialog>
    </>
  );
}
