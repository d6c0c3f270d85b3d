import { Alert } from 'antd';
import { invoiceStateOf, type InvoiceListRow } from '@portal/contracts';
import { formatToman, toPersianDigits } from '@portal/locale';
import { Ltr, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { invoiceMessages, invoiceStateLabels } from './messages';
import { useInvoices, useInvoiceSummary } from './api';
import { BillingNav } from '../BillingNav';
import { Toman, tomanOf, UnitNote } from '../money';
import { InvoiceStateTag, isUnpaid } from './InvoiceStateTag';

const t = invoiceMessages.invoices;
const c = t.columns;

/** The state's label from `invoiceStatusId`; an id the table does not know: the provider's own words. */
const stateText = (r: InvoiceListRow) => {
  const state = invoiceStateOf(r.invoiceStatusId);
  return state ? invoiceStateLabels[state] : r.invoiceStatus;
};
const money = (key: 'netPrice' | 'discount' | 'totalPrice' | 'vat' | 'invoicePrice', title: string, essential?: boolean): ResourceColumn<InvoiceListRow> => ({
  key,
  title,
  essential,
  kind: 'number',
  value: (r) => tomanOf(r[key]),
  render: (_v, r) => <Toman rial={r[key]} />,
});

// netPrice − discount = totalPrice; + vat = invoicePrice, what is paid. The CSV is the table's export.
const columns: ResourceColumn<InvoiceListRow>[] = [
  { key: 'id', title: c.number, render: (_v, r) => <Ltr>{toPersianDigits(r.id)}</Ltr> },
  { key: 'invoiceDate', title: c.issuedAt, dataIndex: 'invoiceDate', kind: 'date' },
  { key: 'toDate', title: c.dueAt, dataIndex: 'toDate', kind: 'date' },
  money('netPrice', c.netPrice),
  money('discount', c.discount),
  money('totalPrice', c.totalPrice),
  money('vat', c.vat),
  money('invoicePrice', c.total, true),
  {
    key: 'invoiceStatusId',
    essential: true,
    title: c.state,
    value: stateText,
    render: (_v, r) => <InvoiceStateTag statusId={r.invoiceStatusId} status={r.invoiceStatus} />,
  },
];

/** /portal/wallet/invoice: unpaid invoices first (the server's order), with what is owed in total. */
export default function InvoiceListPage() {
  const invoices = useInvoices();
  const summary = useInvoiceSummary();
  const unpaidCount = invoices.data?.filter((i) => isUnpaid(i.invoiceStatusId)).length;
  return (
    <>
      <PageHeader title={t.title} />
      <BillingNav />
      <UnitNote />
      {summary.data && unpaidCount != null ? (
        <Alert
          type={unpaidCount ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          title={unpaidCount ? t.unpaidSummary(toPersianDigits(unpaidCount), formatToman(summary.data.totalUnpaid)) : t.allPaid}
        />
      ) : null}
      <ResourceTable<InvoiceListRow>
        tableId="billing.invoices"
        caption={t.caption}
        rows={invoices.data}
        loading={invoices.isLoading}
        error={invoices.error}
        onRetry={() => invoices.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={t.empty}
        rowHref={(row) => `/portal/wallet/invoice/${row.id}`}
        exportFileName="invoices.csv"
      />
    </>
  );
}
