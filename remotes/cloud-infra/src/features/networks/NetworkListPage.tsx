import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import { serviceStatusOf, type Network } from '@portal/contracts';
import { ConfirmAction, SimpleResourceList, StatusTag, type ResourceColumn, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useDeleteNetwork, useNetworks } from './api';
import { CreateNetworkDialog } from './CreateNetworkDialog';
import { networkMessages } from './messages';

const t = networkMessages.list;
/** The document leaves a network row's id optional; every row the provider lists has one. */
type Row = Network & { id: number };

export default function NetworkListPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const networks = useNetworks(projectId);
  const remove = useDeleteNetwork();
  const [creating, setCreating] = useState(false);

  // The provider's row has no data centre (the project's) and no count of servers: a network with
  // servers is refused on delete, with the reason.
  const columns: ResourceColumn<Row>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'status', essential: true, title: t.status, dataIndex: 'status', render: (_, n) => <StatusTag statusId={n.statusId} status={n.status} /> },
    { key: 'cidr', essential: true, title: t.cidr, dataIndex: 'cidr', kind: 'ltr' },
    { key: 'subnetMask', title: t.subnetMask, dataIndex: 'subnetMask', kind: 'ltr' },
    { key: 'gatewayIp', title: t.gateway, dataIndex: 'gatewayIp', kind: 'ltr' },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, n) => (
        <Space onClick={(e) => e.stopPropagation()}>
          <Button size="small" onClick={() => navigate(`${n.id}/node-list`)}>
            {t.nodeList}
          </Button>
          <ConfirmAction
            danger
            label={t.delete}
            title={t.deleteTitle}
            description={t.deleteText(n.name ?? '')}
            disabled={serviceStatusOf(n.statusId) !== 'active'}
            buttonProps={{ size: 'small' }}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { projectId, id: n.id } });
              notify.success(t.deleted);
            }}
          />
        </Space>
      ),
    },
  ];
  return (
    <>
      <SimpleResourceList<Row>
        tableId="vm.networks"
        query={networks as { data?: Row[]; isLoading: boolean; isError: boolean; refetch: () => unknown }}
        columns={columns}
        searchKeys={['name', 'cidr']}
        labels={t}
        onCreate={() => setCreating(true)}
        rowPath={(n) => `${n.id}/node-list`}
      />
      <CreateNetworkDialog projectId={projectId} open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
