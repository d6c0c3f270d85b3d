import { Empty } from 'antd';
import { LineChart, LoadFailed } from '@portal/ui';
import { billingMessages } from '../../messages';
import { useUsageReport } from './api';

const t = billingMessages.wallet;

/** The wallet's balance over the last `days` days (the provider's usage report), in Toman; a fall is usage. */
export function UsageChart({ days }: { days: number }) {
  const report = useUsageReport(days);
  if (report.error) return <LoadFailed error={report.error} onRetry={() => report.refetch()} />;
  const points = report.data ?? [];
  if (!report.isLoading && !points.length) return <Empty description={t.usageEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <LineChart
      title={t.usage}
      times={points.map((p) => p.toDate)}
      series={[{ label: t.usageSeries, color: 'primary', values: points.map((p) => Math.round(p.balance / 10)) }]}
    />
  );
}
