import { Link, useNavigate } from 'react-router-dom';
import { Alert } from 'antd';
import { api, type Invoice } from '@portal/contracts';
import { formatDate, formatToman, toPersianDigits } from '@portal/locale';
import { Ltr, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { billingMessages } from '../../messages';
import { useInvoices, useInvoiceSummary } from '../../api';
import { BillingNav } from '../BillingNav';
import { CsvButton } from '../CsvButton';
import { Toman, UnitNote } from '../money';
import { InvoiceStateTag } from './InvoiceStateTag';

const t = billingMessages.invoices;
const c = t.columns;

const columns: ResourceColumn<Invoice>[] = [
  { key: 'number', title: c.number, render: (_v, r) => <Link to={`/portal/wallet/invoice/${r.id}`}><Ltr>{r.number}</Ltr></Link> },
  { key: 'title', title: c.title },
  { key: 'issuedAt', title: c.issuedAt, value: (r) => r.issuedAt, render: (_v, r) => formatDate(r.issuedAt) },
  { key: 'dueAt', title: c.dueAt, value: (r) => r.dueAt, render: (_v, r) => formatDate(r.dueAt) },
  { key: 'total', title: c.total, render: (_v, r) => <Toman rial={r.total} /> },
  { key: 'state', title: c.state, render: (_v, r) => <InvoiceStateTag state={r.state} /> },
];

/** /portal/wallet/invoice: unpaid invoices first (the server's order), with what is owed in total. */
export default function InvoiceListPage() {
  const invoices = useInvoices();
  const summary = useInvoiceSummary();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t.title} />
      <BillingNav />
      <UnitNote />
      {summary.data ? (
        <Alert
          type={summary.data.unpaidCount ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          title={summary.data.unpaidCount ? t.unpaidSummary(toPersianDigits(summary.data.unpaidCount), formatToman(summary.data.unpaidAmount)) : t.allPaid}
        />
      ) : null}
      <ResourceTable<Invoice>
        caption={t.caption}
        rows={invoices.data}
        loading={invoices.isLoading}
        error={invoices.error}
        onRetry={() => invoices.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={t.empty}
        onRowClick={(row) => navigate(`/portal/wallet/invoice/${row.id}`)}
        toolbar={<CsvButton endpoint={api.billing.invoiceListDownload} fileName="invoices.csv" />}
      />
    </>
  );
}
