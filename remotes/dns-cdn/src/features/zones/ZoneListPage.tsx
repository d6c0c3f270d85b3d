import { Link } from 'react-router-dom';
import { domainToDisplay, type DnsCdnHost } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { Bdi, SimpleResourceList, useNumericParams, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useZones } from '../../api';

const t = dnsCdnMessages.zones;

/** A zone with its name as people read it (an IDN in Unicode), so search and CSV use it too. */
type ZoneRow = DnsCdnHost & { displayName: string; plan: string };

const columns: ResourceColumn<ZoneRow>[] = [
  { key: 'displayName', title: t.name, dataIndex: 'displayName', sorter: true, render: (v) => <Bdi>{String(v)}</Bdi> },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'plan', title: t.plan, dataIndex: 'plan', sorter: true },
  { key: 'recordCount', title: t.records, dataIndex: 'recordCount', kind: 'number', sorter: true, render: (_, z) => formatNumber(z.recordCount) },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
];

/** `/cdn/{projectId}`: the project's zones, polled while one is being verified. */
export default function ZoneListPage() {
  const { projectId } = useNumericParams('projectId');
  const zones = useZones(projectId);
  const rows = zones.data?.map((z) => ({ ...z, displayName: domainToDisplay(z.name), plan: dnsCdnMessages.cdnTypes[z.cdnType] }));
  const labels = { title: t.title, subtitle: <Link to={`/cdn/${projectId}/api-gateway-settings`}>{dnsCdnMessages.gateway.link}</Link>, create: t.create, search: t.search, exportName: t.exportName, empty: t.empty };
  return (
    <SimpleResourceList<ZoneRow>
      query={{ data: rows, isLoading: zones.isLoading, isError: zones.isError, refetch: zones.refetch }}
      columns={columns}
      searchKeys={['displayName', 'name', 'plan']}
      labels={labels}
      createPath="add-zone"
      rowPath={(z) => `${z.id}/overview`}
    />
  );
}
