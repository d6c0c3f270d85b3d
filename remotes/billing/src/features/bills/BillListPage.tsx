import { Link, useNavigate } from 'react-router-dom';
import { Tag } from 'antd';
import type { Bill } from '@portal/contracts';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { toPersianDigits } from '@portal/locale';
import { billingMessages } from '../../messages';
import { useBills } from '../../api';
import { BillingNav } from '../BillingNav';
import { Toman, UnitNote } from '../money';

const t = billingMessages.bills;
const c = t.columns;
export const billPath = (id: number) => `/portal/wallet/bill/${id}`;

const columns: ResourceColumn<Bill>[] = [
  {
    key: 'title',
    title: c.month,
    value: (r) => r.title,
    render: (_v, r) => (
      <>
        <Link to={billPath(r.id)} onClick={(e) => e.stopPropagation()}>{r.title}</Link>
        {r.open ? <Tag style={{ marginInlineStart: 8 }}>{t.open}</Tag> : null}
      </>
    ),
  },
  { key: 'openingBalance', title: c.opening, render: (_v, r) => <Toman rial={r.openingBalance} /> },
  { key: 'credits', title: c.credits, render: (_v, r) => <Toman rial={r.credits} /> },
  { key: 'debits', title: c.debits, render: (_v, r) => <Toman rial={r.debits} /> },
  { key: 'closingBalance', title: c.closing, render: (_v, r) => <Toman rial={r.closingBalance} /> },
  { key: 'entryCount', title: c.entries, render: (_v, r) => toPersianDigits(r.entryCount) },
];

/** /portal/wallet/bill: the wallet's monthly statements, newest first (the current month is still open). */
export default function BillListPage() {
  const bills = useBills();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t.title} />
      <BillingNav />
      <UnitNote />
      <ResourceTable<Bill>
        caption={t.caption}
        rows={bills.data}
        loading={bills.isLoading}
        error={bills.error}
        onRetry={() => bills.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={t.empty}
        onRowClick={(row) => navigate(billPath(row.id))}
      />
    </>
  );
}
