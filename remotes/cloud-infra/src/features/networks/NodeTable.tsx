import type { NetworkNode } from '@portal/contracts';
import { ResourceTable, type ResourceColumn, deleteColumn } from '@portal/ui';
import { useDetachNode } from './api';
import { networkMessages } from './messages';

const t = networkMessages.nodes;

/** Server–network links with a detach action (by the node's id); `show` picks the server or the network column. */
export function NodeTable({
  projectId,
  rows,
  loading,
  error,
  onRetry,
  show,
  caption,
  emptyText,
}: {
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
      ? { key: 'vmHost', title: t.server, dataIndex: 'vmHost', sorter: true }
      : { key: 'vmNetwork', title: networkMessages.vmTab.network, dataIndex: 'vmNetwork', sorter: true },
    { key: 'ipAddress', title: t.ip, dataIndex: 'ipAddress', kind: 'ltr' },
    deleteColumn<NetworkNode>({
      label: t.detach,
      okText: t.detach,
      title: t.detachTitle,
      description: (n) => t.detachText(n.vmHost ?? '', n.vmNetwork ?? ''),
      run: (n) => detach.mutateAsync({ params: { projectId, id: n.id } }),
      done: t.detached,
    }),
  ];
  return (
    <ResourceTable<NetworkNode>
      tableId={`vm.network-nodes.by-${show}`}
      rowKey="id"
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
