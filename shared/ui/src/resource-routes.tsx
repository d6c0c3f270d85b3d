/**
 * `resourceArea`: the routes of a resource area (relative to the prefix the host mounts it at)
 * from its lazily loaded pages: the list at `:projectId`, the create page at `:projectId/add`,
 * one resource at `:projectId/:id` (each path can be changed; optional segments such as
 * `:id/:tab?` work as in any route). Each page stays its own chunk: the `import()` is written in
 * the remote, this only wraps it in `lazy` once.
 */
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

export type PageModule = () => Promise<{ default: ComponentType }>;

export interface ResourceAreaPages {
  list: PageModule;
  add?: PageModule;
  detail?: PageModule;
  /** Path of the list under the project when it is not the project itself; the project then leads there. */
  listPath?: string;
  /** Path of the create page under the project (default `add`). */
  addPath?: string;
  /** Path of one resource under the project (default `:id`). */
  detailPath?: string;
}

/** Call it at module level (`export default resourceArea({...})`): the lazy pages are made once. */
export function resourceArea({ list, add, detail, listPath, addPath = 'add', detailPath = ':id' }: ResourceAreaPages): ComponentType {
  const List = lazy(list);
  const Add = add && lazy(add);
  const Detail = detail && lazy(detail);
  return function ResourceArea() {
    return (
      <Routes>
        {listPath ? (
          <>
            <Route path=":projectId" element={<Navigate to={listPath} replace />} />
            <Route path={`:projectId/${listPath}`} element={<List />} />
          </>
        ) : (
          <Route path=":projectId" element={<List />} />
        )}
        {Add && <Route path={`:projectId/${addPath}`} element={<Add />} />}
        {Detail && <Route path={`:projectId/${detailPath}`} element={<Detail />} />}
      </Routes>
    );
  };
}
