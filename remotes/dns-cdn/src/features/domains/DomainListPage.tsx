import { domainToDisplay, type Domain } from '@portal/contracts';
import { Bdi, SimpleResourceList, useNumericParams, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useDomains } from '../../api';

const t = dnsCdnMessages.domains;
const labels = { title: t.title, create: t.create, search: t.search, exportName: t.exportName, empty: t.empty };
type Row = Domain & { displayName: string; verifiedText: string };

const columns: ResourceColumn<Row>[] = [
  { key: 'displayName', title: t.name, dataIndex: 'displayName', sorter: true, render: (v) => <Bdi>{String(v)}</Bdi> },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  { key: 'verifiedText', title: t.verified, dataIndex: 'verifiedText' },
  { key: 'expiresAt', title: t.expiresAt, dataIndex: 'expiresAt', kind: 'date', sorter: true },
];

/** `/domain/{projectId}`: the project's registered domains. */
export default function DomainListPage() {
  const { projectId } = useNumericParams('projectId');
  const domains = useDomains(projectId);
  const rows = domains.data?.map((d) => ({ ...d, displayName: domainToDisplay(d.name), verifiedText: d.contactVerified ? t.verifiedYes : t.verifiedNo }));
  return (
    <SimpleResourceList<Row>
      query={{ data: rows, isLoading: domains.isLoading, isError: domains.isError, refetch: domains.refetch }}
      columns={columns}
      searchKeys={['displayName', 'name']}
      labels={labels}
      createPath="register"
    />
  );
}
