import { Link } from 'react-router-dom';
import { api, domainToDisplay, type ZoneRow } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { Bdi, SimpleResourceList, StatusTag, useNumericParams, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useZones } from './api';

const t = dnsCdnMessages.zones;

/** A zone with its name as people read it (an IDN in Unicode), so search and CSV use it too. */
type Row = ZoneRow & { displayName: string; https: string; nonWww: string; hsts: string };
const yesNo = (on: boolean) => (on ? t.on : t.off);

// The provider's list row has no plan or record count (the zone's own page shows them).
const columns: ResourceColumn<Row>[] = [
  { key: 'displayName', title: t.name, dataIndex: 'displayName', sorter: true, render: (v) => <Bdi>{String(v)}</Bdi> },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'status',
    sorter: true,
    render: (_, z) => <StatusTag statusId={z.statusId} status={z.status} />,
  },
  { key: 'https', title: t.https, dataIndex: 'https', sorter: true },
  { key: 'nonWww', title: t.nonWww, dataIndex: 'nonWww', sorter: true },
  { key: 'hsts', title: t.hsts, dataIndex: 'hsts', sorter: true },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
];

/** `/cdn/{projectId}`: the project's zones, polled while one waits for its nameservers. */
export default function ZoneListPage() {
  const { projectId } = useNumericParams('projectId');
  const zones = useZones(projectId);
  const rows = zones.data?.map((z) => ({
    ...z,
    displayName: domainToDisplay(z.zoneName ?? ''),
    https: yesNo(z.isHttpsRedirect),
    nonWww: yesNo(z.isNonWwwRedirect),
    hsts: yesNo(z.isHsts),
  }));
  // The API gateway is ours: once the upstream answered that it has none, the link goes.
  const gateway = useAddition(api.dnsLoadBalance.apiGatewayList).offered;
  const labels = {
    title: t.title,
    subtitle: gateway ? <Link to={`/cdn/${projectId}/api-gateway-settings`}>{dnsCdnMessages.gateway.link}</Link> : undefined,
    create: t.create,
    search: t.search,
    exportName: t.exportName,
    empty: t.empty,
  };
  return (
    <SimpleResourceList<Row>
      tableId="dns.zones"
      query={{ data: rows, isLoading: zones.isLoading, isError: zones.isError, refetch: zones.refetch }}
      columns={columns}
      searchKeys={['displayName', 'zoneName']}
      labels={labels}
      createPath="add-zone"
      rowPath={(z) => `${z.id}/overview`}
    />
  );
}
