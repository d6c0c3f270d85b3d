import { Link } from 'react-router-dom';
import { Alert, Card, Descriptions, Space } from 'antd';
import { formatDateTime, toPersianDigits } from '@portal/locale';
import { Ltr, LoadFailed, PageHeader, useNumericParams } from '@portal/ui';
import { billingMessages } from '../../messages';
import { usePayment } from '../../api';
import { Toman, UnitNote } from '../money';
import { PaymentStateTag } from './PaymentStateTag';

const t = billingMessages.payment;
const LIST = '/portal/wallet/payment';
const RESULT_TYPE = { verified: 'success', failed: 'error', reversed: 'warning', expired: 'warning', pending: 'info' } as const;

/** /portal/wallet/payment/{id}: where the bank sends the customer back; the result first, then the details. */
export default function PaymentPage() {
  const { id } = useNumericParams('id');
  const payment = usePayment(id);
  if (Number.isNaN(id) || payment.error)
    return <LoadFailed invalidId={Number.isNaN(id)} error={payment.error} onRetry={() => payment.refetch()} backTo={LIST} backLabel={t.back} />;
  const p = payment.data;
  return (
    <>
      <PageHeader title={t.title(toPersianDigits(id))} backTo={LIST} backLabel={t.back} />
      <UnitNote />
      {p ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Alert
            role="status"
            type={RESULT_TYPE[p.state]}
            showIcon
            title={p.resultMessage ?? t.pendingHint}
            action={p.state === 'verified' ? <Link to="/portal/wallet">{t.toWallet}</Link> : null}
          />
          <Card>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={t.state}>
                <PaymentStateTag state={p.state} />
              </Descriptions.Item>
              <Descriptions.Item label={t.amount}>
                <Toman rial={p.amount} />
              </Descriptions.Item>
              <Descriptions.Item label={t.provider}>{p.providerName}</Descriptions.Item>
              <Descriptions.Item label={t.bankReference}>{p.bankReference ? <Ltr>{p.bankReference}</Ltr> : '----'}</Descriptions.Item>
              <Descriptions.Item label={t.card}>{p.cardMask ? <Ltr>{p.cardMask}</Ltr> : '----'}</Descriptions.Item>
              <Descriptions.Item label={t.invoice}>{p.invoiceId ? <Link to={`/portal/wallet/invoice/${p.invoiceId}`}>{p.invoiceNumber}</Link> : '----'}</Descriptions.Item>
              <Descriptions.Item label={t.createdAt}>{formatDateTime(p.createdAt)}</Descriptions.Item>
              {p.state === 'pending' ? (
                <Descriptions.Item label={t.expiresAt}>{formatDateTime(p.expiresAt)}</Descriptions.Item>
              ) : (
                <Descriptions.Item label={t.settledAt}>{formatDateTime(p.settledAt)}</Descriptions.Item>
              )}
            </Descriptions>
          </Card>
        </Space>
      ) : null}
    </>
  );
}
