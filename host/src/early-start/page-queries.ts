// The first queries of the page the URL names, as the areas declare them (`pageQueries` in
// @portal/areas): fetched from the path alone, beside the area's code, under the keys the page's
// own hooks read. The areas' route `data` (`declaredData` of @portal/ui) fetches the same entries
// on a hover; this chunk does not import @portal/ui, whose shared root would make it wait for antd.
import { pageQueriesAt } from '@portal/areas';
import { prefetchApiQuery, type AnyEndpoint, type Group } from '@portal/api';

/** Starts them now, quietly: a failure is asked again and reported by the page's own query. */
export function prefetchPageQueries(pathname: string): Promise<void> {
  return Promise.all(
    pageQueriesAt(pathname).map(({ group, endpoint, params }) => prefetchApiQuery(group as Group, endpoint as AnyEndpoint, { params } as never)),
  ).then(() => undefined);
}
