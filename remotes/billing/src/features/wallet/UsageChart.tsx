import { Empty, Flex, Progress, Typography } from 'antd';
import type { WalletPeriod } from '@portal/contracts';
import { formatToman, toPersianDigits } from '@portal/locale';
import { LoadFailed } from '@portal/ui';
import { billingMessages, usageCategoryLabels } from '../../messages';
import { useUsageReport } from '../../api';

const t = billingMessages.wallet;

/** The period's hourly usage per product category as horizontal bars (share of the period's total), each line also said in words. */
export function UsageChart({ period }: { period: WalletPeriod }) {
  const report = useUsageReport(period);
  if (report.error) return <LoadFailed error={report.error} onRetry={() => report.refetch()} />;
  const lines = report.data ?? [];
  const total = lines.reduce((s, l) => s + l.amount, 0);
  if (!report.isLoading && !total) return <Empty description={t.usageEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Flex vertical gap={8} role="list" aria-label={t.usage}>
      {lines.map((l) => {
        const percent = total ? Math.round((l.amount / total) * 100) : 0;
        const name = usageCategoryLabels[l.categoryId] ?? usageCategoryLabels[0]!;
        return (
          <div role="listitem" key={l.categoryId}>
            <Typography.Text>{t.usageLine(name, formatToman(l.amount), toPersianDigits(percent))}</Typography.Text>
            <Progress percent={percent} showInfo={false} aria-hidden />
          </div>
        );
      })}
    </Flex>
  );
}
