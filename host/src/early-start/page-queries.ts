// The first queries of the page the URL names, as the areas declare them (`pageQueries` in
// @portal/areas): fetched from the path alone, beside the area's code, under the keys the page's
// own hooks read. The areas' route `data` (`declaredData` of @portal/ui) fetches the same entries
// on a hover; this chunk does not import @portal/ui, whose shared root would make it wait for antd.
import { pageQueriesAt, type PageQuery } from '@portal/areas';
import { prefetchApiQuery, type AnyEndpoint, type Group } from '@portal/api';

/** Starts declared queries now, quietly: a failure is asked again and reported by the hook that renders. */
export function prefetchDeclared(queries: readonly PageQuery[]): Promise<void> {
  return Promise.all(queries.map(({ group, endpoint, params }) => prefetchApiQuery(group as Group, endpoint as AnyEndpoint, { params } as never))).then(() => undefined);
}

/** The first queries of the page at `pathname`. */
export const prefetchPageQueries = (pathname: string): Promise<void> => prefetchDeclared(pageQueriesAt(pathname));
