import type { Bill } from '@portal/contracts';
import { EMPTY_VALUE, formatDate } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { billMessages } from './messages';
import { useBills } from './api';
import { BillingNav } from '../BillingNav';
import { Toman, tomanOf, UnitNote } from '../money';

const t = billMessages.bills;
const c = t.columns;
export const billPath = (id: number) => `/portal/wallet/bill/${id}`;
/** The last day of a period whose `toDate` is the next one's start; a date the provider sent unreadable shows as empty. */
export const lastDay = (toDate: string | null | undefined) => {
  const end = toDate ? Date.parse(toDate) : NaN;
  return formatDate(Number.isNaN(end) ? null : end - 1);
};

const columns: ResourceColumn<Bill>[] = [
  {
    key: 'calculateMonth',
    title: c.month,
    value: (r) => r.calculateMonth ?? '',
    render: (_v, r) => r.calculateMonth ?? EMPTY_VALUE,
  },
  {
    key: 'period',
    title: c.period,
    value: (r) => `${r.fromDate}/${r.toDate}`,
    render: (_v, r) => billMessages.bill.periodText(formatDate(r.fromDate), lastDay(r.toDate)),
  },
  { key: 'billDate', title: c.billDate, dataIndex: 'billDate', kind: 'date' },
  { key: 'netPrice', title: c.netPrice, kind: 'number', value: (r) => tomanOf(r.netPrice), render: (_v, r) => <Toman rial={r.netPrice} /> },
  { key: 'vat', title: c.vat, kind: 'number', value: (r) => tomanOf(r.vat), render: (_v, r) => <Toman rial={r.vat} /> },
  {
    key: 'totalPrice',
    essential: true,
    title: c.totalPrice,
    kind: 'number',
    value: (r) => tomanOf(r.totalPrice),
    render: (_v, r) => <Toman rial={r.totalPrice} />,
  },
];

/** /portal/wallet/bill: the monthly bills of hourly usage, newest first (the current month so far). */
export default function BillListPage() {
  const bills = useBills();
  return (
    <>
      <PageHeader title={t.title} />
      <BillingNav />
      <UnitNote />
      <ResourceTable<Bill>
        tableId="billing.bills"
        caption={t.caption}
        rows={bills.data}
        loading={bills.isLoading}
        error={bills.error}
        onRetry={() => bills.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={t.empty}
        rowHref={(row) => billPath(row.id)}
        exportFileName="bills.csv"
      />
    </>
  );
}
