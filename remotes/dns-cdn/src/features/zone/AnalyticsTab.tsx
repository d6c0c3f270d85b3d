import { useState } from 'react';
import { Alert, Card, Col, Flex, Radio, Row, Statistic } from 'antd';
import { serviceStatusOf, type CdnPeriodId } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { LineChart } from '@portal/ui';
import { formatRatio } from './format';
import { zoneMessages } from './messages';
import { useAnalytics } from './api';
import { readAnalytics } from './analytics-series';
import type { TabProps } from './zone-tabs';

const t = zoneMessages.analytics;
const PERIODS: CdnPeriodId[] = [1, 2, 3];

/**
 * `/cdn/{projectId}/{id}/analytics`: requests (and those answered from the cache) and bandwidth
 * over the chosen period, with the period's totals. The provider's answer is these series only:
 * the status-code and country tables are gone.
 */
export default function AnalyticsTab({ projectId, zone }: TabProps) {
  const [period, setPeriod] = useState<CdnPeriodId>(1);
  const answer = useAnalytics(projectId, zone.id, period).data;
  const data = answer ? readAnalytics(answer) : null;
  return (
    <Flex vertical gap={16}>
      <Radio.Group
        aria-label={t.period}
        optionType="button"
        value={period}
        onChange={(e) => setPeriod(e.target.value as CdnPeriodId)}
        options={PERIODS.map((p) => ({ value: p, label: t.periods[p] }))}
      />
      {serviceStatusOf(zone.statusId) === 'waiting-ns' && <Alert type="info" showIcon title={t.pendingNote} />}
      {data && (
        <>
          <Card>
            <Flex gap={32} wrap>
              <Statistic title={t.totalRequests} value={formatNumber(data.totals.requests)} />
              <Statistic title={t.totalBandwidth} value={formatNumber(data.totals.bandwidthMb)} />
              <Statistic title={t.cacheHit} value={formatRatio(data.totals.cacheHitRatio)} />
            </Flex>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={t.requests}>
                <LineChart
                  title={t.requests}
                  times={data.times}
                  series={[
                    { label: t.requests, color: 'primary', values: data.requests },
                    { label: t.cached, color: 'success', values: data.cachedRequests },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t.bandwidth}>
                <LineChart title={t.bandwidth} times={data.times} series={[{ label: t.bandwidth, color: 'purple', values: data.bandwidthMb }]} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
