import type { RemoteReportKind } from '@portal/contracts/src/remote-reports';
import { HISTORY_SECONDS, emptyKinds, type KindCounts } from '../reports/report-counts';

// The operator page's figures across every pod, from Prometheus (PROMETHEUS_URL) when one is
// configured: the last hour per version in `stepSeconds` intervals, the same shape as one pod's
// own counts (ReportCounts.series), which remain the fallback when Prometheus does not answer.

export type Series = Array<{ start: number; versions: Map<string, KindCounts> }>;

interface RangeAnswer {
  status: string;
  data?: { result?: Array<{ metric: Record<string, string>; values: Array<[number, string]> }> };
}

export async function seriesFromPrometheus(baseUrl: string, remote: string, stepSeconds: number, now = Date.now()): Promise<Series> {
  const steps = Math.ceil(HISTORY_SECONDS / stepSeconds);
  const end = Math.ceil(now / 1000 / stepSeconds) * stepSeconds;
  const out: Series = Array.from({ length: steps }, (_, i) => ({ start: (end - (steps - i) * stepSeconds) * 1000, versions: new Map() }));
  const name = remote.replace(/[^a-z0-9-]/g, '');
  const query = `sum by (version, kind) (increase({__name__=~"portal_remote_loads_total|portal_remote_failures_total",remote="${name}"}[${stepSeconds}s]))`;
  const params = new URLSearchParams({ query, start: String(end - (steps - 1) * stepSeconds), end: String(end), step: String(stepSeconds) });
  const r = await fetch(`${baseUrl.replace(/\/$/, '')}/api/v1/query_range?${params}`, { signal: AbortSignal.timeout(3000) });
  const answer = (await r.json()) as RangeAnswer;
  if (!r.ok || answer.status !== 'success') throw new Error(`Prometheus answered ${r.status}`);
  for (const s of answer.data?.result ?? []) {
    const version = s.metric.version;
    if (!version) continue;
    const kind = (s.metric.kind || 'load') as RemoteReportKind;
    for (const [t, v] of s.values) {
      // A value at t covers the interval that ends at t.
      const slot = out.find((o) => o.start === (t - stepSeconds) * 1000);
      if (!slot) continue;
      if (!slot.versions.has(version)) slot.versions.set(version, emptyKinds());
      const counts = slot.versions.get(version)!;
      if (kind in counts) counts[kind] += Math.round(Number(v));
    }
  }
  return out;
}
