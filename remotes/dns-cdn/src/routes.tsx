import { declaredData, lazyPage, pageRoutes, type LazyPage } from '@portal/ui';
import type { TabProps, ZonePageKey } from './features/zone/zone-tabs';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.

/**
 * One zone's tabs, each its own chunk. The zone's route gives them to its page as its parts, so a
 * link to a tab fetches that tab beside the page's chunk, and the gateway names both.
 */
export const zoneTabs: Record<ZonePageKey, LazyPage<TabProps>> = {
  overview: lazyPage(() => import('./features/zone/OverviewTab')),
  'dns-record': lazyPage(() => import('./features/zone/RecordsTab')),
  analytics: lazyPage(() => import('./features/zone/AnalyticsTab')),
  setting: lazyPage(() => import('./features/zone/SettingsTab')),
  'load-balance': lazyPage(() => import('./features/zone/LoadBalanceTab')),
};

// The zone pages: `/cdn/{projectId}`, `/cdn/{projectId}/add-zone`, `/cdn/{projectId}/api-gateway-settings`,
// `/cdn/{projectId}/{id}/{page}`.
/** The zones' pages, relative to the prefix the host mounted the remote at (/cdn). */
const ZoneRoutes = pageRoutes({
  ':projectId': lazyPage(() => import('./features/zones/ZoneListPage'), declaredData('/cdn/:projectId')),
  ':projectId/add-zone': lazyPage(() => import('./features/zones/AddZonePage')),
  ':projectId/api-gateway-settings': lazyPage(() => import('./features/gateway/ApiGatewayPage')),
  ':projectId/:id/:tab?': lazyPage(() => import('./features/zone/ZonePage'), declaredData('/cdn/:projectId/:id/:tab?'), { param: 'tab', pages: zoneTabs }),
});

/**
 * Registered domains, mounted at /domain (no product rule gives their routes; these are ours):
 * `/domain/{projectId}` (list), `/domain/{projectId}/register` (the wizard, `?step=`), `/domain/{projectId}/{id}`.
 */
const DomainRoutes = pageRoutes({
  ':projectId': lazyPage(() => import('./features/domains/DomainListPage')),
  ':projectId/register': lazyPage(() => import('./features/domains/RegisterDomainPage')),
  ':projectId/:id': lazyPage(() => import('./features/domains/DomainPage')),
});

/**
 * Web hosts, mounted at /web-host (the product rules name the prefix only; the rest are ours):
 * `/web-host/{projectId}` (list), `/web-host/{projectId}/create`, `/web-host/{projectId}/{id}`.
 */
const WebHostRoutes = pageRoutes({
  ':projectId': lazyPage(() => import('./features/web-hosts/WebHostListPage')),
  ':projectId/create': lazyPage(() => import('./features/web-hosts/CreateWebHostPage')),
  ':projectId/:id': lazyPage(() => import('./features/web-hosts/WebHostPage')),
});

/** Prefix → its route table. */
export const areas = { '/cdn': ZoneRoutes, '/domain': DomainRoutes, '/web-host': WebHostRoutes };
