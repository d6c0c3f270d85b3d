import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { isApiError } from '@portal/api';
import type { InsufficientBalance } from '@portal/contracts';
import { formatDate, formatDateTime, formatToman, toPersianDigits } from '@portal/locale';
import { ConfirmAction, LoadFailed, PageHeader, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../../messages';
import { useBalance, useOffer, usePayOffer } from '../../api';
import { Toman, UnitNote } from '../money';
import { TopUpDialog } from '../payments/TopUpDialog';

const t = billingMessages.offer;
const f = billingMessages.financial;
const BACK = '/portal/financial';

/** /portal/financial/offer/{id}: what the offer is, its price with tax, bought once from the wallet. */
export default function OfferPage() {
  const { id } = useNumericParams('id');
  const offer = useOffer(id);
  const balance = useBalance();
  const pay = usePayOffer();
  const [problem, setProblem] = useState<{ message: string; shortfall: number | null } | null>(null);
  const [topUp, setTopUp] = useState(false);

  if (Number.isNaN(id) || offer.error) return <LoadFailed invalidId={Number.isNaN(id)} error={offer.error} onRetry={() => offer.refetch()} backTo={BACK} backLabel={t.back} />;
  const o = offer.data;
  if (!o) return <PageHeader title={f.offers} backTo={BACK} backLabel={t.back} />;

  const buy = async () => {
    try {
      await pay.mutateAsync({ body: { offerId: o.id } });
      setProblem(null);
      notify.success(t.paid);
    } catch (error) {
      const body = isApiError(error) ? (error.body as Partial<InsufficientBalance> | undefined) : undefined;
      setProblem({ message: error instanceof Error ? error.message : '', shortfall: typeof body?.shortfall === 'number' ? body.shortfall : null });
    }
  };

  return (
    <>
      <PageHeader title={o.title} backTo={BACK} backLabel={t.back} extra={o.paidAt ? <Tag color="success">{f.offerPaid}</Tag> : <Tag color="processing">{f.offerOpen}</Tag>} />
      <UnitNote />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Typography.Paragraph>{o.description}</Typography.Paragraph>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t.price}>
              <Toman rial={o.price} />
            </Descriptions.Item>
            <Descriptions.Item label={t.tax(toPersianDigits(o.taxPercent))}>
              <Toman rial={o.total - o.price} />
            </Descriptions.Item>
            <Descriptions.Item label={t.total}>
              <strong data-testid="offer-total">
                <Toman rial={o.total} />
              </strong>
            </Descriptions.Item>
            <Descriptions.Item label={t.expiresAt}>{formatDate(o.expiresAt)}</Descriptions.Item>
            {o.paidAt ? <Descriptions.Item label={t.paidAt}>{formatDateTime(o.paidAt)}</Descriptions.Item> : null}
            {o.invoiceId ? (
              <Descriptions.Item label={t.invoice}>
                <Link to={`/portal/wallet/invoice/${o.invoiceId}`}>{t.invoice}</Link>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </Card>
        <Card>
          {o.paidAt ? (
            <Typography.Text>{t.once}</Typography.Text>
          ) : (
            <Flex vertical gap={12}>
              <div>
                {billingMessages.invoice.walletBalance}: <Toman rial={balance.data?.balance} />
              </div>
              {problem ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={problem.message}
                  action={
                    problem.shortfall != null ? (
                      <Button type="primary" onClick={() => setTopUp(true)}>
                        {billingMessages.invoice.topUpShortfall}
                      </Button>
                    ) : undefined
                  }
                />
              ) : null}
              <div>
                <ConfirmAction label={t.pay} okText={t.pay} need={null} description={t.payConfirm(formatToman(o.total))} onConfirm={buy} buttonProps={{ type: 'primary' }} />
              </div>
            </Flex>
          )}
        </Card>
      </Space>
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} initialToman={problem?.shortfall ? Math.max(Math.ceil(problem.shortfall / 10), 10_000) : undefined} />
    </>
  );
}
