import { useState } from 'react';
import type { VmPeriodId } from '@portal/contracts';
import { PeriodCharts, type PeriodChart } from '@portal/ui';
import { deploymentMessages } from '../messages';
import { useDeploymentAnalytics } from '../api';
import type { DeploymentTabProps } from './types';

const t = deploymentMessages.monitoring;
const PERIODS: VmPeriodId[] = [1, 2, 3, 4];

/** What the deployment's replicas use over a period (ours: the servers' analytics shape): CPU, memory and network traffic. */
export function MonitoringTab({ deployment: d, host, projectId }: DeploymentTabProps) {
  const [period, setPeriod] = useState<VmPeriodId>(1);
  const data = useDeploymentAnalytics(projectId, host.id, d.id, period);
  const series = (name: string) => data.data?.series?.find((s) => s.name === name)?.data ?? [];
  const charts: PeriodChart[] = [
    { title: t.cpu, series: [{ label: t.used, color: 'primary', values: series('cpu') }] },
    { title: t.memory, series: [{ label: t.used, color: 'purple', values: series('memory') }] },
    {
      title: t.network,
      series: [
        { label: t.networkIn, color: 'success', values: series('networkIn') },
        { label: t.networkOut, color: 'warning', values: series('networkOut') },
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
      times={data.data?.categories ?? []}
      charts={charts}
      emptyText={t.empty}
    />
  );
}
