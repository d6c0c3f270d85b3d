import { areas, shellQueries, type AreaDeclaration, type AreaPageQuery } from './areas';

/** A declared query made concrete for one page: what `prefetchApiQuery(group, endpoint, { params })` takes. */
export interface PageQuery {
  group: string;
  /** The endpoint as the contracts name it (`GET dns-cdn/:projectId/host/list`), so the cache key is the page's own. */
  endpoint: { method: 'GET'; path: string };
  /** The endpoint's params, numbers as the pages' `useNumericParams` gives them. */
  params: Record<string, number>;
}

const API_PREFIX = '/api/my/';
const placeholder = /^:(\w+)$/;

/** `/api/my/vm/:projectId/host/list` → `GET vm/:projectId/host/list`, the path the contracts give the endpoint. */
export function apiEndpoint(template: string): PageQuery['endpoint'] {
  if (!template.startsWith(API_PREFIX)) throw new Error(`A declared query is an /api/my endpoint: ${template}`);
  return { method: 'GET', path: template.slice(API_PREFIX.length) };
}

const segments = (path: string) => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);

/** The whole-number values `template` takes from `pathname`, or null when the path is not that page. */
function matchPage(template: string, pathname: string): Record<string, number> | null {
  const want = segments(template);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const values: Record<string, number> = {};
  for (const [i, part] of want.entries()) {
    const name = placeholder.exec(part)?.[1];
    if (name === undefined) {
      if (part !== have[i]) return null;
    } else if (/^\d+$/.test(have[i]!)) values[name] = Number(have[i]);
    else return null;
  }
  return values;
}

function concrete({ query, group }: AreaPageQuery, values: Record<string, number>): PageQuery | null {
  const params: Record<string, number> = {};
  for (const [, name] of query.matchAll(/:(\w+)/g)) {
    if (values[name!] === undefined) return null;
    params[name!] = values[name!]!;
  }
  return { group, endpoint: apiEndpoint(query), params };
}

/** What the page at `pathname` asks the API for first, as the areas declare it (none for an undeclared page). */
export function pageQueriesAt(pathname: string): PageQuery[] {
  return (areas as readonly AreaDeclaration[]).flatMap((area) =>
    (area.pageQueries ?? []).flatMap((declared) => {
      const values = matchPage(declared.page, pathname);
      const found = values && concrete(declared, values);
      return found ? [found] : [];
    }),
  );
}

const callOf = ({ endpoint, params }: Pick<PageQuery, 'endpoint' | 'params'>) =>
  `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))}`;

/** The addresses of what the page at `pathname` asks first (`/api/my/dns-cdn/1/host/list`), as the one HTTP client requests them. */
export function pageCallsAt(pathname: string): string[] {
  return pageQueriesAt(pathname).map(callOf);
}

/** The signed-in shell's first queries (the same on every page), as `prefetchApiQuery` takes them. */
export function shellPageQueries(): PageQuery[] {
  return shellQueries.map(({ group, query }) => ({ group, endpoint: apiEndpoint(query), params: {} }));
}

/**
 * Every call a page opened signed in at `pathname` makes first: the shell's, then the page's. The
 * gateway names them in the page so that they are made while it is parsed (@portal/api early-calls.ts).
 */
export function earlyCallsAt(pathname: string): string[] {
  return [...shellPageQueries().map(callOf), ...pageCallsAt(pathname)];
}
