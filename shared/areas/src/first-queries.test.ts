import { api } from '@portal/contracts';
import { areaOwning } from './paths';
import { firstQuery, pageQueries, shellQueries } from './first-queries';
import { pathParams } from './page-queries';

/** Every GET endpoint object of the contracts (by identity: a copy with the same path is not one). */
function contractGets(): Set<unknown> {
  const found = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const { method, path } = node as { method?: unknown; path?: unknown };
    if (typeof method === 'string' && typeof path === 'string') {
      if (method === 'GET') found.add(node);
    } else Object.values(node).forEach(walk);
  };
  walk(api);
  return found;
}

/** The params of `endpoint` that `page` does not give: none for a query the page can ask from its path alone. */
const unfilled = (page: string, endpoint: { path: string }) => pathParams(endpoint.path).filter((name) => !pathParams(page).includes(name));

/** `page` with a whole number in each placeholder, as a deep link opens it. */
const opened = (page: string) => page.replace(/:\w+/g, '7');

const gets = contractGets();
// Widened: the declarations' own types are the contracts' endpoints, too many to union here.
const declarations: Readonly<Record<string, { endpoint: unknown }>> = firstQuery;
const declared = Object.entries(pageQueries).flatMap(([remote, queries]) => (queries ?? []).map((q) => ({ remote, ...q })));

describe('the declared first queries', () => {
  it('are GET endpoints of the contracts, each declared once', () => {
    for (const [name, { endpoint }] of Object.entries(declarations)) expect({ name, get: gets.has(endpoint) }).toEqual({ name, get: true });
    const endpoints = Object.values(declarations).map((q) => q.endpoint);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it.each(declared.map((q) => [q.page, q.query.endpoint.path, q] as const))(
    '%s asks GET %s, every param of it filled by the page path, in its own area',
    (page, _path, { remote, query }) => {
      expect(gets.has(query.endpoint)).toBe(true);
      expect(unfilled(page, query.endpoint)).toEqual([]);
      expect(areaOwning(opened(page))?.remote).toBe(remote);
      expect(Object.values(declarations)).toContain(query);
    },
  );

  it("the shell's are GETs that need no params", () => {
    expect(shellQueries.map((q) => [gets.has(q.endpoint), pathParams(q.endpoint.path)])).toEqual(shellQueries.map(() => [true, []]));
  });

  it('a query the page path cannot fill, or an endpoint outside the contracts, is caught', () => {
    expect(unfilled('/vm/:projectId', api.vm.hostGet)).toEqual(['id']);
    expect(unfilled('/vpc/:projectId/:id/overview', api.vpc.natList)).toEqual(['vpcHostId']);
    expect(gets.has({ ...api.vm.hostList })).toBe(false);
    expect(gets.has(api.vm.hostCreate)).toBe(false);
  });
});
