import type { DeclaredQuery } from '@portal/api';
import { pageQueries, shellQueries, type AreaPageQuery } from './first-queries';

/** A declared query made concrete for one page: what `prefetchDeclared` of @portal/api takes, the page's hook's own key. */
export interface PageQuery extends DeclaredQuery {
  /** The endpoint's params, numbers as the pages' `useNumericParams` gives them. */
  readonly params: Readonly<Record<string, number>>;
}

const API_PREFIX = '/api/my/';
const placeholder = /^:(\w+)$/;

/** `/api/my/vm/:projectId/host/list` → `GET vm/:projectId/host/list`, the path the contracts give the endpoint. */
export function apiEndpoint(template: string): { method: 'GET'; path: string } {
  if (!template.startsWith(API_PREFIX)) throw new Error(`A declared query is an /api/my endpoint: ${template}`);
  return { method: 'GET', path: template.slice(API_PREFIX.length) };
}

/** The `:name` params of a path (a page's or an endpoint's), in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

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

function concrete({ query }: AreaPageQuery, values: Record<string, number>): PageQuery | null {
  const params: Record<string, number> = {};
  for (const name of pathParams(query.endpoint.path)) {
    if (values[name] === undefined) return null;
    params[name] = values[name]!;
  }
  return { group: query.group, endpoint: query.endpoint, params };
}

/** Every area's declared page queries, in declaration order. */
export const declaredPageQueries = (): AreaPageQuery[] => Object.values(pageQueries).flatMap((queries) => [...(queries ?? [])]);

/** What the page at `pathname` asks the API for first, as the areas declare it (none for an undeclared page). */
export function pageQueriesAt(pathname: string): PageQuery[] {
  return declaredPageQueries().flatMap((declared) => {
    const values = matchPage(declared.page, pathname);
    const found = values && concrete(declared, values);
    return found ? [found] : [];
  });
}

const callOf = ({ endpoint, params }: Pick<PageQuery, 'endpoint' | 'params'>) =>
  `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, (_: string, name: string) => String(params[name]))}`;

/** The addresses of what the page at `pathname` asks first (`/api/my/dns-cdn/1/host/list`), as the one HTTP client requests them. */
export function pageCallsAt(pathname: string): string[] {
  return pageQueriesAt(pathname).map(callOf);
}

/** The signed-in shell's first queries (the same on every page), as `prefetchDeclared` takes them. */
export function shellPageQueries(): PageQuery[] {
  return shellQueries.map(({ group, endpoint }) => ({ group, endpoint, params: {} }));
}

/**
 * Every call a page opened signed in at `pathname` makes first: the shell's, then the page's. The
 * gateway names them in the page so that they are made while it is parsed (@portal/api early-calls.ts).
 */
export function earlyCallsAt(pathname: string): string[] {
  return [...shellPageQueries().map(callOf), ...pageCallsAt(pathname)];
}
