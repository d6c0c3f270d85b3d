import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Select, Statistic } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, WALLET_ENTRY_TYPES, WALLET_PERIODS, type WalletEntry, type WalletEntryType, type WalletPeriod } from '@portal/contracts';
import { formatDateTime, formatToman } from '@portal/locale';
import { Ltr, LoadFailed, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { billingMessages, entryTypeLabels, periodLabels } from '../../messages';
import { useBalance, useWalletEntries } from '../../api';
import { BillingNav } from '../BillingNav';
import { CsvButton } from '../CsvButton';
import { Toman, UnitNote } from '../money';
import { TopUpDialog } from '../payments/TopUpDialog';
import { UsageChart } from './UsageChart';
import { VoucherCard } from './VoucherCard';

const t = billingMessages.wallet;
const c = t.columns;

const columns: ResourceColumn<WalletEntry>[] = [
  { key: 'createdAt', title: c.createdAt, value: (r) => r.createdAt, render: (_v, r) => formatDateTime(r.createdAt) },
  { key: 'type', title: c.type, value: (r) => entryTypeLabels[r.type] },
  { key: 'description', title: c.description },
  { key: 'reference', title: c.reference, render: (_v, r) => (r.reference ? <Ltr>{r.reference}</Ltr> : '----') },
  { key: 'amount', title: c.amount, render: (_v, r) => <Toman rial={r.amount} /> },
  { key: 'balanceAfter', title: c.balanceAfter, render: (_v, r) => <Toman rial={r.balanceAfter} /> },
];

/** /portal/wallet: the balance, the ledger's entries filtered by period and type (kept in the URL), CSV, top-up. */
export default function WalletPage() {
  const [params, setParams] = useSearchParams();
  const period = WALLET_PERIODS.includes(params.get('period') as WalletPeriod) ? (params.get('period') as WalletPeriod) : 'month';
  const type = WALLET_ENTRY_TYPES.includes(params.get('type') as WalletEntryType) ? (params.get('type') as WalletEntryType) : undefined;
  const [topUp, setTopUp] = useState(false);
  const balance = useBalance();
  const entries = useWalletEntries({ period, type });

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
            <Statistic title={t.balance} loading={balance.isLoading} value={formatToman(balance.data?.balance)} />
          </div>
        )}
        {balance.data && balance.data.balance < 0 ? <Alert type="warning" showIcon title={t.inDebt} style={{ marginTop: 12 }} /> : null}
      </Card>
      <Card title={`${t.usage} (${periodLabels[period]})`} style={{ marginBottom: 16 }}>
        <UsageChart period={period} />
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
          <Select<WalletEntryType | ''>
            aria-label={t.type}
            value={type ?? ''}
            onChange={(v) => update('type', v || undefined)}
            style={{ minWidth: 170 }}
            options={[{ value: '', label: t.allTypes }, ...WALLET_ENTRY_TYPES.map((k) => ({ value: k, label: entryTypeLabels[k] }))]}
          />
          <CsvButton endpoint={api.billing.walletListDownload} args={{ query: { period, type } }} fileName="wallet.csv" />
        </Flex>
        <ResourceTable<WalletEntry>
          caption={t.entries}
          rows={entries.data}
          loading={entries.isLoading}
          error={entries.error}
          onRetry={() => entries.refetch()}
          columns={columns}
          rowKey="id"
          emptyText={t.empty}
        />
      </Card>
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} />
    </>
  );
}
