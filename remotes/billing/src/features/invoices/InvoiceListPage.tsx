import { Alert } from 'antd';
import { api, type InvoiceListRow } from '@portal/contracts';
import { formatToman, toPersianDigits } from '@portal/locale';
import { Ltr, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { billingMessages } from '../../messages';
import { useInvoices, useInvoiceSummary } from '../../api';
import { BillingNav } from '../BillingNav';
import { CsvButton } from '../CsvButton';
import { Toman, UnitNote } from '../money';
import { InvoiceStateTag, isUnpaid } from './InvoiceStateTag';

const t = billingMessages.invoices;
const c = t.columns;

const columns: ResourceColumn<InvoiceListRow>[] = [
  { key: 'id', title: c.number, render: (_v, r) => <Ltr>{toPersianDigits(r.id)}</Ltr> },
  { key: 'invoiceDate', title: c.issuedAt, dataIndex: 'invoiceDate', kind: 'date' },
  { key: 'toDate', title: c.dueAt, dataIndex: 'toDate', kind: 'date' },
  { key: 'netPrice', title: c.netPrice, render: (_v, r) => <Toman rial={r.netPrice} /> },
  { key: 'vat', title: c.vat, render: (_v, r) => <Toman rial={r.vat} /> },
  { key: 'invoicePrice', essential: true, title: c.total, render: (_v, r) => <Toman rial={r.invoicePrice} /> },
  { key: 'invoiceStatusId', essential: true, title: c.state, render: (_v, r) => <InvoiceStateTag statusId={r.invoiceStatusId} status={r.invoiceStatus} /> },
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
        toolbar={<CsvButton endpoint={api.billing.invoiceListDownload} fileName="invoices.csv" />}
      />
    </>
  );
}
