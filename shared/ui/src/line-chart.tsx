import { formatDateTime, formatNumber, joinList } from '@portal/locale';
import { useChartColors, type ChartColors } from './color-scheme/chart-colors';

/** A series' colour, by name: the scheme in force (light or dark) gives its shade. */
export type SeriesColor = keyof ChartColors['series'];

export interface Series {
  label: string;
  color: SeriesColor;
  values: number[];
}

const W = 560;
const H = 160;
const PAD = 28;

/** Whole numbers, except on a small scale where rounding would print the same tick twice. */
const tickLabel = (value: number, max: number) => formatNumber(max < 10 ? Math.round(value * 10) / 10 : Math.round(value));

/**
 * A small SVG line chart, the portal's one chart for values over time (no chart library for a few
 * monitoring and analytics charts). Time runs left to right even in RTL, as in every monitoring
 * tool; the figure has a text alternative with the latest values.
 */
export function LineChart({ title, times, series, max: fixedMax }: { title: string; times: string[]; series: Series[]; max?: number }) {
  const max = fixedMax ?? Math.max(1, ...series.flatMap((s) => s.values)) * 1.1;
  const n = times.length;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, n - 1);
  const y = (v: number) => H - PAD + 8 - (v / max) * (H - PAD);
  const colors = useChartColors();
  const summary = joinList(series.map((s) => `${s.label}: ${formatNumber(s.values[s.values.length - 1] ?? 0)}`));
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title} — ${summary}`} style={{ width: '100%', height: 'auto', direction: 'ltr' }}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD} x2={W - PAD} y1={y(max * f)} y2={y(max * f)} stroke={colors.grid} />
            <text x={2} y={y(max * f) + 4} fontSize="10" fill={colors.label}>
              {tickLabel(max * f, max)}
            </text>
          </g>
        ))}
        {series.map((s) => (
          <polyline key={s.label} fill="none" stroke={colors.series[s.color]} strokeWidth="1.5" points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
        ))}
        {n > 1 && (
          <>
            <text x={PAD} y={H - 2} fontSize="10" fill={colors.label}>
              {formatDateTime(times[0])}
            </text>
            <text x={W - PAD} y={H - 2} fontSize="10" fill={colors.label} textAnchor="end">
              {formatDateTime(times[n - 1])}
            </text>
          </>
        )}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 12 }}>
        {series.map((s) => (
          <span key={s.label}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: colors.series[s.color], marginInlineEnd: 4 }} />
            {s.label}: {formatNumber(s.values[s.values.length - 1] ?? 0)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
