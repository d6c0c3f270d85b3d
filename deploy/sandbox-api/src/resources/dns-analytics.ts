import type { CdnAnalytics, CdnPeriodId } from '@portal/contracts';
import { HOUR_MS } from '../clock';
import { invalid } from '../http/errors';
import { messages } from '../messages';
import type { ResourceRow } from '../engine/types';

const PERIODS: Record<CdnPeriodId, { points: number; stepMs: number }> = {
  1: { points: 24, stepMs: HOUR_MS },
  2: { points: 7, stepMs: 24 * HOUR_MS },
  3: { points: 30, stepMs: 24 * HOUR_MS },
};
const COUNTRIES = ['IR', 'DE', 'NL', 'TR', 'AE', 'US'];
const CODES = ['200', '304', '301', '404', '500'];

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
 * The zone's traffic for a period: the shape depends only on the zone and the PeriodId, the time
 * axis ends at the current hour (or day). A zone that is not active yet has served nothing.
 */
export function cdnAnalytics(zone: ResourceRow, rawPeriod: unknown, nowMs: number): CdnAnalytics {
  const periodId = Number(rawPeriod) as CdnPeriodId;
  const period = PERIODS[periodId];
  if (!period) throw invalid({ PeriodId: [messages.dnsCdn.periodInvalid] });
  const live = zone.status !== 'pending';
  const rand = generator(zone.id * 7919 + periodId * 104729);
  const end = Math.floor(nowMs / period.stepMs) * period.stepMs;
  const scale = period.stepMs / HOUR_MS;
  const points = Array.from({ length: period.points }, (_, i) => {
    const requests = live ? Math.round((800 + rand() * 1200) * scale) : 0;
    return {
      at: new Date(end - (period.points - 1 - i) * period.stepMs).toISOString(),
      requests,
      bandwidthMb: live ? Math.round(requests * (0.05 + rand() * 0.1)) : 0,
      cachedRequests: live ? Math.round(requests * (0.55 + rand() * 0.35)) : 0,
    };
  });
  const requests = points.reduce((a, p) => a + p.requests, 0);
  const cached = points.reduce((a, p) => a + p.cachedRequests, 0);
  const weights = CODES.map((_, i) => (i === 0 ? 80 : 10 / (i + 1)) * (0.8 + rand() * 0.4));
  const wsum = weights.reduce((a, b) => a + b, 0);
  const cweights = COUNTRIES.map((_, i) => (i === 0 ? 60 : 20 / (i + 1)) * (0.7 + rand() * 0.6));
  const csum = cweights.reduce((a, b) => a + b, 0);
  return {
    periodId,
    points,
    totals: { requests, bandwidthMb: points.reduce((a, p) => a + p.bandwidthMb, 0), cacheHitRatio: requests ? Math.round((cached / requests) * 1000) / 1000 : 0 },
    statusCodes: CODES.map((code, i) => ({ code, count: Math.round((requests * weights[i]) / wsum) })),
    countries: COUNTRIES.map((country, i) => ({ country, requests: Math.round((requests * cweights[i]) / csum) })).sort((a, b) => b.requests - a.requests),
  };
}
