import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { VmHost } from '@portal/contracts';
import { PageHeader, ResourceTable, type ResourceColumn, useNumericParams } from '@portal/ui';
import { canPower, useVmHosts, type PowerAction } from '../api';
import { vmMessages } from '../messages';
import { vmColumns } from './columns';
import { usePowerConfirm, type VmAction } from './usePowerConfirm';

const t = vmMessages.list;
const p = vmMessages.power;
const POWER: PowerAction[] = ['start', 'shutdown', 'stop', 'reboot', 'reset'];

export default function VmListPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const vms = useVmHosts(projectId);
  const { request, dialogs } = usePowerConfirm(projectId);

  const menu = (vm: VmHost): MenuProps => ({
    items: [
      ...POWER.map((a) => ({ key: a, label: p[a], disabled: !canPower(a, vm) })),
      { type: 'divider' as const },
      { key: 'delete', label: p.delete, danger: true, disabled: vm.status === 'deleting' },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      request(key as VmAction, [vm]);
    },
  });

  const columns: ResourceColumn<VmHost>[] = [
    ...vmColumns,
    {
      key: 'actions',
      title: t.actions,
      exportable: false,
      render: (_, vm) => (
        <Dropdown menu={menu(vm)} trigger={['click']}>
          <Button type="text" icon={<MoreOutlined />} aria-label={t.rowActions(vm.name)} />
        </Dropdown>
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/vm/${projectId}/add-vm`)}>
      {t.create}
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} extra={create} />
      <ResourceTable<VmHost>
        rowKey="id"
        rows={vms.data ?? []}
        columns={columns}
        loading={vms.isLoading}
        error={vms.isError}
        onRetry={() => void vms.refetch()}
        searchKeys={['name', 'ipv4', 'ipv6', 'privateIp', 'osName', 'datacenterName']}
        searchPlaceholder={t.searchPlaceholder}
        exportFileName={t.exportName}
        caption={t.title}
        emptyText={t.empty}
        emptyAction={create}
        selectable
        bulkActions={(selected, clear) => (
          <Space wrap>
            {POWER.map((a) => (
              <Button key={a} size="small" disabled={!selected.some((vm) => canPower(a, vm))} onClick={() => request(a, selected, clear)}>
                {p[a]}
              </Button>
            ))}
            <Button size="small" danger onClick={() => request('delete', selected, clear)}>
              {p.delete}
            </Button>
          </Space>
        )}
        onRowClick={(vm) => navigate(`/vm/${projectId}/${vm.id}/specification`)}
      />
      {dialogs}
    </>
  );
}
