import { pageQueriesAt } from '@portal/areas';
import { prefetchDeclared } from '@portal/api';
import type { PageData, RouteParams } from './resource-routes';

/**
 * A route's `data` (resource-routes.tsx) derived from the areas' declared page queries
 * (`pageQueries` of @portal/areas), the ones the host's early start fetches from the URL: `route`
 * is the page's whole path pattern (`/cdn/:projectId/:id/:tab?`), filled with the matched params,
 * and what the areas declare for that path is fetched under the page's own cache keys.
 */
export function declaredData(route: string): PageData {
  return (params: RouteParams) => {
    const path = fillRoute(route, params);
    if (path === null) return undefined;
    return prefetchDeclared(pageQueriesAt(path));
  };
}

/** `/cdn/:projectId/:id/:tab?` with `{ projectId: '3', id: '5' }` → `/cdn/3/5`; null when a required param is missing. */
export function fillRoute(route: string, params: RouteParams): string | null {
  const out: string[] = [];
  for (const part of route.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(part);
    if (!param) out.push(part);
    else if (params[param[1]!] !== undefined) out.push(params[param[1]!]!);
    else if (!param[2]) return null;
  }
  return `/${out.join('/')}`;
}
