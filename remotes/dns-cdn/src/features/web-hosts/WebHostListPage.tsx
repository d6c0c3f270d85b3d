import { domainToDisplay, type WebHost } from '@portal/contracts';
import { Bdi, SimpleResourceList, useNumericParams, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useWebHosts } from '../../api';

const t = dnsCdnMessages.webHosts;
const labels = { title: t.title, create: t.create, search: t.search, exportName: t.exportName, empty: t.empty };
type Row = WebHost & { displayDomain: string };

const columns: ResourceColumn<Row>[] = [
  { key: 'displayDomain', title: t.domain, dataIndex: 'displayDomain', sorter: true, render: (v) => <Bdi>{String(v)}</Bdi> },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'bundleName', title: t.bundle, dataIndex: 'bundleName', sorter: true },
  { key: 'phpVersion', title: t.php, dataIndex: 'phpVersion', render: (v) => <Bdi>{String(v)}</Bdi> },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date', sorter: true },
];

/** `/web-host/{projectId}`: the project's web hosts. */
export default function WebHostListPage() {
  const { projectId } = useNumericParams('projectId');
  const hosts = useWebHosts(projectId);
  const rows = hosts.data?.map((h) => ({ ...h, displayDomain: domainToDisplay(h.domain) }));
  return (
    <SimpleResourceList<Row>
      query={{ data: rows, isLoading: hosts.isLoading, isError: hosts.isError, refetch: hosts.refetch }}
      columns={columns}
      searchKeys={['displayDomain', 'domain', 'bundleName']}
      labels={labels}
      createPath="create"
    />
  );
}
