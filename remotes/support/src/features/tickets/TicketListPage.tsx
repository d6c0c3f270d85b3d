import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Badge, Button, Flex, Input, Select } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ISSUE_STATES, type Issue, type IssueState } from '@portal/contracts';
import { formatDateTime, toPersianDigits } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { stateLabels, supportMessages } from '../../messages';
import { useIssues } from './api';
import { StateTag } from './StateTag';

const t = supportMessages.list;

const columns: ResourceColumn<Issue>[] = [
  {
    key: 'number',
    title: t.number,
    render: (_v, row) => (
      <Flex align="center" gap={6}>
        <Link to={`/portal/support/${row.id}`}>{toPersianDigits(row.number)}</Link>
        {row.unread ? (
          <span data-testid="unread" title={t.unread}>
            <Badge status="processing" />
            <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {t.unread}
            </span>
          </span>
        ) : null}
      </Flex>
    ),
  },
  { key: 'subjectName', title: t.subject, render: (_v, row) => <span style={{ fontWeight: row.unread ? 600 : undefined }}>{row.subjectName}</span> },
  { key: 'service', title: t.service, value: (row) => row.relatedService?.name ?? t.noService },
  { key: 'state', title: t.state, render: (_v, row) => <StateTag state={row.state} /> },
  { key: 'updatedAt', title: t.updatedAt, value: (row) => formatDateTime(row.updatedAt) },
];

export default function TicketListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = ISSUE_STATES.includes(params.get('state') as IssueState) ? (params.get('state') as IssueState) : undefined;
  const search = params.get('q') ?? '';
  const issues = useIssues({ state, search: search || undefined });

  const update = (key: string, value: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
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
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<IssueState | ''>
          aria-label={t.stateFilter}
          value={state ?? ''}
          onChange={(v) => update('state', v || undefined)}
          style={{ minWidth: 180 }}
          options={[{ value: '', label: t.allStates }, ...ISSUE_STATES.map((s) => ({ value: s, label: stateLabels[s] }))]}
        />
        <Input.Search aria-label={t.search} placeholder={t.search} defaultValue={search} allowClear onSearch={(v) => update('q', v.trim() || undefined)} style={{ flex: '1 1 240px', maxWidth: 420 }} />
      </Flex>
      <ResourceTable<Issue>
        caption={t.caption}
        rows={issues.data}
        loading={issues.isLoading}
        error={issues.error}
        onRetry={() => issues.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={t.empty}
        onRowClick={(row) => navigate(`/portal/support/${row.id}`)}
      />
    </>
  );
}
