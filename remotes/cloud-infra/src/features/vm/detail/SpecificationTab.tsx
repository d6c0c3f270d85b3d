import { useState } from 'react';
import { Button, Card, Descriptions, Select, Space, Typography } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { EditVmHostRequest, VmHost } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatRial, formatGigabytes, joinList } from '@portal/locale';
import { CopyButton, EditNameDialog, StatusTag, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useSshKeys } from '../../keys/api';
import { useEditVm, useIsos, useMountIso, useUnmountIso, useVmBundles } from '../api';
import { osText } from '../list/columns';
import { vmMessages } from '../messages';

const t = vmMessages.detail;
const l = vmMessages.list;

function EditVmName({ vm, open, onClose }: { vm: VmHost; open: boolean; onClose: () => void }) {
  const edit = useEditVm();
  const send = (body: EditVmHostRequest) => edit.mutateAsync({ params: { projectId: vm.projectId, id: vm.id }, body });
  const labels = { title: t.editTitle, name: l.name, save: t.save, cancel: t.cancel, saved: t.saved };
  return <EditNameDialog name={vm.name} open={open} onClose={onClose} send={send} labels={labels} />;
}

function IsoDrive({ vm }: { vm: VmHost }) {
  const canWrite = usePermission().allowed;
  const isos = useIsos(vm.projectId);
  const mount = useMountIso();
  const unmount = useUnmountIso();
  const [choice, setChoice] = useState<number | undefined>();
  const mounted = isos.data?.find((i) => i.id === vm.mountedIsoId);
  const usable = vm.status === 'active' || vm.status === 'stopped';
  return (
    <Card title={t.iso} size="small" style={{ marginTop: 16 }}>
      {vm.mountedIsoId != null ? (
        <Space wrap>
          <Typography.Text dir="ltr">{mounted?.name ?? EMPTY_VALUE}</Typography.Text>
          <Button
            disabled={!canWrite}
            loading={unmount.isPending}
            onClick={() =>
              unmount.mutate({ params: { projectId: vm.projectId }, body: { vmHostId: vm.id, isoId: vm.mountedIsoId! } }, { onSuccess: () => notify.success(t.unmounted) })
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
            options={(isos.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
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
          <span dir="ltr">{a}</span>
          <CopyButton text={a} />
        </Space>
      ))}
    </Space>
  ) : (
    EMPTY_VALUE
  );

/** The keys installed at creation, by their current name (a key deleted since is named by its id). */
function ServerKeys({ vm }: { vm: VmHost }) {
  const keys = useSshKeys(vm.projectId);
  if (!vm.sshKeyIds.length) return <>{t.noSshKeys}</>;
  const name = (id: number) => keys.data?.find((k) => k.id === id)?.name ?? t.deletedKey(formatNumber(id));
  return <>{joinList(vm.sshKeyIds.map(name))}</>;
}

export function SpecificationTab({ vm }: { vm: VmHost }) {
  const canWrite = usePermission().allowed;
  const [editing, setEditing] = useState(false);
  const bundles = useVmBundles();
  const bundle = bundles.data?.find((b) => b.id === vm.productBundleId);
  return (
    <>
      <Card
        title={t.tabs.specification}
        extra={
          <Button icon={<EditOutlined />} disabled={!canWrite} onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={l.name}>
            <span dir="ltr">{vm.name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={l.status}>
            <StatusTag status={vm.status} />
          </Descriptions.Item>
          <Descriptions.Item label={l.os}>
            <span dir="ltr">{osText(vm)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={l.datacenter}>{vm.datacenterName}</Descriptions.Item>
          <Descriptions.Item label={t.cpu}>{t.cores(formatNumber(vm.cpu))}</Descriptions.Item>
          <Descriptions.Item label={t.memory}>{formatGigabytes(vm.memory)}</Descriptions.Item>
          <Descriptions.Item label={t.disk}>{formatGigabytes(vm.disk)}</Descriptions.Item>
          <Descriptions.Item label={t.bundle}>{vm.isPredefined ? (bundle?.name ?? EMPTY_VALUE) : t.custom}</Descriptions.Item>
          <Descriptions.Item label={t.ipv4}>{addressList(vm.ipv4)}</Descriptions.Item>
          <Descriptions.Item label={t.ipv6}>{addressList(vm.ipv6)}</Descriptions.Item>
          <Descriptions.Item label={t.privateIp}>{vm.privateIp ? <span dir="ltr">{vm.privateIp}</span> : EMPTY_VALUE}</Descriptions.Item>
          {vm.osFamily === 'linux' && <Descriptions.Item label={t.sshKeys}><ServerKeys vm={vm} /></Descriptions.Item>}
          <Descriptions.Item label={t.hourlyPrice}>{formatRial(vm.hourlyPrice)}</Descriptions.Item>
          <Descriptions.Item label={l.createdAt}>{formatDateTime(vm.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <IsoDrive vm={vm} />
      <EditVmName vm={vm} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
