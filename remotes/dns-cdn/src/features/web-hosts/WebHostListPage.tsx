import { domainToDisplay, type WebHostRow } from '@portal/contracts';
import { Bdi, SimpleResourceList, StatusTag, useNumericParams, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useWebHosts } from './api';

const t = dnsCdnMessages.webHosts;
const labels = { title: t.title, create: t.create, search: t.search, exportName: t.exportName, empty: t.empty };
type Row = WebHostRow & { id: number; displayDomain: string };

/** The provider's row: domain, status, data centre, creation and expiry (Jalali; none for an hourly host), no plan or PHP version. */
const columns: ResourceColumn<Row>[] = [
  { key: 'displayDomain', title: t.domain, dataIndex: 'displayDomain', sorter: true, render: (v) => <Bdi>{String(v)}</Bdi> },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'status',
    sorter: true,
    render: (_, h) => <StatusTag statusId={h.statusId} status={h.status} />,
  },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter' },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'date', sorter: true },
  { key: 'expireDate', title: t.expireDate, dataIndex: 'expireDate', kind: 'date', sorter: true },
];

/** `/web-host/{projectId}`: the project's web hosts. */
export default function WebHostListPage() {
  const { projectId } = useNumericParams('projectId');
  const hosts = useWebHosts(projectId);
  const rows = hosts.data?.map((h) => ({ ...h, id: h.id ?? 0, displayDomain: domainToDisplay(h.domainName ?? '') }));
  return (
    <SimpleResourceList<Row>
      tableId="dns.web-hosts"
      query={{ data: rows, isLoading: hosts.isLoading, isError: hosts.isError, refetch: hosts.refetch }}
      columns={columns}
      searchKeys={['displayDomain', 'domainName', 'datacenter']}
      labels={labels}
      createPath="create"
    />
  );
}
