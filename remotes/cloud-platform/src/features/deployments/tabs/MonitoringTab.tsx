import { useState } from 'react';
import type { VmPeriodId } from '@portal/contracts';
import { PeriodCharts, type PeriodChart } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { useDeploymentAnalytics } from '../api';
import type { DeploymentTabProps } from './types';

const t = cloudPlatformMessages.monitoring;
const PERIODS: VmPeriodId[] = [1, 2, 3, 4];

/** What the deployment's replicas use over a period: CPU and memory against what they request, and network traffic. */
export function MonitoringTab({ deployment: d, projectId }: DeploymentTabProps) {
  const [period, setPeriod] = useState<VmPeriodId>(1);
  const data = useDeploymentAnalytics(projectId, d.kuberHostId, d.id, period);
  const points = data.data?.points ?? [];
  const times = points.map((p) => p.at);
  const flat = (v: number) => points.map(() => v);
  const charts: PeriodChart[] = [
    {
      title: t.cpu,
      series: [
        { label: t.used, color: '#1565c0', values: points.map((p) => p.cpu) },
        { label: t.requested, color: '#9e9e9e', values: flat(d.replicas * d.cpuMillicores) },
      ],
    },
    {
      title: t.memory,
      series: [
        { label: t.used, color: '#6a1b9a', values: points.map((p) => p.memory) },
        { label: t.requested, color: '#9e9e9e', values: flat(d.replicas * d.memoryMi) },
      ],
    },
    {
      title: t.network,
      series: [
        { label: t.networkIn, color: '#2e7d32', values: points.map((p) => p.networkIn) },
        { label: t.networkOut, color: '#ef6c00', values: points.map((p) => p.networkOut) },
      ],
    },
  ];
  return (
    <PeriodCharts
      periods={PERIODS}
      period={period}
      onPeriod={setPeriod}
      periodName={(p) => t.periods[p]}
      periodLabel={t.period}
      state={data}
      times={times}
      charts={charts}
      emptyText={t.empty}
    />
  );
}
