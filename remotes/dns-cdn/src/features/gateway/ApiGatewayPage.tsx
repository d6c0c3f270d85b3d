import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Flex, Form, Select, Spin, Typography } from 'antd';
import { api, domainToDisplay, isServiceActive, type ApiGatewayRoute } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { fill, formatNumber } from '@portal/locale';
import { deleteColumn, LoadFailed, Ltr, PageHeader, Permitted, ResourceTable, useNumericParams, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useZones } from '../zones/api';
import { useDeleteGatewayRoute, useGatewayRoutes } from './api';
import { GatewayRouteDialog } from './GatewayRouteDialog';

const t = dnsCdnMessages.gateway;

/**
 * `/cdn/{projectId}/api-gateway-settings`: the API gateway routes of one of the project's zones
 * (chosen on the page, kept in `?zone=`): path → upstream URL, with a rate limit per minute.
 * The gateway is ours: when the upstream has no such call the page says so, without an error.
 */
export default function ApiGatewayPage() {
  const { projectId } = useNumericParams('projectId');
  const zones = useZones(projectId);
  const [search, setSearch] = useSearchParams();
  const listPath = `/cdn/${projectId}`;
  const asked = Number(search.get('zone'));
  const zone = zones.data?.find((z) => z.id === asked) ?? zones.data?.find((z) => isServiceActive(z.statusId)) ?? zones.data?.[0];
  const { offered } = useAddition(api.dnsLoadBalance.apiGatewayList);

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      {!offered ? (
        <Card>
          <Empty description={t.notOffered} />
        </Card>
      ) : zones.isError ? (
        <LoadFailed error={zones.error} onRetry={() => void zones.refetch()} />
      ) : !zones.data ? (
        <Spin />
      ) : !zone ? (
        <Card>
          <Empty description={t.noZones}>
            <Link to={`${listPath}/add-zone`}>{t.addZone}</Link>
          </Empty>
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Card>
            <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
            <Form layout="vertical" style={{ maxWidth: 360 }}>
              <Form.Item label={t.zone} htmlFor="gateway-zone" style={{ margin: 0 }}>
                <Select
                  id="gateway-zone"
                  value={zone.id}
                  onChange={(id: number) => setSearch({ zone: String(id) }, { replace: true })}
                  options={zones.data.map((z) => ({ value: z.id, label: domainToDisplay(z.zoneName ?? '') }))}
                />
              </Form.Item>
            </Form>
          </Card>
          <Card>
            <GatewayRoutes projectId={projectId} zoneId={zone.id} />
          </Card>
        </Flex>
      )}
    </>
  );
}

type Row = ApiGatewayRoute & { limitText: string };

function GatewayRoutes({ projectId, zoneId }: { projectId: number; zoneId: number }) {
  const routes = useGatewayRoutes({ projectId, dnsCdnHostId: zoneId });
  const remove = useDeleteGatewayRoute();
  const [dialog, setDialog] = useState<{ open: boolean; route: ApiGatewayRoute | null }>({ open: false, route: null });
  const rows = routes.data?.map((r) => ({ ...r, limitText: fill(t.perMinute, { n: formatNumber(r.rateLimit) }) }));

  const columns: ResourceColumn<Row>[] = [
    { key: 'path', title: t.path, dataIndex: 'path', sorter: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'upstream', title: t.upstream, dataIndex: 'upstream', ellipsis: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'limitText', title: t.rateLimit, dataIndex: 'limitText' },
    deleteColumn<Row>({
      label: t.delete,
      okText: t.delete,
      ariaLabel: (r) => fill(t.deleteLabel, { path: r.path }),
      title: t.deleteTitle,
      description: (r) => fill(t.deleteText, { path: r.path, upstream: r.upstream }),
      run: (r) => remove.mutateAsync({ params: { projectId, id: r.id } }),
      done: t.deleted,
      edit: { label: t.edit, ariaLabel: (r) => fill(t.editLabel, { path: r.path }), open: (r) => setDialog({ open: true, route: r }) },
    }),
  ];
  const add = (
    <Permitted>
      {(disabled) => (
        <Button type="primary" disabled={disabled} onClick={() => setDialog({ open: true, route: null })}>
          {t.create}
        </Button>
      )}
    </Permitted>
  );

  return (
    <>
      <ResourceTable<Row>
        tableId="dns.api-gateway"
        rowKey="id"
        rows={rows}
        columns={columns}
        loading={routes.isLoading}
        error={routes.isError}
        onRetry={() => void routes.refetch()}
        searchKeys={['path', 'upstream']}
        searchPlaceholder={t.search}
        exportFileName={t.exportName}
        caption={t.title}
        emptyText={t.empty}
        emptyAction={add}
        toolbar={add}
      />
      <GatewayRouteDialog
        projectId={projectId}
        zoneId={zoneId}
        route={dialog.route}
        open={dialog.open}
        onClose={() => setDialog((s) => ({ ...s, open: false }))}
      />
    </>
  );
}
