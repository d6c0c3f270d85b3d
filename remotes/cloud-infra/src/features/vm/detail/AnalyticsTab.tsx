import { useState } from 'react';
import { PeriodCharts, type SeriesColor } from '@portal/ui';
import type { VmAnalyticSeries, VmPeriodId } from '@portal/contracts';
import { useVmAnalytics, type VmView } from '../api';
import { vmMessages } from '../messages';

const t = vmMessages.analytics;
const PERIODS: VmPeriodId[] = [1, 2, 3, 4];

type Metric = VmAnalyticSeries;
interface Chart {
  title: string;
  /** Percentages get a fixed 0–100 axis; rates scale to their data. */
  percent?: boolean;
  series: Array<{ key: Metric; label: string; color: SeriesColor }>;
}
const CHARTS: Chart[] = [
  { title: t.cpu, percent: true, series: [{ key: 'cpu', label: t.cpu, color: 'primary' }] },
  { title: t.memory, percent: true, series: [{ key: 'memory', label: t.memory, color: 'purple' }] },
  {
    title: t.network,
    series: [
      { key: 'networkIn', label: t.networkIn, color: 'success' },
      { key: 'networkOut', label: t.networkOut, color: 'warning' },
    ],
  },
  {
    title: t.disk,
    series: [
      { key: 'diskRead', label: t.diskRead, color: 'info' },
      { key: 'diskWrite', label: t.diskWrite, color: 'error' },
    ],
  },
];

/** The provider's answer: the instants (`categories`) and one named series per measure. */
export default function AnalyticsTab({ vm }: { vm: VmView }) {
  const [period, setPeriod] = useState<VmPeriodId>(1);
  const data = useVmAnalytics(vm.projectId, vm.id, period);
  const times = data.data?.categories ?? [];
  const pick = (k: Metric) => (data.data?.series?.find((s) => s.name === k)?.data ?? []).map(Number);
  return (
    <PeriodCharts
      periods={PERIODS}
      period={period}
      onPeriod={setPeriod}
      periodName={(p) => t.periods[p]}
      periodLabel={t.period}
      state={data}
      times={times}
      charts={CHARTS.map((chart) => ({
        title: chart.title,
        max: chart.percent ? 100 : undefined,
        series: chart.series.map((s) => ({ label: s.label, color: s.color, values: pick(s.key) })),
      }))}
      emptyText={t.empty}
    />
  );
}
