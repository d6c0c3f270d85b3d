import { useState } from 'react';
import { Alert, Card, Col, Flex, Radio, Row, Statistic } from 'antd';
import type { CdnPeriodId } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { LineChart, ResourceTable, type ResourceColumn } from '@portal/ui';
import { formatRatio } from '../../format';
import { dnsCdnMessages } from '../../messages';
import { useAnalytics } from '../../api';
import type { TabProps } from './ZonePage';

const t = dnsCdnMessages.analytics;
const PERIODS: CdnPeriodId[] = [1, 2, 3];

type CodeRow = { code: string; count: number };
type CountryRow = { country: string; name: string; requests: number };
const codeColumns: ResourceColumn<CodeRow>[] = [
  { key: 'code', title: t.code, dataIndex: 'code' },
  { key: 'count', title: t.count, dataIndex: 'count', kind: 'number', render: (_, r) => formatNumber(r.count) },
];
const countryColumns: ResourceColumn<CountryRow>[] = [
  { key: 'name', title: t.country, dataIndex: 'name' },
  { key: 'requests', title: t.requests, dataIndex: 'requests', kind: 'number', render: (_, r) => formatNumber(r.requests) },
];

/** `/cdn/{projectId}/{id}/analytics`: requests, bandwidth and cache hits over the chosen period; status codes and top countries. */
export default function AnalyticsTab({ zone }: TabProps) {
  const [period, setPeriod] = useState<CdnPeriodId>(1);
  const data = useAnalytics(zone.projectId, zone.id, period).data;
  const times = data?.points.map((p) => p.at) ?? [];
  return (
    <Flex vertical gap={16}>
      <Radio.Group
        aria-label={t.period}
        optionType="button"
        value={period}
        onChange={(e) => setPeriod(e.target.value as CdnPeriodId)}
        options={PERIODS.map((p) => ({ value: p, label: t.periods[p] }))}
      />
      {zone.status === 'pending' && <Alert type="info" showIcon title={t.pendingNote} />}
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
                  times={times}
                  series={[
                    { label: t.requests, color: '#1565c0', values: data.points.map((p) => p.requests) },
                    { label: t.cached, color: '#2e7d32', values: data.points.map((p) => p.cachedRequests) },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t.bandwidth}>
                <LineChart title={t.bandwidth} times={times} series={[{ label: t.bandwidth, color: '#6a1b9a', values: data.points.map((p) => p.bandwidthMb) }]} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t.statusCodes}>
                <ResourceTable<CodeRow> rowKey="code" rows={data.statusCodes} columns={codeColumns} caption={t.statusCodes} size="small" pagination={false} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t.countries}>
                <ResourceTable<CountryRow>
                  rowKey="country"
                  rows={data.countries.map((c) => ({ ...c, name: t.countryNames[c.country] ?? c.country }))}
                  columns={countryColumns}
                  caption={t.countries}
                  size="small"
                  pagination={false}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
