import { Link } from 'react-router-dom';
import { Alert, Card, Descriptions, Space } from 'antd';
import { paymentStateOf } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, toPersianDigits } from '@portal/locale';
import { Ltr, LoadFailed, PageHeader, useNumericParams } from '@portal/ui';
import { paymentMessages } from './messages';
import { usePayment } from './api';
import { Toman, UnitNote } from '../money';
import { PaymentStateTag } from './PaymentStateTag';

const t = paymentMessages.payment;
const LIST = '/portal/wallet/payment';
const RESULT_TYPE = { verified: 'success', failed: 'error', reversed: 'warning', expired: 'warning', pending: 'info' } as const;

/**
 * /portal/wallet/payment/{id}: where the bank sends the customer back; what the state means first
 * (the provider's answer names the state, not its reason), then the details.
 */
export default function PaymentPage() {
  const { id } = useNumericParams('id');
  const payment = usePayment(id);
  if (Number.isNaN(id) || payment.error)
    return <LoadFailed invalidId={Number.isNaN(id)} error={payment.error} onRetry={() => payment.refetch()} backTo={LIST} backLabel={t.back} />;
  const p = payment.data;
  const state = p ? paymentStateOf(p.paymentStatusId) : null;
  return (
    <>
      <PageHeader title={t.title(toPersianDigits(id))} backTo={LIST} backLabel={t.back} />
      <UnitNote />
      {p ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {state ? (
            <Alert
              role="status"
              type={RESULT_TYPE[state]}
              showIcon
              title={t.results[state]}
              action={p.finalStatus ? <Link to="/portal/wallet">{t.toWallet}</Link> : null}
            />
          ) : null}
          <Card>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={t.state}>
                <PaymentStateTag statusId={p.paymentStatusId} status={p.paymentStatus} />
              </Descriptions.Item>
              <Descriptions.Item label={t.amount}>
                <Toman rial={p.amount} />
              </Descriptions.Item>
              <Descriptions.Item label={t.provider}>{p.paymentProvider ?? EMPTY_VALUE}</Descriptions.Item>
              <Descriptions.Item label={t.bankReference}>{p.rrn != null ? <Ltr>{String(p.rrn)}</Ltr> : EMPTY_VALUE}</Descriptions.Item>
              <Descriptions.Item label={t.card}>{p.hashCardNumber ? <Ltr>{p.hashCardNumber}</Ltr> : EMPTY_VALUE}</Descriptions.Item>
              <Descriptions.Item label={t.createdAt}>{formatDateTime(p.transactionDate)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Space>
      ) : null}
    </>
  );
}
