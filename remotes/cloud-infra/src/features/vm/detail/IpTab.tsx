import { Button, Card, Space, Typography } from 'antd';
import type { VmHost, VmIp } from '@portal/contracts';
import { ConfirmAction, CopyButton, ResourceTable, type ResourceColumn, deleteColumn, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { fill, formatRial } from '@portal/locale';
import { useCreateIp, useDeleteIp, useVmIps, useVmItems } from '../api';
import { vmMessages } from '../messages';

const t = vmMessages.ip;

export default function IpTab({ vm }: { vm: VmHost }) {
  const write = usePermission();
  const ips = useVmIps(vm.projectId, vm.id);
  const add = useCreateIp();
  const remove = useDeleteIp();
  const params = { projectId: vm.projectId, vmHostId: vm.id };
  const addIp = (version: 4 | 6) => add.mutate({ params, body: { version } }, { onSuccess: () => notify.success(t.added) });
  // An IPv4 address is billed: its price is confirmed before it is taken.
  const ipv4 = useVmItems().data?.find((i) => i.key === 'ipv4');
  const ipv4Text = ipv4 ? fill(t.addV4Text, { monthly: formatRial(ipv4.price), hourly: formatRial(ipv4.hourlyPrice) }) : t.addV4NoPrice;

  const columns: ResourceColumn<VmIp>[] = [
    {
      key: 'address',
      title: t.address,
      dataIndex: 'address',
      render: (_, ip) => (
        <Space size={4}>
          <span dir="ltr">{ip.address}</span>
          <CopyButton text={ip.address} />
        </Space>
      ),
    },
    { key: 'version', title: t.version, value: (ip) => `IPv${ip.version}` },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime' },
    deleteColumn<VmIp>({
      label: t.remove,
      okText: t.remove,
      title: t.removeTitle,
      description: (ip) => fill(t.removeText, { address: ip.address }),
      run: (ip) => remove.mutateAsync({ params: { ...params, id: ip.id } }),
      done: t.removed,
    }),
  ];

  return (
    <Card
      title={t.title}
      extra={
        <Space>
          <ConfirmAction
            label={t.addV4}
            title={t.addV4Title}
            okText={t.addV4}
            description={ipv4Text}
            buttonProps={{ loading: add.isPending }}
            onConfirm={async () => {
              await add.mutateAsync({ params, body: { version: 4 } });
              notify.success(t.added);
            }}
          />
          <Button loading={add.isPending} disabled={!write.allowed} title={write.reason} onClick={() => addIp(6)}>
            {t.addV6}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t.priceNote}</Typography.Paragraph>
      <ResourceTable<VmIp>
        rowKey="id"
        rows={ips.data}
        columns={columns}
        loading={ips.isLoading}
        error={ips.isError}
        onRetry={() => void ips.refetch()}
        caption={t.title}
        emptyText={t.empty}
        pagination={false}
      />
    </Card>
  );
}
