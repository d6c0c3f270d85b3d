import type { CdnAnalytics, CdnAnalyticSeries, CdnPeriodId } from '@portal/contracts';
import { HOUR_MS } from '../../clock';
import { invalid } from '../../http/errors';
import { messages } from '../../messages';
import type { ResourceRow } from '../../engine/types';

const PERIODS: Record<CdnPeriodId, { points: number; stepMs: number }> = {
  1: { points: 24, stepMs: HOUR_MS },
  2: { points: 7, stepMs: 24 * HOUR_MS },
  3: { points: 30, stepMs: 24 * HOUR_MS },
};

/** A small deterministic generator: the same zone and period always show the same traffic. */
function generator(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/**
 * The zone's traffic for a period, as the provider's charts read it: `categories` the instants,
 * a series per measure (`CDN_ANALYTIC_SERIES`). The shape depends only on the zone and the
 * PeriodId; the time axis ends at the current hour (or day). A zone that is not active yet has
 * served nothing.
 */
export function cdnAnalytics(zone: ResourceRow, rawPeriod: unknown, nowMs: number): CdnAnalytics {
  // PeriodId is optional in the document: without it, the last 24 hours.
  const periodId = (rawPeriod === undefined || rawPeriod === '' ? 1 : Number(rawPeriod)) as CdnPeriodId;
  const period = PERIODS[periodId];
  if (!period) throw invalid({ PeriodId: [messages.dnsCdn.periodInvalid] });
  const live = zone.status !== 'pending';
  const rand = generator(zone.id * 7919 + periodId * 104729);
  const end = Math.floor(nowMs / period.stepMs) * period.stepMs;
  const scale = period.stepMs / HOUR_MS;
  const categories: string[] = [];
  const data: Record<CdnAnalyticSeries, number[]> = { requests: [], cachedRequests: [], bandwidthMb: [] };
  for (let i = 0; i < period.points; i++) {
    const requests = live ? Math.round((800 + rand() * 1200) * scale) : 0;
    categories.push(new Date(end - (period.points - 1 - i) * period.stepMs).toISOString());
    data.requests.push(requests);
    data.bandwidthMb.push(live ? Math.round(requests * (0.05 + rand() * 0.1)) : 0);
    data.cachedRequests.push(live ? Math.round(requests * (0.55 + rand() * 0.35)) : 0);
  }
  return { categories, series: (Object.keys(data) as CdnAnalyticSeries[]).map((name) => ({ name, data: data[name] })) };
}
