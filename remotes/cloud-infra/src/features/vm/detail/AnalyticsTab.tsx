import { useState } from 'react';
import { Button, Card, Col, Empty, Result, Row, Segmented, Skeleton } from 'antd';
import { uiMessages } from '@portal/ui';
import type { VmHost, VmPeriodId } from '@portal/api/contracts';
import { useVmAnalytics } from '../api';
import { vmMessages } from '../messages';
import { LineChart } from './LineChart';

const t = vmMessages.analytics;
const PERIODS: VmPeriodId[] = [1, 2, 3, 4];

export default function AnalyticsTab({ vm }: { vm: VmHost }) {
  const [period, setPeriod] = useState<VmPeriodId>(1);
  const data = useVmAnalytics(vm.projectId, vm.id, period);
  const points = data.data?.points ?? [];
  const times = points.map((p) => p.at);
  const pick = (k: keyof (typeof points)[number]) => points.map((p) => Number(p[k]));
  return (
    <>
      <Segmented<VmPeriodId>
        aria-label={t.period}
        value={period}
        onChange={setPeriod}
        options={PERIODS.map((p) => ({ value: p, label: t.periods[p] }))}
        style={{ marginBottom: 16 }}
      />
      {data.isLoading ? (
        <Skeleton active />
      ) : data.isError ? (
        <Result status="error" title={uiMessages.tableError} extra={<Button onClick={() => void data.refetch()}>{uiMessages.retry}</Button>} />
      ) : !points.length ? (
        <Empty description={t.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card size="small" title={t.cpu}>
              <LineChart title={t.cpu} times={times} max={100} series={[{ label: t.cpu, color: '#1565c0', values: pick('cpu') }]} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title={t.memory}>
              <LineChart title={t.memory} times={times} max={100} series={[{ label: t.memory, color: '#6a1b9a', values: pick('memory') }]} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title={t.network}>
              <LineChart
                title={t.network}
                times={times}
                series={[
                  { label: t.networkIn, color: '#2e7d32', values: pick('networkIn') },
                  { label: t.networkOut, color: '#ef6c00', values: pick('networkOut') },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title={t.disk}>
              <LineChart
                title={t.disk}
                times={times}
                series={[
                  { label: t.diskRead, color: '#00838f', values: pick('diskRead') },
                  { label: t.diskWrite, color: '#c62828', values: pick('diskWrite') },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
