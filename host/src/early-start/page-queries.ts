// The first queries of the page the URL names, as the areas declare them (`pageQueries` in
// @portal/areas): fetched from the path alone, beside the area's code, under the keys the page's
// own hooks read, by the one helper the areas' route `data` uses too (`prefetchDeclared` of
// @portal/api). This chunk does not import @portal/ui, whose shared root would make it wait for antd.
import { pageQueriesAt } from '@portal/areas';
import { prefetchDeclared } from '@portal/api';

/** The first queries of the page at `pathname`. */
export const prefetchPageQueries = (pathname: string): Promise<void> => prefetchDeclared(pageQueriesAt(pathname));
