import { EMPTY_VALUE, formatDateTime, formatNumber } from '@portal/locale';
import type { HistoryRecord, RegistryEntry } from '@portal/registry';
import { sideFigures } from '../reports/canary-rule';
import type { KindCounts } from '../reports/report-counts';
import { legend, lineChart, type ChartSeries } from './chart';
import { esc, formatRate, ltr } from './html';
import { layout } from './layout';
import { operatorMessages as m } from './messages';

// The operator page: per remote its live version and running canary, the last hour's reports per
// version (two charts and the table of the same figures) and its last history lines.

export const STEP_SECONDS = 300;
const MAX_VERSIONS = 4;
const COLORS = { live: '#1d4ed8', canary: '#b45309', other: ['#6b21a8', '#374151'] };

export interface RemoteView {
  name: string;
  entry: RegistryEntry;
  dev: boolean;
  series: Array<{ start: number; versions: Map<string, KindCounts> }>;
  history: HistoryRecord[];
}

export interface DashboardInput {
  remotes: RemoteView[];
  now: number;
  windowSeconds: number;
  minLoads: number;
  nonce: string;
}

const time = (ms: number) => formatDateTime(ms).split(' - ')[0]!.slice(0, 5);
const when = (iso: string) => `<time datetime="${esc(iso)}">${esc(formatDateTime(iso))}</time>`;

function versionsOf(view: RemoteView): string[] {
  const attempts = new Map<string, number>();
  for (const step of view.series) for (const [v, c] of step.versions) attempts.set(v, (attempts.get(v) ?? 0) + sideFigures(v, c).attempts + 1);
  const named = [view.entry.version, ...(view.entry.canary ? [view.entry.canary.version] : [])];
  const others = [...attempts.keys()].filter((v) => !named.includes(v)).sort((a, b) => attempts.get(b)! - attempts.get(a)!);
  return attempts.size ? [...named, ...others].slice(0, MAX_VERSIONS) : [];
}

function versionLabel(view: RemoteView, version: string): string {
  if (version === view.entry.version) return `${ltr(version)} (${m.live})`;
  if (version === view.entry.canary?.version) return `${ltr(version)} (${m.canary})`;
  return ltr(version);
}

function reports(view: RemoteView): string {
  const versions = versionsOf(view);
  if (!versions.length) return `<h3>${m.reports}</h3><p class="note">${m.noReports}</p>`;
  let other = 0;
  const color = (v: string) =>
    v === view.entry.version ? COLORS.live : v === view.entry.canary?.version ? COLORS.canary : COLORS.other[other++ % COLORS.other.length]!;
  const figures = (v: string) =>
    view.series.map((s) => sideFigures(v, s.versions.get(v) ?? { load: 0, 'load-failure': 0, 'render-error': 0, 'uncaught-error': 0 }));
  const perVersion = versions.map((v) => ({ v, label: versionLabel(view, v), color: color(v), dashed: v === view.entry.canary?.version, figures: figures(v) }));
  const loads: ChartSeries[] = perVersion.map((p) => ({ label: p.label, color: p.color, dashed: p.dashed, points: p.figures.map((f) => f.attempts) }));
  const rates: ChartSeries[] = perVersion.map((p) => ({
    label: p.label,
    color: p.color,
    dashed: p.dashed,
    points: p.figures.map((f) => (f.attempts ? f.rate * 100 : null)),
  }));
  const starts = view.series.map((s) => s.start);
  const xLabels = [starts[0]!, starts[Math.floor(starts.length / 2)]!, starts.at(-1)!].map(time);
  const desc = m.chartDesc(versions.join('، '));
  const id = `chart-${view.name}`;
  const head1 = perVersion.map((p) => `<th scope="colgroup" colspan="3">${p.label}</th>`).join('');
  const head2 = perVersion.map(() => `<th scope="col">${m.attempts}</th><th scope="col">${m.failures}</th><th scope="col">${m.rate}</th>`).join('');
  const rows = view.series
    .map((s, i) => {
      const cells = perVersion
        .map(
          ({ figures: f }) =>
            `<td>${formatNumber(f[i]!.attempts)}</td><td>${formatNumber(f[i]!.failures)}</td><td>${f[i]!.attempts ? formatRate(f[i]!.rate) : EMPTY_VALUE}</td>`,
        )
        .join('');
      return `<tr><th scope="row">${time(s.start)}</th>${cells}</tr>`;
    })
    .join('');
  return `<h3>${m.reports}</h3>
<div class="charts"><figure>${lineChart({ id: `${id}-loads`, title: m.loadsChart, desc, series: loads, xLabels, format: (v) => formatNumber(v, { maximumFractionDigits: 0 }) })}<figcaption aria-hidden="true">${m.loadsChart}</figcaption></figure>
<figure>${lineChart({ id: `${id}-rates`, title: m.ratesChart, desc, series: rates, xLabels, format: (v) => `${formatNumber(v, { maximumFractionDigits: 1 })}٪` })}<figcaption aria-hidden="true">${m.ratesChart}</figcaption></figure></div>
${legend(loads, m.legend)}
<div class="scroll" role="region" aria-label="${esc(m.tableCaption)}" tabindex="0"><table><caption>${m.tableCaption}</caption><thead><tr><td></td>${head1}</tr><tr><th scope="col">${m.interval}</th>${head2}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function figuresText(r: HistoryRecord): string {
  const f = r.figures;
  if (!f) return '';
  const side = (s: { failures: number; attempts: number; rate: number }) => `${formatRate(s.rate)} (${formatNumber(s.failures)}/${formatNumber(s.attempts)})`;
  return m.figuresText(side(f.canary), side(f.live), formatNumber(f.windowSeconds));
}

function history(view: RemoteView): string {
  if (!view.history.length) return `<h3>${m.history}</h3><p class="note">${m.noHistory}</p>`;
  const rows = [...view.history]
    .reverse()
    .map(
      (r) =>
        `<tr><td>${esc(m.actions[r.action] ?? r.action)}</td><td>${ltr(r.version)}</td><td>${r.percent === undefined ? '' : formatRate(r.percent / 100)}</td><td>${ltr(r.who)}</td><td>${when(r.at)}</td><td>${r.reason ? `<bdi>${esc(r.reason)}</bdi>` : ''}</td><td>${figuresText(r)}</td></tr>`,
    )
    .join('');
  return `<h3>${m.history}</h3><div class="scroll" role="region" aria-label="${esc(m.history)}" tabindex="0"><table><thead><tr><th scope="col">${m.action}</th><th scope="col">${m.version}</th><th scope="col">${m.percent}</th><th scope="col">${m.who}</th><th scope="col">${m.when}</th><th scope="col">${m.reason}</th><th scope="col">${m.figures}</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function remote(view: RemoteView): string {
  const { entry } = view;
  const canary = entry.canary
    ? `<dt>${m.canary}</dt><dd data-canary-version>${ltr(entry.canary.version)}</dd><dt>${m.percent}</dt><dd data-canary-percent>${formatRate(entry.canary.percent / 100)}</dd><dt>${m.since}</dt><dd>${when(entry.canary.startedAt)}</dd><dt>${m.by}</dt><dd>${ltr(entry.canary.by)}</dd>${entry.canary.reason ? `<dt>${m.reason}</dt><dd><bdi>${esc(entry.canary.reason)}</bdi></dd>` : ''}`
    : `<dt>${m.canary}</dt><dd>${m.noCanary}</dd>`;
  return `<section class="remote" aria-labelledby="remote-${esc(view.name)}"><h2 id="remote-${esc(view.name)}">${ltr(view.name)}</h2>
<dl><dt>${m.live}</dt><dd data-live-version>${ltr(entry.version)}</dd>${entry.activatedAt ? `<dt>${m.since}</dt><dd>${when(entry.activatedAt)}</dd>` : ''}${canary}</dl>
${view.dev ? `<p class="note">${m.devServer}</p>` : ''}${reports(view)}${history(view)}</section>`;
}

export function renderDashboard(input: DashboardInput): string {
  const body = `<header><h1>${m.title}</h1><nav><a href="/operator">${m.refresh}</a> <form class="inline" method="post" action="/operator/logout"><button type="submit">${m.signOut}</button></form></nav></header>
<main><p>${m.intro}</p><p class="note">${m.autoRule(formatNumber(input.minLoads), formatNumber(input.windowSeconds))}</p><p class="note">${m.generatedAt} ${when(new Date(input.now).toISOString())}</p>
${input.remotes.length ? input.remotes.map(remote).join('') : `<p>${m.noRemotes}</p>`}</main>`;
  return layout(m.title, input.nonce, body);
}
