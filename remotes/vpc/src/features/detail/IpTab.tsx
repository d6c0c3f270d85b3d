import { useState } from 'react';
import { Button, Card, Form, Radio } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { isServiceActive, NAT_TYPE, type CreateVpcIpRequest, type VpcIp } from '@portal/contracts';
import { EMPTY_VALUE, fill, formatNumber } from '@portal/locale';
import { ConfirmAction, FormDialog, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { vpcDetailMessages } from './messages';
import { useAllocateIp, useLoadBalancers, useNatRules, usePublicIps, useReleaseIp } from '../vpc/api';
import type { TabProps } from './vpc-tabs';

const t = vpcDetailMessages.ip;

/**
 * Public IPs of the VPC: its primary address (the one SNAT leaves through) and floating ones
 * (DNAT rules, load balancers); take an IPv4 or IPv6 address, give back one nothing uses.
 */
export default function IpTab({ vpc, projectId }: TabProps) {
  const ids = { projectId, vpcHostId: vpc.id };
  const ips = usePublicIps(ids);
  const nat = useNatRules(ids);
  const lbs = useLoadBalancers(ids);
  const allocate = useAllocateIp();
  const release = useReleaseIp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreateVpcIpRequest>();

  /** What uses an address, as the page can tell from the NAT rules and the load balancers. */
  const usedBy = (i: VpcIp): string | null => {
    const lb = (lbs.data ?? []).find((l) => l.publicIp === i.ipAddress);
    if (lb) return fill(t.lbOption, { name: lb.name });
    const dnat = (nat.data ?? []).filter((r) => r.natTypeId === NAT_TYPE.dnat && r.translateIp === i.ipAddress).length;
    if (dnat) return fill(t.dnat, { n: formatNumber(dnat) });
    if (i.isPrimary && vpc.snatEnabled) return t.snat;
    return null;
  };

  const columns: ResourceColumn<VpcIp>[] = [
    { key: 'ipAddress', title: t.address, dataIndex: 'ipAddress', kind: 'ltr', sorter: true },
    { key: 'version', title: t.version, value: (i) => (i.isV4 === false ? 'IPv6' : 'IPv4') },
    { key: 'role', title: t.role, value: (i) => (i.isPrimary ? t.primary : i.isFloating ? t.floating : EMPTY_VALUE) },
    { key: 'usedBy', title: t.assignedTo, value: (i) => usedBy(i) ?? t.free },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, i) => (
        <ConfirmAction
          label={t.release}
          title={t.releaseTitle}
          description={fill(t.releaseText, { address: i.ipAddress ?? '' })}
          okText={t.release}
          cancelText={t.cancel}
          danger
          disabled={usedBy(i) !== null}
          buttonProps={{ size: 'small', 'aria-label': `${t.release} ${i.ipAddress ?? ''}` }}
          onConfirm={async () => {
            await release.mutateAsync({ params: { ...ids, id: i.id } });
            notify.success(t.released);
          }}
        />
      ),
    },
  ];

  return (
    <Card
      title={t.title}
      extra={
        <Permitted>
          {(disabled) => (
            <Button type="primary" icon={<PlusOutlined />} disabled={disabled || !isServiceActive(vpc.statusId)} onClick={() => setOpen(true)}>
              {t.allocate}
            </Button>
          )}
        </Permitted>
      }
    >
      <ResourceTable<VpcIp>
        tableId="vpc.ips"
        rowKey={(i) => String(i.id)}
        rows={ips.data}
        columns={columns}
        loading={ips.isLoading}
        error={ips.isError}
        onRetry={() => void ips.refetch()}
        caption={t.title}
        emptyText={t.empty}
      />
      <FormDialog<CreateVpcIpRequest>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.allocateTitle}
        okText={t.allocate}
        cancelText={t.cancel}
        successMessage={t.allocated}
        resetOnDone
        initialValues={{ useIpV4: true }}
        send={(body) => allocate.mutateAsync({ params: ids, body: { useIpV4: body.useIpV4 !== false } })}
      >
        <p>{t.allocateText}</p>
        <Form.Item name="useIpV4" label={t.version}>
          <Radio.Group
            options={[
              { value: true, label: 'IPv4' },
              { value: false, label: 'IPv6' },
            ]}
          />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
