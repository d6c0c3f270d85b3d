import { domainToDisplay, type DomainRow } from '@portal/contracts';
import { Bdi, Ltr, SimpleResourceList, StatusTag, useNumericParams, type ResourceColumn } from '@portal/ui';
import { domainMessages } from './messages';
import { useDomains } from './api';

const t = domainMessages.domains;
const labels = { title: t.title, create: t.create, search: t.search, exportName: t.exportName, empty: t.empty };
type Row = DomainRow & { displayName: string; nameservers: string };

/** The provider's row: name, status, type, the two nameservers and the dates. */
const columns: ResourceColumn<Row>[] = [
  { key: 'displayName', title: t.name, dataIndex: 'displayName', sorter: true, render: (v) => <Bdi>{String(v)}</Bdi> },
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'status',
    sorter: true,
    render: (_, d) => <StatusTag statusId={d.statusId} status={d.status} />,
  },
  { key: 'type', title: t.type, dataIndex: 'type' },
  { key: 'nameservers', title: t.nameservers, dataIndex: 'nameservers', render: (v) => <Ltr>{String(v)}</Ltr> },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'date', sorter: true },
  { key: 'expireDate', essential: true, title: t.expiresAt, dataIndex: 'expireDate', kind: 'date', sorter: true },
];

/** `/domain/{projectId}`: the project's registered domains. */
export default function DomainListPage() {
  const { projectId } = useNumericParams('projectId');
  const domains = useDomains(projectId);
  const rows = domains.data?.map((d) => ({ ...d, displayName: domainToDisplay(d.domainName ?? ''), nameservers: [d.ns1, d.ns2].filter(Boolean).join(', ') }));
  return (
    <SimpleResourceList<Row>
      tableId="dns.domains"
      query={{ data: rows, isLoading: domains.isLoading, isError: domains.isError, refetch: domains.refetch }}
      columns={columns}
      searchKeys={['displayName', 'domainName', 'nameservers']}
      labels={labels}
      createPath="register"
    />
  );
}
