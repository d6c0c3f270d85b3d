/**
 * `PeriodCharts`: a resource's monitoring: the period to show, then one `LineChart` card per
 * measure, with the loading, failed and empty states of the data behind them. Servers and
 * Kubernetes deployments draw their monitoring with it (and any area that adds one).
 */
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import { LineChart, type Series } from './line-chart';
import { uiMessages } from './messages';

export interface PeriodChart {
  title: string;
  series: Series[];
  /** A fixed top of the axis (100 for percentages); default: scaled to the data. */
  max?: number;
}

export interface PeriodChartsProps<P extends string | number> {
  periods: readonly P[];
  period: P;
  onPeriod: (period: P) => void;
  periodName: (period: P) => string;
  /** Accessible name of the period choice. */
  periodLabel: string;
  /** The query behind the charts. */
  state: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** The points' times (ISO); empty when the period has no data. */
  times: string[];
  charts: PeriodChart[];
  emptyText: string;
}

export function PeriodCharts<P extends string | number>({
  periods,
  period,
  onPeriod,
  periodName,
  periodLabel,
  state,
  times,
  charts,
  emptyText,
}: PeriodChartsProps<P>) {
  return (
    <>
      <Segmented<P>
        aria-label={periodLabel}
        value={period}
        onChange={onPeriod}
        options={periods.map((p) => ({ value: p, label: periodName(p) }))}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {state.isLoading ? (
        <Skeleton active />
      ) : state.isError ? (
        <Result status="error" title={uiMessages.tableError} extra={<Button onClick={() => void state.refetch()}>{uiMessages.retry}</Button>} />
      ) : !times.length ? (
        <Empty description={emptyText} />
      ) : (
        <Row gutter={[16, 16]}>
          {charts.map((chart) => (
            <Col key={chart.title} xs={24} xl={12}>
              <Card size="small" title={chart.title}>
                <LineChart title={chart.title} times={times} max={chart.max} series={chart.series} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
