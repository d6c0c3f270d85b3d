import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Select, Statistic } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { WALLET_PERIOD_DAYS, WALLET_PERIODS, WALLET_REPORT_MAX_DAYS, type WalletPeriod, type WalletTransaction } from '@portal/contracts';
import { EMPTY_VALUE, formatToman, toPersianDigits } from '@portal/locale';
import { Bdi, LoadFailed, Ltr, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { billingMessages, type WalletDirection } from '../../messages';
import { periodLabels } from './messages';
import { useBalance, useWalletTransactions } from './api';
import { BillingNav } from '../BillingNav';
import { Toman, tomanOf, UnitNote } from '../money';
import { TopUpDialog } from '../payments/TopUpDialog';
import { UsageChart } from './UsageChart';
import { VoucherCard } from './VoucherCard';

const t = billingMessages.wallet;
const c = t.columns;
const DIRECTIONS: readonly WalletDirection[] = ['credit', 'debit'];
const DAY_MS = 86_400_000;

// The CSV (the table's export: the rows shown) carries the same columns, amounts in Toman as plain numbers.
const columns: ResourceColumn<WalletTransaction>[] = [
  { key: 'id', title: c.id, render: (_v, r) => <Ltr>{toPersianDigits(r.id)}</Ltr> },
  { key: 'transactionDate', title: c.transactionDate, kind: 'datetime' },
  { key: 'description', title: c.description, render: (_v, r) => (r.description ? <Bdi>{r.description}</Bdi> : EMPTY_VALUE) },
  { key: 'credit', title: c.credit, kind: 'number', value: (r) => tomanOf(r.credit), render: (_v, r) => (r.credit ? <Toman rial={r.credit} /> : EMPTY_VALUE) },
  { key: 'debit', title: c.debit, kind: 'number', value: (r) => tomanOf(r.debit), render: (_v, r) => (r.debit ? <Toman rial={r.debit} /> : EMPTY_VALUE) },
  { key: 'balance', title: c.balance, kind: 'number', value: (r) => tomanOf(r.balance), render: (_v, r) => <Toman rial={r.balance} /> },
];

/** Days the period covers: the usage report's `period`, and the table's window. */
const daysOf = (period: WalletPeriod) => (period === 'all' ? WALLET_REPORT_MAX_DAYS : WALLET_PERIOD_DAYS[period]);

/**
 * /portal/wallet: the balance, its course over the period, the ledger's transactions narrowed to the
 * period and to credits or debits (kept in the URL; the provider's list has no filter, so the page
 * narrows it), the CSV of the transactions shown, top-up and vouchers.
 */
export default function WalletPage() {
  const [params, setParams] = useSearchParams();
  const period = WALLET_PERIODS.includes(params.get('period') as WalletPeriod) ? (params.get('period') as WalletPeriod) : 'month';
  const direction = DIRECTIONS.includes(params.get('type') as WalletDirection) ? (params.get('type') as WalletDirection) : undefined;
  const [topUp, setTopUp] = useState(false);
  const balance = useBalance();
  const transactions = useWalletTransactions();
  // The window ends now: read once per render of a new list or filter, not per row.
  const rows = useMemo(() => {
    const since = period === 'all' ? null : Date.now() - WALLET_PERIOD_DAYS[period] * DAY_MS;
    return transactions.data?.filter(
      (r) => (since == null || Date.parse(r.transactionDate) >= since) && (direction === undefined || (direction === 'credit' ? r.credit > 0 : r.debit > 0)),
    );
  }, [transactions.data, period, direction]);

  const update = (key: string, value: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTopUp(true)}>
            {t.topUp}
          </Button>
        }
      />
      <BillingNav />
      <UnitNote />
      <Card style={{ marginBottom: 16 }}>
        {balance.error ? (
          <LoadFailed error={balance.error} onRetry={() => balance.refetch()} />
        ) : (
          <div data-testid="wallet-balance">
            <Statistic title={t.balance} loading={balance.isLoading} value={formatToman(balance.data)} />
          </div>
        )}
        {balance.data != null && balance.data < 0 ? <Alert type="warning" showIcon title={t.inDebt} style={{ marginTop: 12 }} /> : null}
      </Card>
      <Card title={`${t.usage} (${periodLabels[period]})`} style={{ marginBottom: 16 }}>
        <UsageChart days={daysOf(period)} />
      </Card>
      <VoucherCard />
      <Card title={t.entries}>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Select<WalletPeriod>
            aria-label={t.period}
            value={period}
            onChange={(v) => update('period', v)}
            style={{ minWidth: 170 }}
            options={WALLET_PERIODS.map((p) => ({ value: p, label: periodLabels[p] }))}
          />
          <Select<WalletDirection | ''>
            aria-label={t.type}
            value={direction ?? ''}
            onChange={(v) => update('type', v || undefined)}
            style={{ minWidth: 200 }}
            options={[{ value: '', label: t.allTypes }, ...DIRECTIONS.map((d) => ({ value: d, label: t.directions[d] }))]}
          />
        </Flex>
        <ResourceTable<WalletTransaction>
          tableId="billing.wallet"
          caption={t.entries}
          rows={rows}
          loading={transactions.isLoading}
          error={transactions.error}
          onRetry={() => transactions.refetch()}
          columns={columns}
          rowKey="id"
          emptyText={t.empty}
          exportFileName="wallet.csv"
        />
      </Card>
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} />
    </>
  );
}
