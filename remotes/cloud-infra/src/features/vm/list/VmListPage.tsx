import { useNavigate } from 'react-router-dom';
import { Button, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { VM_POWER_ACTIONS, vmActionAllowed, vmDeletable, type VmHostRow } from '@portal/contracts';
import { PageHeader, Permitted, ResourceTable, type ResourceColumn, useNumericParams, usePermission } from '@portal/ui';
import { useVmHosts } from '../api';
import { vmMessages } from '../messages';
import { vmColumns } from './columns';
import { usePowerConfirm, type VmAction } from './usePowerConfirm';

const t = vmMessages.list;
const p = vmMessages.power;

export default function VmListPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const vms = useVmHosts(projectId);
  const { request, dialogs } = usePowerConfirm(projectId);
  const { allowed } = usePermission('write');

  const menu = (vm: VmHostRow): MenuProps => ({
    items: [
      // A list row has no powerStatus: its statusId says whether it runs (2) or is off (10).
      ...VM_POWER_ACTIONS.map((a) => ({ key: a, label: p[a], disabled: !allowed || !vmActionAllowed(a, vm) })),
      { type: 'divider' as const },
      { key: 'delete', label: p.delete, danger: true, disabled: !allowed || !vmDeletable(vm) },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      request(key as VmAction, [vm]);
    },
  });

  const columns: ResourceColumn<VmHostRow>[] = [
    ...vmColumns,
    {
      key: 'actions',
      essential: true,
      title: t.actions,
      exportable: false,
      render: (_, vm) => (
        <Dropdown menu={menu(vm)} trigger={['click']}>
          <Button type="text" icon={<MoreOutlined />} aria-label={t.rowActions(vm.name ?? '')} />
        </Dropdown>
      ),
    },
  ];

  const create = (
    <Permitted>
      {(disabled) => (
        <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => navigate(`/vm/${projectId}/add-vm`)}>
          {t.create}
        </Button>
      )}
    </Permitted>
  );

  return (
    <>
      <PageHeader title={t.title} extra={create} />
      <ResourceTable<VmHostRow>
        tableId="vm.servers"
        rowKey="id"
        rows={vms.data ?? []}
        columns={columns}
        loading={vms.isLoading}
        error={vms.isError}
        onRetry={() => void vms.refetch()}
        searchKeys={['name', 'operatingSystem', 'datacenter']}
        searchPlaceholder={t.searchPlaceholder}
        exportFileName={t.exportName}
        caption={t.title}
        emptyText={t.empty}
        emptyAction={create}
        selectable
        bulkActions={(selected, clear) => (
          <Space wrap>
            {VM_POWER_ACTIONS.map((a) => (
              <Button key={a} size="small" disabled={!allowed || !selected.some((vm) => vmActionAllowed(a, vm))} onClick={() => request(a, selected, clear)}>
                {p[a]}
              </Button>
            ))}
            <Button size="small" danger disabled={!allowed} onClick={() => request('delete', selected, clear)}>
              {p.delete}
            </Button>
          </Space>
        )}
        rowHref={(vm) => `/vm/${projectId}/${vm.id}/specification`}
      />
      {dialogs}
    </>
  );
}
