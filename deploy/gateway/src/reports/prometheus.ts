import type { RegistryDocument } from '@portal/registry';
import { REMOTE_REPORT_KINDS } from '@portal/contracts/src/remote-reports';
import type { CountRow, ReportCounts } from './report-counts';

// The report counts in Prometheus' text exposition format (version 0.0.4). Each pod exposes only
// what its own browsers reported; the sums across pods, and the canary's judgement over them, are
// the recording rules' job (deploy/prometheus/rules/canary.yml).

export const PROMETHEUS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([k, v]) => `${k}="${label(v)}"`)
    .join(',')}}`;

function counter(name: string, help: string, samples: Array<[Record<string, string>, number]>): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} counter`, ...samples.map(([l, v]) => `${name}${labels(l)} ${v}`)];
}

/** Sums rows that differ only by what the metric leaves out (the detail). */
function summed(rows: Array<[Record<string, string>, number]>): Array<[Record<string, string>, number]> {
  const out = new Map<string, [Record<string, string>, number]>();
  for (const [l, v] of rows) {
    const key = JSON.stringify(l);
    const held = out.get(key);
    if (held) held[1] += v;
    else out.set(key, [l, v]);
  }
  return [...out.values()];
}

/** A gauge of 1 per running canary, naming the live version beside it: what the rules join the counts to. */
function canaries(registry: RegistryDocument | null): string[] {
  const samples = Object.entries(registry?.remotes ?? {})
    .filter(([, e]) => e.canary)
    .map(
      ([remote, e]) => `portal_registry_canary${labels({ remote, version: e.canary!.version, live_version: e.version, percent: String(e.canary!.percent) })} 1`,
    );
  return [
    '# HELP portal_registry_canary A running canary (1) in the registry this pod serves, beside its live version.',
    '# TYPE portal_registry_canary gauge',
    ...samples,
  ];
}

/**
 * Zero rows for both sides of every running canary: Prometheus' increase() counts only what
 * changes between two scrapes, so a series must exist at 0 before the first report of a new
 * canary arrives, or that report's count would never be judged.
 */
function canaryZeros(registry: RegistryDocument | null): CountRow[] {
  return Object.entries(registry?.remotes ?? {}).flatMap(([remote, e]) =>
    e.canary
      ? (
          [
            [e.canary.version, 'canary'],
            [e.version, 'live'],
          ] as const
        ).flatMap(([version, channel]) => REMOTE_REPORT_KINDS.map((kind) => ({ remote, version, channel, kind, detail: '', count: 0 })))
      : [],
  );
}

export function renderMetrics(counts: ReportCounts, registry: RegistryDocument | null = null): string {
  const rows = [...counts.totalRows(), ...canaryZeros(registry)];
  const loads = summed(rows.filter((r) => r.kind === 'load').map((r) => [{ remote: r.remote, version: r.version, channel: r.channel }, r.count]));
  const failures = summed(
    rows.filter((r) => r.kind !== 'load').map((r) => [{ remote: r.remote, version: r.version, channel: r.channel, kind: r.kind }, r.count]),
  );
  return [
    ...counter('portal_remote_loads_total', 'Remote loads the browsers reported (the remote was handed to the page).', loads),
    ...counter('portal_remote_failures_total', 'Failures the browsers reported: load-failure, render-error, uncaught-error.', failures),
    ...counter(
      'portal_remote_report_batches_total',
      'Report batches by outcome: accepted, too_large (413), invalid (400), limited (429).',
      Object.entries(counts.batches).map(([outcome, v]) => [{ outcome }, v]),
    ),
    ...counter(
      'portal_remote_report_rows_dropped_total',
      'Rows of accepted batches left uncounted: a version the store does not hold, or the key limit.',
      Object.entries(counts.droppedRows).map(([reason, v]) => [{ reason }, v]),
    ),
    ...canaries(registry),
    '',
  ].join('\n');
}
