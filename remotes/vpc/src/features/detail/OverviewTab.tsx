import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Form, Select } from 'antd';
import { editVpcSchema, isServiceActive, serviceStatusOf, type EditVpcRequest } from '@portal/contracts';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { ConfirmAction, DateText, FormDialog, formRules, Permitted, StatusTag } from '@portal/ui';
import { vpcDetailMessages } from './messages';
import { useDeleteVpc, useEditVpc, useLoadBalancers, useNatRules, useVpcBundles, useVpcServers } from '../vpc/api';
import { Topology } from './Topology';
import type { TabProps } from './vpc-tabs';

const t = vpcDetailMessages.detail;

/** The VPC at a glance: its facts, the topology picture, a change of configuration, and delete (refused by the API while something is inside). */
export default function OverviewTab({ vpc, projectId }: TabProps) {
  const navigate = useNavigate();
  const ids = { projectId, vpcHostId: vpc.id };
  const servers = useVpcServers(ids);
  const nat = useNatRules(ids);
  const lbs = useLoadBalancers(ids);
  const bundles = useVpcBundles();
  const remove = useDeleteVpc();
  const edit = useEditVpc();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<EditVpcRequest>();
  const base = `/vpc/${projectId}/${vpc.id}`;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'status', label: t.status, children: <StatusTag statusId={vpc.statusId} status={vpc.status} /> },
            { key: 'dc', label: t.datacenter, children: vpc.datacenter ?? EMPTY_VALUE },
            {
              key: 'snat',
              label: vpcDetailMessages.nat.snat,
              children: vpc.snatEnabled ? vpcDetailMessages.topology.snatOn : vpcDetailMessages.topology.snatOff,
            },
            { key: 'customer', label: t.customer, children: vpc.customer ?? EMPTY_VALUE },
            { key: 'user', label: t.userName, children: vpc.userName ? <bdi>{vpc.userName}</bdi> : EMPTY_VALUE },
            { key: 'created', label: t.createdAt, children: <DateText value={vpc.createDate} /> },
            { key: 'modified', label: t.modifiedAt, children: <DateText value={vpc.modifyDate} /> },
          ]}
        />
        <Flex justify="end" gap={8} wrap>
          <Permitted>
            {(disabled) => (
              <Button disabled={disabled || !isServiceActive(vpc.statusId)} onClick={() => setOpen(true)}>
                {t.editConfig}
              </Button>
            )}
          </Permitted>
          <ConfirmAction
            label={t.delete}
            title={t.deleteTitle}
            description={fill(t.deleteText, { name: vpc.name ?? '' })}
            okText={t.delete}
            cancelText={t.cancel}
            danger
            typedConfirmation={vpc.name ?? ''}
            disabled={serviceStatusOf(vpc.statusId) === 'deleting'}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { projectId, id: vpc.id } });
              navigate(`/vpc/${projectId}`);
            }}
          />
        </Flex>
      </Card>
      <Card title={vpcDetailMessages.topology.title}>
        <p>{vpcDetailMessages.topology.description}</p>
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Topology vpc={vpc} networks={servers.networks ?? []} servers={servers.data ?? []} nat={nat.data ?? []} loadBalancers={lbs.data ?? []} base={base} />
        </div>
      </Card>
      <FormDialog<EditVpcRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.editConfig}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.edited}
        resetOnDone
        send={(body) => edit.mutateAsync({ params: { projectId, id: vpc.id }, body })}
      >
        <Form.Item name="productBundleId" label={t.bundle} rules={formRules(editVpcSchema.productBundleId)}>
          <Select loading={bundles.isLoading} options={(bundles.data ?? []).map((b) => ({ value: b.id, label: b.name ?? String(b.id) }))} />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
