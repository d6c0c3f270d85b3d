import { esc } from './html';

// A small line chart as inline SVG: no script, no library. It is an image with a title and a
// description for screen readers; the figures themselves are in the table beside it.

export interface ChartSeries {
  label: string;
  /** One value per interval; null: nothing to plot there. */
  points: Array<number | null>;
  color: string;
  /** The canary's line is dashed, so the two sides differ by more than colour. */
  dashed?: boolean;
}

export interface ChartInput {
  id: string;
  title: string;
  desc: string;
  series: ChartSeries[];
  /** Under the first, middle and last interval. */
  xLabels: string[];
  format: (value: number) => string;
  /** The axis' top at least this (a rate axis at least 1 %). */
  minTop?: number;
}

const W = 560;
const H = 200;
const PAD = { left: 56, right: 12, top: 12, bottom: 28 };

export function lineChart({ id, title, desc, series, xLabels, format, minTop = 1 }: ChartInput): string {
  const steps = Math.max(1, ...series.map((s) => s.points.length));
  const max = Math.max(minTop, ...series.flatMap((s) => s.points.filter((p): p is number => p !== null)));
  const x = (i: number) => PAD.left + (steps === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (steps - 1));
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const grid = [0, 0.5, 1]
    .map(
      (f) =>
        `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(max * f)}" y2="${y(max * f)}" stroke="#c4c8ce"/><text x="${PAD.left - 6}" y="${y(max * f) + 4}" text-anchor="end" font-size="11" fill="#3b4048">${esc(format(max * f))}</text>`,
    )
    .join('');
  const ticks = xLabels
    .map((label, n) => {
      const i = xLabels.length === 1 ? 0 : Math.round((n * (steps - 1)) / (xLabels.length - 1));
      return `<text x="${x(i)}" y="${H - 8}" text-anchor="middle" font-size="11" fill="#3b4048">${esc(label)}</text>`;
    })
    .join('');
  const lines = series
    .map((s) => {
      const dash = s.dashed ? ' stroke-dasharray="6 4"' : '';
      const segments: string[] = [];
      let run: string[] = [];
      s.points.forEach((p, i) => {
        if (p === null) {
          if (run.length > 1) segments.push(run.join(' '));
          run = [];
        } else run.push(`${x(i)},${y(p)}`);
      });
      if (run.length > 1) segments.push(run.join(' '));
      const dots = s.points.map((p, i) => (p === null ? '' : `<circle cx="${x(i)}" cy="${y(p)}" r="3" fill="${s.color}"/>`)).join('');
      return `<g>${segments.map((pts) => `<polyline points="${pts}" fill="none" stroke="${s.color}" stroke-width="2"${dash}/>`).join('')}${dots}</g>`;
    })
    .join('');
  return `<svg role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" dir="ltr"><title id="${id}-title">${esc(title)}</title><desc id="${id}-desc">${esc(desc)}</desc>${grid}${ticks}${lines}</svg>`;
}

/** The legend in HTML beside the chart: each version's line as drawn. */
export function legend(series: ChartSeries[], label: string): string {
  const item = (s: ChartSeries) =>
    `<li><svg width="28" height="10" aria-hidden="true" focusable="false"><line x1="0" x2="28" y1="5" y2="5" stroke="${s.color}" stroke-width="3"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/></svg> ${s.label}</li>`;
  return `<ul class="legend" aria-label="${esc(label)}">${series.map(item).join('')}</ul>`;
}
