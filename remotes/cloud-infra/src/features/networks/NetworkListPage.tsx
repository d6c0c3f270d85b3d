import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space, Tooltip } from 'antd';
import type { Network } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { ConfirmAction, SimpleResourceList, type ResourceColumn, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useDeleteNetwork, useNetworks } from './api';
import { CreateNetworkDialog } from './CreateNetworkDialog';
import { networkMessages } from './messages';

const t = networkMessages.list;

export default function NetworkListPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const networks = useNetworks(projectId);
  const remove = useDeleteNetwork();
  const [creating, setCreating] = useState(false);

  const columns: ResourceColumn<Network>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
    { key: 'cidr', title: t.cidr, dataIndex: 'cidr', render: (_, n) => <span dir="ltr">{n.cidr}</span> },
    { key: 'gateway', title: t.gateway, dataIndex: 'gateway', render: (_, n) => <span dir="ltr">{n.gateway}</span> },
    { key: 'datacenterName', title: t.datacenter, dataIndex: 'datacenterName' },
    { key: 'nodeCount', title: t.nodes, dataIndex: 'nodeCount', kind: 'number', render: (_, n) => formatNumber(n.nodeCount) },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, n) => (
        <Space onClick={(e) => e.stopPropagation()}>
          <Button size="small" onClick={() => navigate(`${n.id}/node-list`)}>
            {t.nodeList}
          </Button>
          <Tooltip title={n.nodeCount > 0 ? t.deleteHasNodes : undefined}>
            <span>
              <ConfirmAction
                danger
                label={t.delete}
                title={t.deleteTitle}
                description={t.deleteText(n.name)}
                disabled={n.nodeCount > 0 || n.status !== 'active'}
                buttonProps={{ size: 'small' }}
                onConfirm={async () => {
                  await remove.mutateAsync({ params: { projectId, id: n.id } });
                  notify.success(t.deleted);
                }}
              />
            </span>
          </Tooltip>
        </Space>
      ),
    },
  ];
  return (
    <>
      <SimpleResourceList<Network>
        query={networks}
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
