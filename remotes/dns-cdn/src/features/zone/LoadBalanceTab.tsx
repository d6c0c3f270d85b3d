import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import type { CdnRoute, OriginPool } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { deleteColumn, Ltr, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCdnRoutes, useDeleteCdnRoute, useDeletePool, useOriginPools } from '../../api';
import { CdnRouteDialog } from './CdnRouteDialog';
import { PoolDialog } from './PoolDialog';
import type { TabProps } from './ZonePage';

const tp = dnsCdnMessages.pools;
const tr = dnsCdnMessages.cdnRoutes;

type PoolRow = OriginPool & { originsText: string; healthText: string };
type RouteRow = CdnRoute & { cacheText: string };

/** `/cdn/{projectId}/{id}/load-balance`: the zone's origin pools and the CDN routes that send paths to them. */
export default function LoadBalanceTab({ zone }: TabProps) {
  const ids = { projectId: zone.projectId, dnsCdnHostId: zone.id };
  const pools = useOriginPools(ids);
  const routes = useCdnRoutes(ids);
  const removePool = useDeletePool();
  const removeRoute = useDeleteCdnRoute();
  const [pool, setPool] = useState<{ open: boolean; pool: OriginPool | null }>({ open: false, pool: null });
  const [route, setRoute] = useState<{ open: boolean; route: CdnRoute | null }>({ open: false, route: null });

  const poolRows: PoolRow[] | undefined = pools.data?.map((p) => ({
    ...p,
    originsText: p.origins.map((o) => fill(tp.originLine, { address: o.address, weight: formatNumber(o.weight) })).join('، '),
    healthText: fill(tp.healthCheckLine, { path: p.healthCheckPath, n: formatNumber(p.healthCheckInterval) }),
  }));
  const routeRows: RouteRow[] | undefined = routes.data?.map((r) => ({
    ...r,
    cacheText: r.cacheEnabled ? fill(tr.cacheOn, { ttl: fill(tr.seconds, { n: formatNumber(r.cacheTtl) }) }) : tr.cacheOff,
  }));

  const poolColumns: ResourceColumn<PoolRow>[] = [
    { key: 'name', title: tp.name, dataIndex: 'name', sorter: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    {
      key: 'originsText',
      title: tp.origins,
      dataIndex: 'originsText',
      render: (_, p) => (
        <Flex vertical>
          {p.origins.map((o) => (
            <span key={o.address}>
              <Ltr>{o.address}</Ltr> ({fill(tp.weightShort, { n: formatNumber(o.weight) })})
            </span>
          ))}
        </Flex>
      ),
    },
    {
      key: 'healthText',
      title: tp.healthCheck,
      dataIndex: 'healthText',
      render: (_, p) => (
        <>
          <Ltr>{p.healthCheckPath}</Ltr> {fill(tp.healthEvery, { n: formatNumber(p.healthCheckInterval) })}
        </>
      ),
    },
    { key: 'routeCount', title: tp.routes, dataIndex: 'routeCount', render: (v) => formatNumber(Number(v)) },
    deleteColumn<PoolRow>({
      label: tp.delete,
      okText: tp.delete,
      ariaLabel: (p) => fill(tp.deleteLabel, { name: p.name }),
      title: tp.deleteTitle,
      description: (p) => fill(tp.deleteText, { name: p.name }),
      run: (p) => removePool.mutateAsync({ params: { projectId: zone.projectId, id: p.id } }),
      done: tp.deleted,
      edit: { label: tp.edit, ariaLabel: (p) => fill(tp.editLabel, { name: p.name }), open: (p) => setPool({ open: true, pool: p }) },
    }),
  ];

  const routeColumns: ResourceColumn<RouteRow>[] = [
    { key: 'pathPattern', title: tr.pathPattern, dataIndex: 'pathPattern', sorter: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'originPoolName', title: tr.pool, dataIndex: 'originPoolName', sorter: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'cacheText', title: tr.cache, dataIndex: 'cacheText' },
    deleteColumn<RouteRow>({
      label: tr.delete,
      okText: tr.delete,
      ariaLabel: (r) => fill(tr.deleteLabel, { path: r.pathPattern }),
      title: tr.deleteTitle,
      description: (r) => fill(tr.deleteText, { path: r.pathPattern }),
      run: (r) => removeRoute.mutateAsync({ params: { projectId: zone.projectId, id: r.id } }),
      done: tr.deleted,
      edit: { label: tr.edit, ariaLabel: (r) => fill(tr.editLabel, { path: r.pathPattern }), open: (r) => setRoute({ open: true, route: r }) },
    }),
  ];

  const addPool = (
    <Permitted>
      {(disabled) => (
        <Button type="primary" disabled={disabled} onClick={() => setPool({ open: true, pool: null })}>
          {tp.create}
        </Button>
      )}
    </Permitted>
  );
  const noPool = (pools.data?.length ?? 0) === 0;
  const addRoute = (
    <Permitted>
      {(disabled) =>
        noPool ? (
          <Tooltip title={tr.needPool}>
            <span tabIndex={0}>
              <Button type="primary" disabled>
                {tr.create}
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button type="primary" disabled={disabled} onClick={() => setRoute({ open: true, route: null })}>
            {tr.create}
          </Button>
        )
      }
    </Permitted>
  );

  return (
    <Flex vertical gap={16}>
      <Card title={tp.title}>
        <Typography.Paragraph type="secondary">{tp.intro}</Typography.Paragraph>
        <ResourceTable<PoolRow>
          rowKey="id"
          rows={poolRows}
          columns={poolColumns}
          loading={pools.isLoading}
          error={pools.isError}
          onRetry={() => void pools.refetch()}
          searchKeys={['name', 'originsText']}
          searchPlaceholder={tp.search}
          exportFileName={tp.exportName}
          caption={tp.title}
          emptyText={tp.empty}
          emptyAction={addPool}
          toolbar={addPool}
        />
      </Card>
      <Card title={tr.title}>
        <Typography.Paragraph type="secondary">{tr.intro}</Typography.Paragraph>
        <ResourceTable<RouteRow>
          rowKey="id"
          rows={routeRows}
          columns={routeColumns}
          loading={routes.isLoading}
          error={routes.isError}
          onRetry={() => void routes.refetch()}
          searchKeys={['pathPattern', 'originPoolName']}
          searchPlaceholder={tr.search}
          exportFileName={tr.exportName}
          caption={tr.title}
          emptyText={tr.empty}
          emptyAction={addRoute}
          toolbar={addRoute}
        />
      </Card>
      <Link to={`/cdn/${zone.projectId}/api-gateway-settings?zone=${zone.id}`}>{dnsCdnMessages.gateway.zoneLink}</Link>
      <PoolDialog projectId={zone.projectId} zoneId={zone.id} pool={pool.pool} open={pool.open} onClose={() => setPool((s) => ({ ...s, open: false }))} />
      <CdnRouteDialog projectId={zone.projectId} zoneId={zone.id} pools={pools.data ?? []} route={route.route} open={route.open} onClose={() => setRoute((s) => ({ ...s, open: false }))} />
    </Flex>
  );
}
