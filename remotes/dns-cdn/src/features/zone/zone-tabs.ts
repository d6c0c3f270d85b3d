import { lazyPage, type LazyPage } from '@portal/ui';
import type { Zone } from '@portal/contracts';

// The pages of one zone, each named by its path segment.
export const ZONE_PAGES = ['overview', 'dns-record', 'analytics', 'setting', 'load-balance'] as const;
export type ZonePageKey = (typeof ZONE_PAGES)[number];

export interface TabProps {
  projectId: number;
  zone: Zone;
}

/**
 * Each tab its own chunk. The route table (routes.tsx) gives them to the zone's page as its parts,
 * so a link to a tab fetches that tab beside the page's chunk, and the gateway names both.
 */
export const zoneTabs: Record<ZonePageKey, LazyPage<TabProps>> = {
  overview: lazyPage(() => import('./OverviewTab')),
  'dns-record': lazyPage(() => import('./RecordsTab')),
  analytics: lazyPage(() => import('./AnalyticsTab')),
  setting: lazyPage(() => import('./SettingsTab')),
  'load-balance': lazyPage(() => import('./LoadBalanceTab')),
};
