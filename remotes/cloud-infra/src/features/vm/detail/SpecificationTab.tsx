import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Select, Space, Typography } from 'antd';
import { vmActionAllowed, vmPowerState } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatGigabytes } from '@portal/locale';
import { CopyButton, StatusTag, usePermission, Ltr } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useDatacenters, useIsos, useMountedIsos, useMountIso, useUnmountIso, useVmBundles, useVmIps, type VmView } from '../api';
import { vmMessages } from '../messages';
import { bundleOfSize } from '../list/columns';

const t = vmMessages.detail;
const l = vmMessages.list;

/** The server's virtual drive: what `iso/node/list` says is in it, and the ISOs it may take. */
function IsoDrive({ vm }: { vm: VmView }) {
  const canWrite = usePermission().allowed;
  const isos = useIsos(vm.projectId);
  const mount = useMountIso();
  const unmount = useUnmountIso();
  const [choice, setChoice] = useState<number | undefined>();
  const mounted = useMountedIsos(vm.projectId, vm.id).data?.[0];
  // Settled (running or off), as for every other action on the server.
  const usable = vmPowerState(vm) != null;
  return (
    <Card title={t.iso} size="small" style={{ marginTop: 16 }}>
      {mounted ? (
        <Space wrap>
          <Typography.Text dir="ltr">{mounted.name ?? EMPTY_VALUE}</Typography.Text>
          <Button
            disabled={!canWrite}
            loading={unmount.isPending}
            onClick={() =>
              unmount.mutate(
                { params: { projectId: vm.projectId }, body: { vmHostId: vm.id, isoId: mounted.id } },
                { onSuccess: () => notify.success(t.unmounted) },
              )
            }
          >
            {t.unmount}
          </Button>
        </Space>
      ) : (
        <Space wrap>
          <Typography.Text type="secondary">{t.isoNone}</Typography.Text>
          <Select
            aria-label={t.isoPick}
            placeholder={t.isoPick}
            style={{ minWidth: 260 }}
            loading={isos.isLoading}
            value={choice}
            onChange={setChoice}
            options={(isos.data ?? []).map((i) => ({ value: i.id, label: i.name ?? EMPTY_VALUE }))}
          />
          <Button
            type="primary"
            disabled={!choice || !usable || !canWrite}
            loading={mount.isPending}
            onClick={() =>
              mount.mutate(
                { params: { projectId: vm.projectId }, body: { vmHostId: vm.id, isoId: choice! } },
                {
                  onSuccess: () => {
                    setChoice(undefined);
                    notify.success(t.mounted);
                  },
                },
              )
            }
          >
            {t.mount}
          </Button>
        </Space>
      )}
    </Card>
  );
}

const addressList = (list: string[]) =>
  list.length ? (
    <Space direction="vertical" size={0}>
      {list.map((a) => (
        <Space key={a} size={4}>
          <Ltr>{a}</Ltr>
          <CopyButton text={a} />
        </Space>
      ))}
    </Space>
  ) : (
    EMPTY_VALUE
  );

/**
 * The server's `get` (sizes, image, power and network status, dates), its addresses from its
 * `ip/list`, its data centre's name from the catalogue and its bundle by its sizes.
 */
export function SpecificationTab({ vm }: { vm: VmView }) {
  const bundles = useVmBundles();
  const datacenters = useDatacenters();
  const ips = useVmIps(vm.projectId, vm.id).data ?? [];
  const bundle = bundleOfSize(bundles.data, vm);
  const address = (v4: boolean) => ips.filter((ip) => ip.isV4 === v4 && ip.ipAddress).map((ip) => ip.ipAddress!);
  return (
    <>
      {vm.isCluster && <Alert type="info" showIcon message={t.clusterNote} style={{ marginBottom: 16 }} />}
      <Card title={t.tabs.specification}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={l.name}>
            <Space wrap>
              <Ltr>{vm.name ?? EMPTY_VALUE}</Ltr>
              {/* The provider renames a server only through its rebuild (the rebuild's `name`). */}
              {vmActionAllowed('rebuild', vm) && <Link to={`/vm/${vm.projectId}/${vm.id}/rebuild`}>{t.rename}</Link>}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={l.status}>
            <StatusTag status={vm.status} statusId={vm.statusId} />
          </Descriptions.Item>
          <Descriptions.Item label={l.os}>
            <Ltr>{vm.vmImage ?? vm.operatingSystem ?? EMPTY_VALUE}</Ltr>
          </Descriptions.Item>
          <Descriptions.Item label={l.datacenter}>{datacenters.data?.find((d) => d.id === vm.datacenterId)?.name ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t.cpu}>{t.cores(formatNumber(vm.cpu))}</Descriptions.Item>
          <Descriptions.Item label={t.memory}>{formatGigabytes(vm.memory)}</Descriptions.Item>
          <Descriptions.Item label={t.disk}>{formatGigabytes(vm.disk)}</Descriptions.Item>
          <Descriptions.Item label={t.bundle}>{bundle ? (bundle.name ?? EMPTY_VALUE) : t.custom}</Descriptions.Item>
          <Descriptions.Item label={t.ipv4}>{addressList(address(true))}</Descriptions.Item>
          <Descriptions.Item label={t.ipv6}>{addressList(address(false))}</Descriptions.Item>
          <Descriptions.Item label={t.powerStatus}>{vm.powerStatus ? (t.power[vm.powerStatus] ?? vm.powerStatus) : EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t.networkStatus}>{vm.networkStatus ? (t.network[vm.networkStatus] ?? vm.networkStatus) : EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t.cluster}>{vm.isCluster ? (vm.isMaster ? t.clusterMaster : t.clusterWorker) : t.notCluster}</Descriptions.Item>
          <Descriptions.Item label={l.createdAt}>{formatDateTime(vm.createDate)}</Descriptions.Item>
          <Descriptions.Item label={t.modifiedAt}>{formatDateTime(vm.modifyDate)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <IsoDrive vm={vm} />
    </>
  );
}
