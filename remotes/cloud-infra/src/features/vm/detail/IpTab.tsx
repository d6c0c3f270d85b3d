import { Button, Card, Space, Typography } from 'antd';
import { hourlyOf, PRODUCT_ITEM_IDS, type VmIp } from '@portal/contracts';
import { ConfirmAction, CopyButton, ResourceTable, type ResourceColumn, deleteColumn, usePermission, Ltr } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { EMPTY_VALUE, fill, formatRial } from '@portal/locale';
import { useCreateIp, useDeleteIp, useVmIps, useVmItems, type VmView } from '../api';
import { vmMessages } from '../messages';

const t = vmMessages.ip;

export default function IpTab({ vm }: { vm: VmView }) {
  const write = usePermission();
  const ips = useVmIps(vm.projectId, vm.id);
  const add = useCreateIp();
  const remove = useDeleteIp();
  const params = { projectId: vm.projectId, vmHostId: vm.id };
  const addIp = (useIpV4: boolean) => add.mutate({ params, body: { useIpV4 } }, { onSuccess: () => notify.success(t.added) });
  // An IPv4 address is billed: its price is confirmed before it is taken.
  const ipv4 = useVmItems().data?.find((i) => i.id === PRODUCT_ITEM_IDS.vm.ipv4);
  const ipv4Text = ipv4 ? fill(t.addV4Text, { monthly: formatRial(ipv4.price), hourly: formatRial(hourlyOf(ipv4.price)) }) : t.addV4NoPrice;

  const columns: ResourceColumn<VmIp>[] = [
    {
      key: 'address',
      title: t.address,
      dataIndex: 'ipAddress',
      render: (_, ip) =>
        ip.ipAddress ? (
          <Space size={4}>
            <Ltr>{ip.ipAddress}</Ltr>
            <CopyButton text={ip.ipAddress} />
          </Space>
        ) : (
          EMPTY_VALUE
        ),
    },
    { key: 'version', title: t.version, value: (ip) => (ip.isV4 ? 'IPv4' : 'IPv6') },
    { key: 'primary', title: t.primary, value: (ip) => (ip.isPrimary ? t.yes : t.no) },
    deleteColumn<VmIp>({
      label: t.remove,
      okText: t.remove,
      title: t.removeTitle,
      description: (ip) => fill(t.removeText, { address: ip.ipAddress ?? '' }),
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
              await add.mutateAsync({ params, body: { useIpV4: true } });
              notify.success(t.added);
            }}
          />
          <Button loading={add.isPending} disabled={!write.allowed} title={write.reason} onClick={() => addIp(false)}>
            {t.addV6}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t.priceNote}</Typography.Paragraph>
      <ResourceTable<VmIp>
        tableId="vm.server.ips"
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
