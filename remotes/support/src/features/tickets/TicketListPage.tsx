import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Select } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ISSUE_STATES, issueStateOf, type IssueRow, type IssueState } from '@portal/contracts';
import { toPersianDigits } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { stateLabels, ticketMessages } from './messages';
import { useIssues } from './api';
import { StateTag } from './StateTag';

const t = ticketMessages.list;

const columns: ResourceColumn<IssueRow>[] = [
  { key: 'id', title: t.number, dataIndex: 'id', render: (_v, row) => toPersianDigits(row.id) },
  { key: 'issueSubject', essential: true, title: t.subject, dataIndex: 'issueSubject' },
  { key: 'businessUnit', title: t.businessUnit, dataIndex: 'businessUnit' },
  {
    key: 'status',
    essential: true,
    title: t.state,
    value: (row) => row.issueStatus,
    render: (_v, row) => <StateTag statusId={row.issueStatusId} status={row.issueStatus} />,
  },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
  { key: 'modifyDate', title: t.updatedAt, dataIndex: 'modifyDate', kind: 'datetime', defaultSortOrder: 'descend' },
];

/** The provider's list takes no filter: the state is chosen here, the text searched by the table. */
export default function TicketListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = ISSUE_STATES.includes(params.get('state') as IssueState) ? (params.get('state') as IssueState) : undefined;
  const issues = useIssues();
  const rows = state ? issues.data?.filter((r) => issueStateOf(r.issueStatusId) === state) : issues.data;

  const setState = (value: IssueState | '') =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set('state', value);
        else next.delete('state');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/portal/support/add-ticket')}>
            {t.add}
          </Button>
        }
      />
      <ResourceTable<IssueRow>
        tableId="support.tickets"
        caption={t.caption}
        rows={rows}
        loading={issues.isLoading}
        error={issues.error}
        onRetry={() => issues.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={t.empty}
        searchKeys={['id', 'issueSubject', 'businessUnit']}
        searchPlaceholder={t.search}
        toolbar={
          <Select<IssueState | ''>
            aria-label={t.stateFilter}
            value={state ?? ''}
            onChange={setState}
            style={{ minWidth: 180 }}
            options={[{ value: '', label: t.allStates }, ...ISSUE_STATES.map((s) => ({ value: s, label: stateLabels[s] }))]}
          />
        }
        rowHref={(row) => `/portal/support/${row.id}`}
      />
    </>
  );
}
