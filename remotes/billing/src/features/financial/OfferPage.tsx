import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { isApiError } from '@portal/api';
import type { InsufficientBalance } from '@portal/contracts';
import { formatDate, formatToman } from '@portal/locale';
import { ConfirmAction, LoadFailed, PageHeader, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../../messages';
import { financialMessages } from './messages';
import { useBalance } from '../wallet/api';
import { useOffer, usePayOffer } from './api';
import { Toman, UnitNote } from '../money';
import { TopUpDialog } from '../payments/TopUpDialog';

const t = financialMessages.offer;
const f = financialMessages.financial;
const BACK = '/portal/financial';

/** /portal/financial/offer/{id}: the offer, what it costs (tax included) and any credit it gives, bought once from the wallet. */
export default function OfferPage() {
  const { id } = useNumericParams('id');
  const offer = useOffer(id);
  const balance = useBalance();
  const pay = usePayOffer();
  const [problem, setProblem] = useState<{ message: string; shortfall: number | null } | null>(null);
  const [topUp, setTopUp] = useState(false);
  const [bought, setBought] = useState(false);

  if (Number.isNaN(id) || offer.error)
    return <LoadFailed invalidId={Number.isNaN(id)} error={offer.error} onRetry={() => offer.refetch()} backTo={BACK} backLabel={t.back} />;
  const o = offer.data;
  if (!o) return <PageHeader title={f.offers} backTo={BACK} backLabel={t.back} />;

  const buy = async () => {
    try {
      await pay.mutateAsync({ body: { offerId: id } });
      setProblem(null);
      setBought(true);
      notify.success(t.paid);
    } catch (error) {
      const body = isApiError(error) ? (error.body as Partial<InsufficientBalance> | undefined) : undefined;
      setProblem({ message: error instanceof Error ? error.message : '', shortfall: typeof body?.shortfall === 'number' ? body.shortfall : null });
    }
  };

  return (
    <>
      <PageHeader title={o.name ?? f.offers} backTo={BACK} backLabel={t.back} />
      <UnitNote />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t.total}>
              <strong data-testid="offer-total">
                <Toman rial={o.amount} />
              </strong>
            </Descriptions.Item>
            {o.freeAmount ? (
              <Descriptions.Item label={t.freeAmount}>
                <Toman rial={o.freeAmount} />
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t.expiresAt}>{formatDate(o.expireDate)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card>
          {bought ? (
            <Typography.Text>{t.once}</Typography.Text>
          ) : (
            <Flex vertical gap={12}>
              <div>
                {billingMessages.invoice.walletBalance}: <Toman rial={balance.data} />
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
                <ConfirmAction
                  label={t.pay}
                  okText={t.pay}
                  need={null}
                  description={t.payConfirm(formatToman(o.amount))}
                  onConfirm={buy}
                  buttonProps={{ type: 'primary' }}
                />
              </div>
            </Flex>
          )}
        </Card>
      </Space>
      <TopUpDialog
        open={topUp}
        onClose={() => setTopUp(false)}
        initialToman={problem?.shortfall ? Math.max(Math.ceil(problem.shortfall / 10), 10_000) : undefined}
      />
    </>
  );
}
