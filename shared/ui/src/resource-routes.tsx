/**
 * Routes of a remote's pages, each page its own lazily loaded chunk, that can also be fetched
 * ahead: every component made here has a static `preload(path)` that starts the import of what
 * `path` (relative to where the component is mounted) renders first and resolves once it has
 * loaded, so the host can fetch an area's pages while the user is still on the way to them (a
 * hover on a sidebar link, the remote's `./App` arriving) instead of after each render.
 *
 * - `lazyPage(load, data?)`: React's `lazy` with a `preload` (a page preloaded renders without
 *   suspending); when the loaded component has a `preload` of its own (an area of pages), that is
 *   given the path. `data` starts fetching what the page asks the API for first (its route params
 *   given), beside its chunk and not after it: the page then renders its rows in its first frame.
 *   `preload(path, { data: false })` fetches the chunks only.
 * - `pageRoutes({ path: page })`: a `<Routes>` of pages ('' is the index, an element such as a
 *   `<Navigate>` is shown as is and has nothing to fetch).
 * - `resourceArea`: the routes of a resource area: the list at `:projectId`, the create page at
 *   `:projectId/add`, one resource at `:projectId/:id` (each path can be changed; optional
 *   segments such as `:id/:tab?` work as in any route); `listData` is the list page's `data`.
 * - `preloadAreas({ prefix: area })`: the `preload` a remote's `./App` exports when the host mounts
 *   it at several prefixes.
 * The `import()` is written in the remote; this only wraps it once (webpack loads a chunk once,
 * however often it is imported).
 */
import { createElement, isValidElement, lazy, useState, type ComponentType, type JSX, type ReactElement } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';

/** Fetches what `path` would render first; resolves once loaded (at once when nothing matches). */
export type Preload = (path: string, options?: PreloadOptions) => Promise<unknown>;

export interface PreloadOptions {
  /** The params of the route that matched `path` (given by the route table to its page). */
  params?: RouteParams;
  /**
   * Whether the page's first API fetch starts too (default yes). The shell's idle warm-up fetches
   * code only: data goes stale, and the user may never open the area.
   */
  data?: boolean;
}

/** The params of the route a preloaded path matched (`projectId`, `id`…), as the page's `useParams` sees them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Starts the page's first API fetch (`prefetchApiQuery` with the same key as the page's query).
 * Not awaited: the page renders once its chunk is in, with the data if it came first.
 */
export type PageData = (params: RouteParams) => unknown;

/** A component that can fetch its chunks before it renders. */
export type Preloadable = ComponentType & { preload: Preload };

export type PageModule<P extends object = object> = () => Promise<{ default: ComponentType<P> & { preload?: Preload } }>;

/** A page loaded on first render (or ahead, by `preload`); `load` is its import, as written in the remote. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: Preload;
  load: PageModule<P>;
  parts?: PageParts;
};

/**
 * Parts of a page each in a chunk of its own, one shown at a time and chosen by a param of the
 * page's route (a zone's tabs at `:tab?`): the page's `preload` fetches the part its path names
 * beside the page's own chunk, and the build names that part's files with the page's for each of
 * its values. The page renders `pages[param]` itself.
 */
export interface PageParts {
  param: string;
  /** Value of the param → the part (a `lazyPage`; only its `preload` and `load` are used here). */
  pages: Readonly<Record<string, Pick<LazyPage, 'preload'> & { load: () => Promise<unknown> }>>;
}

/**
 * What a route table lists of itself (`routes`), read at build time by the build's page files
 * plugin (shared/build/src/page-files-plugin.js) to name each route's chunks for the gateway.
 */
export interface ListedRoute {
  path: string;
  page?: Preloadable & { load?: PageModule; parts?: PageParts; routes?: readonly ListedRoute[] };
}

/**
 * Call it at module level: the import starts once, at the first preload or render (a failed one
 * may start again). A page whose chunk has loaded already (preloaded) renders at once: `lazy`
 * would suspend first, and React then holds the page back for up to 300 ms after the fallback
 * (its throttle of revealed Suspense content), longer than the chunk took. Its props are given to
 * the loaded component (a part of a page, such as a tab, takes the page's).
 */
export function lazyPage<P extends object = object>(load: PageModule<P>, data?: PageData, parts?: PageParts): LazyPage<P> {
  let loading: ReturnType<PageModule<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(once);
  function LazyPage(props: P) {
    // Chosen once per mount: the page is never swapped for another component type while shown.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return Object.assign(LazyPage, {
    load,
    parts,
    preload: (path: string, { params = {}, data: withData = true }: PreloadOptions = {}) => {
      if (withData) startData(data, params);
      const value = parts ? params[parts.param] : undefined;
      const part = value !== undefined && Object.hasOwn(parts!.pages, value) ? parts!.pages[value] : undefined;
      return Promise.all([once().then((module) => module.default.preload?.(path, { data: withData })), part?.preload('/', { data: false })]).then(
        ([own]) => own,
      );
    },
  });
}

/** A data fetch that fails or throws shows nothing here: the page's own query asks again and reports it. */
function startData(data: PageData | undefined, params: RouteParams): void {
  try {
    void Promise.resolve(data?.(params)).catch(() => undefined);
  } catch {
    // the page renders and asks for itself
  }
}

interface TableRoute {
  path: string;
  element: ReactElement;
  /** What the path shows (or leads to), fetched by `preload`. */
  page?: Preloadable;
}

const pathnameOf = (path: string) => `/${path.replace(/[?#].*$/, '').replace(/^\/+/, '')}`;

function routeTable(routes: TableRoute[]): Preloadable & { routes: readonly ListedRoute[] } {
  const matchable = routes.map((route, index) => ({ path: route.path, id: String(index) }));
  function PageRoutes() {
    return (
      <Routes>
        {routes.map(({ path, element }) => (path ? <Route key={path} path={path} element={element} /> : <Route key="" index element={element} />))}
      </Routes>
    );
  }
  return Object.assign(PageRoutes, {
    routes: routes.map(({ path, page }) => ({ path, page })),
    preload: async (path: string, options: PreloadOptions = {}) => {
      const match = matchRoutes(matchable, pathnameOf(path))?.at(-1);
      if (!match) return undefined;
      // A nested set of routes (`*`) is given the rest of the path.
      const rest = match.params['*'] === undefined ? '/' : `/${match.params['*']}`;
      return routes[Number(match.route.id)]!.page?.preload(rest, { data: options.data, params: match.params });
    },
  });
}

/** Route path (relative; '' is the index) → what it shows: a page made here, or an element such as a `<Navigate>`. */
export function pageRoutes(routes: Record<string, Preloadable | ReactElement>): Preloadable {
  return routeTable(
    Object.entries(routes).map(([path, shown]) => (isValidElement(shown) ? { path, element: shown } : { path, element: createElement(shown), page: shown })),
  );
}

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
  /** What the list fetches first, started beside its chunk (`lazyPage`'s `data`). */
  listData?: PageData;
  /** What one resource's page fetches first, likewise. */
  detailData?: PageData;
  /** The parts of one resource's page (its tabs), chosen by a param of `detailPath`. */
  detailParts?: PageParts;
}

/** Call it at module level (`export default resourceArea({...})`): the lazy pages are made once. */
export function resourceArea({
  list,
  add,
  detail,
  listPath,
  addPath = 'add',
  detailPath = ':id',
  listData,
  detailData,
  detailParts,
}: ResourceAreaPages): Preloadable {
  const List = lazyPage(list, listData);
  const routes: TableRoute[] = listPath
    ? [
        // The project leads to the list: a path that ends here is about to show it.
        { path: ':projectId', element: <Navigate to={listPath} replace />, page: List },
        { path: `:projectId/${listPath}`, element: <List />, page: List },
      ]
    : [{ path: ':projectId', element: <List />, page: List }];
  for (const [load, path, data, parts] of [
    [add, addPath, undefined, undefined],
    [detail, detailPath, detailData, detailParts],
  ] as const) {
    if (!load) continue;
    const Page = lazyPage(load, data, parts);
    routes.push({ path: `:projectId/${path}`, element: <Page />, page: Page });
  }
  return routeTable(routes);
}

/**
 * The `preload` of a remote's `./App` mounted at several prefixes: given the whole pathname, the
 * area at the prefix it lies under (whole segments) is given the rest. Another path does nothing.
 */
export function preloadAreas(areas: Record<string, Preloadable>): Preload & { areas: Readonly<Record<string, Preloadable>> } {
  const prefixes = Object.keys(areas).sort((a, b) => b.length - a.length);
  const preload: Preload = async (path: string, options?: PreloadOptions) => {
    const pathname = pathnameOf(path);
    const prefix = prefixes.find((p) => pathname === p || pathname.startsWith(`${p}/`));
    return prefix === undefined ? undefined : areas[prefix]!.preload(pathname.slice(prefix.length) || '/', options);
  };
  // Listed for the build's page files plugin, as the route tables list their routes.
  return Object.assign(preload, { areas });
}
