import { useState } from 'react';
import { Button, Card, Flex, Form, Select } from 'antd';
import type { VpcPublicIp } from '@portal/contracts';
import { fill, formatNumber, formatRial } from '@portal/locale';
import { ConfirmAction, FormDialog, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useAllocateIp, useAssignIp, useInterfaces, useLoadBalancers, usePublicIps, useReleaseIp, useUnassignIp } from '../vpc/api';
import type { TabProps } from './VpcDetailPage';

const t = vpcMessages.ip;

/** Public IPs of the VPC: allocate, assign to a server of the VPC or a load balancer (one at a time), free, release. */
export default function IpTab({ vpc }: TabProps) {
  const ids = { projectId: vpc.projectId, vpcHostId: vpc.id };
  const ips = usePublicIps(ids);
  const interfaces = useInterfaces(ids);
  const lbs = useLoadBalancers(ids);
  const allocate = useAllocateIp();
  const assign = useAssignIp();
  const unassign = useUnassignIp();
  const release = useReleaseIp();
  const [assigning, setAssigning] = useState<VpcPublicIp | null>(null);
  const [form] = Form.useForm<{ target: string }>();
  const servers = [...new Map((interfaces.data ?? []).map((i) => [i.vmHostId, i.vmHostName])).entries()];
  const targets = [
    ...servers.map(([id, name]) => ({ value: `server:${id}`, label: fill(t.serverOption, { name }) })),
    ...(lbs.data ?? []).map((lb) => ({ value: `loadBalancer:${lb.id}`, label: fill(t.lbOption, { name: lb.name }) })),
  ];

  const columns: ResourceColumn<VpcPublicIp>[] = [
    { key: 'address', title: t.address, dataIndex: 'address', kind: 'ltr', sorter: true },
    { key: 'assignedTo', title: t.assignedTo, value: (i) => i.assignedName ?? (i.dnatCount ? fill(t.dnat, { n: formatNumber(i.dnatCount) }) : t.free) },
    { key: 'hourlyPrice', title: t.hourly, dataIndex: 'hourlyPrice', kind: 'number', render: (_, i) => formatRial(i.hourlyPrice) },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, i) => (
        <Flex gap={8} wrap>
          {i.assignedKind ? (
            <ConfirmAction
              label={t.unassign}
              title={t.unassignTitle}
              description={fill(t.unassignText, { address: i.address, name: i.assignedName ?? '' })}
              okText={t.unassign}
              cancelText={t.cancel}
              buttonProps={{ size: 'small', 'aria-label': `${t.unassign} ${i.address}` }}
              onConfirm={async () => {
                await unassign.mutateAsync({ params: { projectId: vpc.projectId, id: i.id } });
                notify.success(t.unassigned);
              }}
            />
          ) : (
            <Permitted>
              {(disabled) => (
                <Button size="small" disabled={disabled || i.dnatCount > 0} aria-label={`${t.assign} ${i.address}`} onClick={() => setAssigning(i)}>
                  {t.assign}
                </Button>
              )}
            </Permitted>
          )}
          <ConfirmAction
            label={t.release}
            title={t.releaseTitle}
            description={fill(t.releaseText, { address: i.address })}
            okText={t.release}
            cancelText={t.cancel}
            danger
            disabled={!!i.assignedKind || i.dnatCount > 0}
            buttonProps={{ size: 'small', 'aria-label': `${t.release} ${i.address}` }}
            onConfirm={async () => {
              await release.mutateAsync({ params: { projectId: vpc.projectId, id: i.id } });
              notify.success(t.released);
            }}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t.title}
      extra={
        <ConfirmAction
          label={t.allocate}
          title={t.allocateTitle}
          description={t.allocateText}
          okText={t.allocate}
          cancelText={t.cancel}
          disabled={vpc.status !== 'active'}
          buttonProps={{ type: 'primary' }}
          onConfirm={async () => {
            await allocate.mutateAsync({ params: ids });
            notify.success(t.allocated);
          }}
        />
      }
    >
      <ResourceTable<VpcPublicIp> rowKey="id" rows={ips.data} columns={columns} loading={ips.isLoading} error={ips.isError} onRetry={() => void ips.refetch()} caption={t.title} emptyText={t.empty} />
      <FormDialog<{ target: string }>
        form={form}
        open={assigning !== null}
        onClose={() => setAssigning(null)}
        title={fill(t.assignTitle, { address: assigning?.address ?? '' })}
        okText={t.save}
        cancelText={t.cancel}
        successMessage={t.assigned}
        resetOnDone
        send={({ target }) => {
          const [kind, id] = target.split(':');
          return assign.mutateAsync({ params: { projectId: vpc.projectId, id: assigning!.id }, body: { kind: kind as 'server' | 'loadBalancer', targetId: Number(id) } });
        }}
      >
        <Form.Item name="target" label={t.target} rules={[{ required: true, message: t.targetRequired }]}>
          <Select options={targets} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
