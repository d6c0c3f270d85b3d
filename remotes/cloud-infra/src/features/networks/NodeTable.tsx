import type { NetworkNode } from '@portal/contracts';
import { ResourceTable, type ResourceColumn, deleteColumn } from '@portal/ui';
import { useDetachNode } from './api';
import { networkMessages } from './messages';

const t = networkMessages.nodes;

/** Server–network links with a detach action; `show` picks the server or the network column. */
export function NodeTable({ projectId, rows, loading, error, onRetry, show, caption, emptyText }: {
  projectId: number;
  rows: NetworkNode[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  show: 'server' | 'network';
  caption: string;
  emptyText: string;
}) {
  const detach = useDetachNode();
  const columns: ResourceColumn<NetworkNode>[] = [
    show === 'server'
      ? { key: 'vmHostName', title: t.server, dataIndex: 'vmHostName', sorter: true }
      : { key: 'networkName', title: networkMessages.vmTab.network, dataIndex: 'networkName', sorter: true },
    { key: 'ipAddress', title: t.ip, dataIndex: 'ipAddress', render: (_, n) => <span dir="ltr">{n.ipAddress}</span> },
    deleteColumn<NetworkNode>({
      label: t.detach,
      okText: t.detach,
      title: t.detachTitle,
      description: (n) => t.detachText(n.vmHostName, n.networkName),
      run: (n) => detach.mutateAsync({ params: { projectId }, body: { networkId: n.networkId, vmHostId: n.vmHostId } }),
      done: t.detached,
    }),
  ];
  return (
    <ResourceTable<NetworkNode>
      rowKey={(n) => `${n.networkId}-${n.vmHostId}`}
      rows={rows}
      columns={columns}
      loading={loading}
      error={error}
      onRetry={onRetry}
      caption={caption}
      emptyText={emptyText}
    />
  );
}
