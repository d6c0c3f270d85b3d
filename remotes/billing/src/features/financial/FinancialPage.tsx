import { Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import type { Offer, ReferredCustomer, WalletCommission } from '@portal/contracts';
import { EMPTY_VALUE, toPersianDigits } from '@portal/locale';
import { Bdi, CopyButton, Ltr, LoadFailed, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { financialMessages } from './messages';
import { useCommissions, useOffers, useReferral, useReferred } from './api';
import { BillingNav } from '../BillingNav';
import { Toman, tomanOf, UnitNote } from '../money';
import { VoucherCard } from '../wallet/VoucherCard';

const t = financialMessages.financial;

const offerColumns: ResourceColumn<Offer>[] = [
  { key: 'name', title: t.offerColumns.title },
  { key: 'amount', title: t.offerColumns.total, kind: 'number', value: (o) => tomanOf(o.amount), render: (_v, o) => <Toman rial={o.amount} /> },
  {
    key: 'freeAmount',
    title: t.offerColumns.freeAmount,
    kind: 'number',
    value: (o) => tomanOf(o.freeAmount),
    render: (_v, o) => <Toman rial={o.freeAmount} />,
  },
  { key: 'expireDate', title: t.offerColumns.expiresAt, kind: 'date' },
];
const referredColumns: ResourceColumn<ReferredCustomer>[] = [
  { key: 'customer', title: t.referredColumns.name, render: (_v, r) => (r.customer ? <Bdi>{r.customer}</Bdi> : EMPTY_VALUE) },
  { key: 'joinDate', title: t.referredColumns.joinedAt, kind: 'date' },
  { key: 'commissionPercent', title: t.referredColumns.commission, kind: 'number', render: (_v, r) => `${toPersianDigits(r.commissionPercent)}٪` },
];
const commissionColumns: ResourceColumn<WalletCommission>[] = [
  { key: 'transactionDate', title: t.commissionColumns.createdAt, kind: 'datetime' },
  {
    key: 'totalPrice',
    title: t.commissionColumns.totalPrice,
    kind: 'number',
    value: (e) => tomanOf(e.totalPrice),
    render: (_v, e) => <Toman rial={e.totalPrice} />,
  },
  { key: 'amount', title: t.commissionColumns.amount, kind: 'number', value: (e) => tomanOf(e.amount), render: (_v, e) => <Toman rial={e.amount} /> },
];

/** /portal/financial: the share link, who joined through it and what it earned, the offers, and the voucher code. */
export default function FinancialPage() {
  const referral = useReferral();
  const referred = useReferred(referral.data?.id);
  const commissions = useCommissions();
  const offers = useOffers();
  const failed = [referral, referred, commissions, offers].find((q) => q.error);
  if (failed) return <LoadFailed error={failed.error} onRetry={() => failed.refetch()} />;
  const ref = referral.data;
  const link = ref?.referralLink ? `${window.location.origin}${ref.referralLink}` : '';
  const commissionTotal = commissions.data?.reduce((n, c) => n + c.amount, 0);

  return (
    <>
      <PageHeader title={t.title} />
      <BillingNav />
      <UnitNote />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t.offers}>
          <ResourceTable<Offer>
            tableId="billing.offers"
            caption={t.offers}
            rowKey="id"
            size="small"
            pagination={false}
            loading={offers.isLoading}
            rows={offers.data}
            columns={offerColumns}
            rowHref={(o) => `/portal/financial/offer/${o.id}`}
            emptyText={t.offersEmpty}
          />
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t.referral} loading={referral.isLoading}>
              {ref ? (
                <>
                  <Typography.Paragraph type="secondary">{t.referralHint}</Typography.Paragraph>
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t.link}>
                      <span style={{ wordBreak: 'break-all' }} data-testid="referral-link">
                        <Ltr>{link}</Ltr>
                      </span>
                      <CopyButton text={link} label={t.copyLink} successMessage={t.copied} />
                    </Descriptions.Item>
                    <Descriptions.Item label={t.code}>
                      <Ltr>{ref.referralCode ?? EMPTY_VALUE}</Ltr>
                    </Descriptions.Item>
                    <Descriptions.Item label={t.referredCount}>{referred.data ? toPersianDigits(referred.data.length) : '…'}</Descriptions.Item>
                    <Descriptions.Item label={t.commissionTotal}>
                      <span data-testid="commission-total">
                        <Toman rial={commissionTotal} />
                      </span>
                    </Descriptions.Item>
                  </Descriptions>
                </>
              ) : null}
              <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
                {t.referred}
              </Typography.Title>
              <ResourceTable<ReferredCustomer>
                tableId="billing.referred"
                caption={t.referred}
                rowKey={(r) => `${r.customer}:${r.joinDate}`}
                size="small"
                pagination={false}
                loading={referred.isLoading}
                rows={referred.data}
                columns={referredColumns}
                emptyText={t.referredEmpty}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t.commissions}>
              <ResourceTable<WalletCommission>
                tableId="billing.commissions"
                caption={t.commissions}
                rowKey={(e) => `${e.id ?? ''}:${e.transactionDate}`}
                size="small"
                pagination={false}
                loading={commissions.isLoading}
                rows={commissions.data}
                columns={commissionColumns}
                emptyText={t.commissionsEmpty}
              />
            </Card>
            <div style={{ marginTop: 16 }}>
              <VoucherCard />
            </div>
          </Col>
        </Row>
      </Space>
    </>
  );
}
