import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Typography } from 'antd';
import { api, type CdnRouteRow } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { EMPTY_VALUE, fill, formatNumber } from '@portal/locale';
import { deleteColumn, Ltr, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCdnRoute, useCdnRoutes, useDeleteCdnRoute } from './api';
import { CdnRouteDialog } from './CdnRouteDialog';
import type { TabProps } from './zone-tabs';

const t = dnsCdnMessages.cdnRoutes;

type Row = CdnRouteRow & { pathText: string; policyText: string };

/**
 * `/cdn/{projectId}/{id}/load-balance`: the zone's CDN routes, the provider's model: each path is
 * sent to its own destinations under a load-balancing policy (no separate origin pools). The list
 * names no destinations; editing reads the route's get. The create and the API gateway are ours:
 * against an upstream without them they are not offered.
 */
export default function LoadBalanceTab({ projectId, zone }: TabProps) {
  const ids = { projectId, dnsCdnHostId: zone.id };
  const routes = useCdnRoutes(ids);
  const remove = useDeleteCdnRoute();
  const [dialog, setDialog] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const current = useCdnRoute(ids, dialog.row?.id ?? null);
  const creatable = useAddition(api.dnsLoadBalance.cdnRouteCreate).offered;
  const gateway = useAddition(api.dnsLoadBalance.apiGatewayList).offered;

  const rows: Row[] | undefined = routes.data?.map((r) => ({
    ...r,
    pathText: r.path ?? '',
    policyText: r.cdnLbPolicy ? (t.policies[r.cdnLbPolicy] ?? r.cdnLbPolicy) : '',
  }));

  const columns: ResourceColumn<Row>[] = [
    { key: 'pathText', title: t.path, dataIndex: 'pathText', sorter: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'policyText', title: t.policy, dataIndex: 'policyText' },
    {
      key: 'maxConnectionsPerServer',
      title: t.maxConnections,
      dataIndex: 'maxConnectionsPerServer',
      render: (v) => (v == null ? EMPTY_VALUE : formatNumber(Number(v))),
    },
    { key: 'host', title: t.host, dataIndex: 'host', render: (v) => (v ? <Ltr>{String(v)}</Ltr> : EMPTY_VALUE) },
    deleteColumn<Row>({
      label: t.delete,
      okText: t.delete,
      ariaLabel: (r) => fill(t.deleteLabel, { path: r.pathText }),
      title: t.deleteTitle,
      description: (r) => fill(t.deleteText, { path: r.pathText }),
      run: (r) => remove.mutateAsync({ params: { ...ids, id: r.id } }),
      done: t.deleted,
      edit: { label: t.edit, ariaLabel: (r) => fill(t.editLabel, { path: r.pathText }), open: (r) => setDialog({ open: true, row: r }) },
    }),
  ];

  const add = creatable && (
    <Permitted>
      {(disabled) => (
        <Button type="primary" disabled={disabled} onClick={() => setDialog({ open: true, row: null })}>
          {t.create}
        </Button>
      )}
    </Permitted>
  );
  const editing = dialog.row !== null;
  const close = () => setDialog((s) => ({ ...s, open: false }));

  return (
    <Flex vertical gap={16}>
      <Card title={t.title}>
        <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
        <ResourceTable<Row>
          tableId="dns.zone.load-balance"
          rowKey="id"
          rows={rows}
          columns={columns}
          loading={routes.isLoading}
          error={routes.isError}
          onRetry={() => void routes.refetch()}
          searchKeys={['pathText', 'policyText', 'host']}
          searchPlaceholder={t.search}
          exportFileName={t.exportName}
          caption={t.title}
          emptyText={t.empty}
          emptyAction={add}
          toolbar={add}
        />
      </Card>
      {gateway && <Link to={`/cdn/${projectId}/api-gateway-settings?zone=${zone.id}`}>{dnsCdnMessages.gateway.zoneLink}</Link>}
      {editing && current.isError && <Typography.Text type="danger">{t.loadFailed}</Typography.Text>}
      <CdnRouteDialog
        key={dialog.row?.id ?? 'new'}
        projectId={projectId}
        zoneId={zone.id}
        route={editing ? (current.data ?? null) : null}
        path={dialog.row?.pathText ?? ''}
        open={dialog.open && (editing ? !!current.data : creatable)}
        onClose={close}
      />
    </Flex>
  );
}
