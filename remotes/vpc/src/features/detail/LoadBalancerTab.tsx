import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  createLoadBalancerSchema,
  isServiceActive,
  serviceStatusOf,
  LB_ALGORITHMS,
  LB_PROTOCOLS,
  lbListenerSchema,
  NAT_TYPE,
  type CreateLoadBalancerRequest,
  type LoadBalancer,
} from '@portal/contracts';
import { EMPTY_VALUE, fill, formatNumber, formatRial } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, NumberField, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { vpcDetailMessages } from './messages';
import { useCreateLoadBalancer, useDeleteLoadBalancer, useLoadBalancers, useNatRules, usePublicIps, useVpcServers } from '../vpc/api';
import type { TabProps } from './vpc-tabs';

const t = vpcDetailMessages.lb;

/** Load balancers of the VPC: list with status, create (listeners, algorithm, health check, backends, public IP), delete. */
export default function LoadBalancerTab({ vpc, projectId }: TabProps) {
  const ids = { projectId, vpcHostId: vpc.id };
  const lbs = useLoadBalancers(ids);
  const ips = usePublicIps(ids);
  const nat = useNatRules(ids);
  const servers = useVpcServers(ids);
  const create = useCreateLoadBalancer();
  const remove = useDeleteLoadBalancer();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreateLoadBalancerRequest>();
  // A balancer takes a floating IPv4 address no balancer and no NAT rule uses.
  const used = new Set([
    ...(lbs.data ?? []).map((l) => l.publicIp),
    ...(nat.data ?? []).filter((r) => r.natTypeId === NAT_TYPE.dnat).map((r) => r.translateIp),
  ]);
  const freeIps = (ips.data ?? []).filter((i) => i.isV4 !== false && !i.isPrimary && !used.has(i.ipAddress));

  const columns: ResourceColumn<LoadBalancer>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
    { key: 'publicIp', title: t.publicIp, value: (lb) => lb.publicIp ?? EMPTY_VALUE, kind: 'ltr' },
    { key: 'algorithm', title: t.algorithm, value: (lb) => t.algorithms[lb.algorithm] },
    { key: 'listeners', title: t.listeners, value: (lb) => lb.listeners.map((l) => `${l.protocol.toUpperCase()}:${l.port}`).join(', '), kind: 'ltr' },
    {
      key: 'health',
      title: t.healthCheck,
      value: (lb) =>
        fill(t.healthSummary, {
          interval: formatNumber(lb.healthCheckInterval),
          timeout: formatNumber(lb.healthCheckTimeout),
          attempts: formatNumber(lb.healthCheckAttempts),
        }),
    },
    { key: 'backends', title: t.backends, value: (lb) => lb.backends.join(', '), kind: 'ltr' },
    { key: 'hourlyPrice', title: vpcDetailMessages.ip.hourly, dataIndex: 'hourlyPrice', kind: 'number', render: (_, lb) => formatRial(lb.hourlyPrice) },
    deleteColumn<LoadBalancer>({
      label: t.delete,
      title: t.deleteTitle,
      description: (lb) => fill(t.deleteText, { name: lb.name }),
      run: (lb) => remove.mutateAsync({ params: { projectId, id: lb.id } }),
      done: t.deleted,
      disabled: (lb) => serviceStatusOf(lb.statusId) === 'deleting',
      ariaLabel: (lb) => `${t.delete} ${lb.name}`,
    }),
  ];

  return (
    <Card
      title={t.title}
      extra={
        <Permitted>
          {(disabled) => (
            <Button type="primary" icon={<PlusOutlined />} disabled={disabled || !isServiceActive(vpc.statusId)} onClick={() => setOpen(true)}>
              {t.create}
            </Button>
          )}
        </Permitted>
      }
    >
      <ResourceTable<LoadBalancer>
        tableId="vpc.load-balancers"
        rowKey="id"
        rows={lbs.data}
        columns={columns}
        loading={lbs.isLoading}
        error={lbs.isError}
        onRetry={() => void lbs.refetch()}
        caption={t.title}
        emptyText={t.empty}
      />
      <FormDialog<CreateLoadBalancerRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.create}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.created}
        resetOnDone
        width={640}
        initialValues={{
          algorithm: 'roundRobin',
          listeners: [{ protocol: 'http', port: 80 }],
          healthCheckInterval: 10,
          healthCheckTimeout: 5,
          healthCheckAttempts: 3,
          backends: [],
        }}
        send={(body) => create.mutateAsync({ params: ids, body: { ...body, publicIpId: body.publicIpId ?? null } })}
      >
        <Form.Item name="name" label={t.name} rules={formRules(createLoadBalancerSchema.name)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="publicIpId" label={t.publicIp}>
          <Select allowClear placeholder={t.noIp} options={freeIps.map((i) => ({ value: i.id, label: i.ipAddress ?? String(i.id) }))} />
        </Form.Item>
        <Form.Item name="algorithm" label={t.algorithm} rules={formRules(createLoadBalancerSchema.algorithm)}>
          <Select options={LB_ALGORITHMS.map((a) => ({ value: a, label: t.algorithms[a] }))} />
        </Form.Item>
        <Form.List name="listeners">
          {(fields, { add, remove: drop }) => (
            <Flex vertical gap={4} style={{ marginBottom: 16 }}>
              <strong>{t.listeners}</strong>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'protocol']}
                    label={`${t.listenerProtocol} ${formatNumber(i + 1)}`}
                    rules={formRules(lbListenerSchema.protocol)}
                    style={{ flex: '1 1 120px', marginBottom: 8 }}
                  >
                    <Select options={LB_PROTOCOLS.map((p) => ({ value: p, label: p.toUpperCase() }))} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'port']}
                    label={`${t.listenerPort} ${formatNumber(i + 1)}`}
                    rules={formRules(lbListenerSchema.port)}
                    style={{ flex: '1 1 120px', marginBottom: 8 }}
                  >
                    <NumberField />
                  </Form.Item>
                  <Button
                    aria-label={`${t.removeListener} ${formatNumber(i + 1)}`}
                    icon={<DeleteOutlined />}
                    disabled={fields.length === 1}
                    onClick={() => drop(field.name)}
                    style={{ marginTop: 30 }}
                  />
                </Flex>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ protocol: 'tcp' })} style={{ alignSelf: 'start' }}>
                {t.addListener}
              </Button>
            </Flex>
          )}
        </Form.List>
        <Flex gap={8} wrap>
          <Form.Item
            name="healthCheckInterval"
            label={t.interval}
            rules={formRules(createLoadBalancerSchema.healthCheckInterval)}
            style={{ flex: '1 1 140px' }}
          >
            <NumberField />
          </Form.Item>
          <Form.Item name="healthCheckTimeout" label={t.timeout} rules={formRules(createLoadBalancerSchema.healthCheckTimeout)} style={{ flex: '1 1 140px' }}>
            <NumberField />
          </Form.Item>
          <Form.Item
            name="healthCheckAttempts"
            label={t.attempts}
            rules={formRules(createLoadBalancerSchema.healthCheckAttempts)}
            style={{ flex: '1 1 140px' }}
          >
            <NumberField />
          </Form.Item>
        </Flex>
        <Form.Item name="backends" label={t.backends}>
          <Select
            mode="multiple"
            options={(servers.data ?? [])
              .filter((n) => n.ipAddress)
              .map((n) => ({ value: n.ipAddress!, label: fill(t.backendOption, { server: n.vmHost ?? String(n.vmHostId), ip: n.ipAddress! }) }))}
          />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
