import { Card, Col, Descriptions, Row, Space, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Offer, ReferredCustomer, WalletCommission } from '@portal/contracts';
import { EMPTY_VALUE, formatDate, formatDateTime, toPersianDigits } from '@portal/locale';
import { Bdi, CopyButton, Ltr, LoadFailed, PageHeader } from '@portal/ui';
import { billingMessages } from '../../messages';
import { useCommissions, useOffers, useReferral, useReferred } from '../../api';
import { BillingNav } from '../BillingNav';
import { Toman, UnitNote } from '../money';
import { VoucherCard } from '../wallet/VoucherCard';

const t = billingMessages.financial;
const scroll = { overflowX: 'auto', maxWidth: '100%' } as const;

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
          <div style={scroll}>
            <Table<Offer>
              rowKey="id"
              size="small"
              pagination={false}
              loading={offers.isLoading}
              dataSource={offers.data}
              locale={{ emptyText: t.offersEmpty }}
              columns={[
                { key: 'name', title: t.offerColumns.title, render: (_v, o) => <Link to={`/portal/financial/offer/${o.id}`}>{o.name ?? EMPTY_VALUE}</Link> },
                { key: 'amount', title: t.offerColumns.total, render: (_v, o) => <Toman rial={o.amount} /> },
                { key: 'freeAmount', title: t.offerColumns.freeAmount, render: (_v, o) => <Toman rial={o.freeAmount} /> },
                { key: 'expireDate', title: t.offerColumns.expiresAt, render: (_v, o) => formatDate(o.expireDate) },
              ]}
            />
          </div>
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
              <div style={scroll}>
                <Table<ReferredCustomer>
                  aria-label={t.referred}
                  rowKey={(r) => `${r.customer}:${r.joinDate}`}
                  size="small"
                  pagination={false}
                  loading={referred.isLoading}
                  dataSource={referred.data}
                  locale={{ emptyText: t.referredEmpty }}
                  columns={[
                    { key: 'customer', title: t.referredColumns.name, render: (_v, r) => (r.customer ? <Bdi>{r.customer}</Bdi> : EMPTY_VALUE) },
                    { key: 'joinDate', title: t.referredColumns.joinedAt, render: (_v, r) => formatDate(r.joinDate) },
                    { key: 'commissionPercent', title: t.referredColumns.commission, render: (_v, r) => `${toPersianDigits(r.commissionPercent)}٪` },
                  ]}
                />
              </div>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t.commissions}>
              <div style={scroll}>
                <Table<WalletCommission>
                  rowKey={(e) => `${e.id ?? ''}:${e.transactionDate}`}
                  size="small"
                  pagination={false}
                  loading={commissions.isLoading}
                  dataSource={commissions.data}
                  locale={{ emptyText: t.commissionsEmpty }}
                  columns={[
                    { key: 'transactionDate', title: t.commissionColumns.createdAt, render: (_v, e) => formatDateTime(e.transactionDate) },
                    { key: 'totalPrice', title: t.commissionColumns.totalPrice, render: (_v, e) => <Toman rial={e.totalPrice} /> },
                    { key: 'amount', title: t.commissionColumns.amount, render: (_v, e) => <Toman rial={e.amount} /> },
                  ]}
                />
              </div>
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
