import { useState } from 'react';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { paymentStateOf, type PaymentListRow } from '@portal/contracts';
import { toPersianDigits } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { billingMessages } from '../../messages';
import { paymentMessages, paymentStateLabels } from './messages';
import { usePayments } from './api';
import { BillingNav } from '../BillingNav';
import { Toman, tomanOf, UnitNote } from '../money';
import { PaymentStateTag } from './PaymentStateTag';
import { TopUpDialog } from './TopUpDialog';

const t = paymentMessages.payments;
const c = t.columns;

/** The state's label from `paymentStatusId`; an id the table does not know: the provider's own words. */
const stateText = (r: PaymentListRow) => {
  const state = paymentStateOf(r.paymentStatusId);
  return state ? paymentStateLabels[state] : r.paymentStatus;
};

const columns: ResourceColumn<PaymentListRow>[] = [
  { key: 'id', title: c.id, render: (_v, r) => toPersianDigits(r.id) },
  { key: 'transactionDate', title: c.transactionDate, kind: 'datetime' },
  { key: 'amount', essential: true, title: c.amount, kind: 'number', value: (r) => tomanOf(r.amount), render: (_v, r) => <Toman rial={r.amount} /> },
  { key: 'paymentProvider', title: c.provider },
  {
    key: 'paymentStatusId',
    essential: true,
    title: c.state,
    value: stateText,
    render: (_v, r) => <PaymentStateTag statusId={r.paymentStatusId} status={r.paymentStatus} />,
  },
  { key: 'rrn', title: c.rrn, kind: 'ltr', value: (r) => (r.rrn == null ? null : String(r.rrn)) },
  // The card as the bank masks it, shown as sent (left to right).
  { key: 'hashCardNumber', title: c.card, kind: 'ltr' },
];

/** /portal/wallet/payment: every payment with its state, bank reference and card; a new one goes to the bank. */
export default function PaymentListPage() {
  const payments = usePayments();
  const [topUp, setTopUp] = useState(false);
  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTopUp(true)}>
            {billingMessages.wallet.topUp}
          </Button>
        }
      />
      <BillingNav />
      <UnitNote />
      <ResourceTable<PaymentListRow>
        tableId="billing.payments"
        caption={t.caption}
        rows={payments.data}
        loading={payments.isLoading}
        error={payments.error}
        onRetry={() => payments.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={t.empty}
        rowHref={(row) => `/portal/wallet/payment/${row.id}`}
        exportFileName="payments.csv"
      />
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} />
    </>
  );
}
