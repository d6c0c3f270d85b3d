import { Card, Descriptions, Table, Typography } from 'antd';
import { api, type BillGroup, type WalletEntry } from '@portal/contracts';
import { formatDate, formatDateTime, toPersianDigits } from '@portal/locale';
import { Bdi, LoadFailed, PageHeader, useNumericParams } from '@portal/ui';
import { billingMessages, entryTypeLabels } from '../../messages';
import { useBill } from '../../api';
import { CsvButton } from '../CsvButton';
import { Toman, UnitNote } from '../money';

const t = billingMessages.bill;
const c = t.columns;
const LIST = '/portal/wallet/bill';

const entryColumns = [
  { key: 'createdAt', title: c.createdAt, render: (_v: unknown, e: WalletEntry) => formatDateTime(e.createdAt) },
  { key: 'description', title: c.description, render: (_v: unknown, e: WalletEntry) => <Bdi>{e.description}</Bdi> },
  { key: 'reference', title: c.reference, render: (_v: unknown, e: WalletEntry) => (e.reference ? <Bdi>{e.reference}</Bdi> : '—') },
  { key: 'amount', title: c.amount, render: (_v: unknown, e: WalletEntry) => <Toman rial={e.amount} /> },
  { key: 'balanceAfter', title: c.balanceAfter, render: (_v: unknown, e: WalletEntry) => <Toman rial={e.balanceAfter} /> },
];

function Group({ group }: { group: BillGroup }) {
  const label = entryTypeLabels[group.type];
  return (
    <Card
      size="small"
      title={t.groupTitle(label, toPersianDigits(group.count))}
      extra={<Toman rial={group.amount} />}
      style={{ marginBottom: 12 }}
      styles={{ body: { overflowX: 'auto' } }}
    >
      <Table<WalletEntry>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={group.entries}
        columns={entryColumns}
        scroll={{ x: 'max-content' }}
        aria-label={t.groupTitle(label, toPersianDigits(group.count))}
      />
    </Card>
  );
}

/** /portal/wallet/bill/{id}: one month's statement: opening and closing balance, the month's entries by type, CSV. */
export default function BillPage() {
  const { id } = useNumericParams('id');
  const bill = useBill(id);
  if (Number.isNaN(id) || bill.error)
    return <LoadFailed invalidId={Number.isNaN(id)} error={bill.error} onRetry={() => bill.refetch()} backTo={LIST} backLabel={t.back} />;
  const b = bill.data;
  if (!b) return <PageHeader title={t.title('')} backTo={LIST} backLabel={t.back} />;
  return (
    <>
      <PageHeader
        title={t.title(b.title)}
        backTo={LIST}
        backLabel={t.back}
        extra={<CsvButton endpoint={api.billing.billListDownload} args={{ params: { id: b.id } }} fileName={`bill-${b.id}.csv`} />}
      />
      <UnitNote />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t.period}>{t.periodText(formatDate(b.periodStart), formatDate(new Date(Date.parse(b.periodEnd) - 1).toISOString()))}</Descriptions.Item>
          <Descriptions.Item label={t.opening}><Toman rial={b.openingBalance} /></Descriptions.Item>
          <Descriptions.Item label={t.credits}><Toman rial={b.credits} /></Descriptions.Item>
          <Descriptions.Item label={t.debits}><Toman rial={b.debits} /></Descriptions.Item>
          <Descriptions.Item label={b.open ? t.closingOpen : t.closing}>
            <span data-testid="bill-closing"><Toman rial={b.closingBalance} /></span>
          </Descriptions.Item>
        </Descriptions>
        {b.open ? <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t.openHint}</Typography.Paragraph> : null}
      </Card>
      {b.groups.length ? b.groups.map((g) => <Group key={g.type} group={g} />) : <Typography.Paragraph>{t.empty}</Typography.Paragraph>}
    </>
  );
}
