import type { CdnAnalytics, CdnAnalyticSeries } from '@portal/contracts';

/** The provider's chart answer read by measure: the instants, each series' values, and the period's totals. */
export function readAnalytics(data: CdnAnalytics) {
  const times = data.categories ?? [];
  const of = (name: CdnAnalyticSeries) => data.series?.find((s) => s.name === name)?.data ?? times.map(() => 0);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const requests = of('requests');
  const cachedRequests = of('cachedRequests');
  const bandwidthMb = of('bandwidthMb');
  const total = sum(requests);
  return {
    times,
    requests,
    cachedRequests,
    bandwidthMb,
    totals: { requests: total, bandwidthMb: sum(bandwidthMb), cacheHitRatio: total ? sum(cachedRequests) / total : 0 },
  };
}
