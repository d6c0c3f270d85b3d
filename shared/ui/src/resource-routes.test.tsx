import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { lazyPage, pageRoutes, preloadAreas, resourceArea, type ResourceAreaPages } from './resource-routes';

const page = (text: string) => async () => ({
  default: function Page() {
    const params = useParams();
    return <p>{`${text} ${JSON.stringify(params)}`}</p>;
  },
});

const Area = resourceArea({ list: page('فهرست'), add: page('ساخت'), detail: page('جزئیات') });
const Disks = resourceArea({ list: page('فهرست'), add: page('ساخت'), detail: page('جزئیات'), addPath: 'create', detailPath: ':diskId/*' });
const Servers = resourceArea({
  list: page('فهرست'),
  add: page('ساخت'),
  detail: page('جزئیات'),
  listPath: 'list',
  addPath: ':type?/add-vm',
  detailPath: ':id/:tab?',
});
const ListOnly = resourceArea({ list: page('فهرست') } satisfies ResourceAreaPages);

const at = (Component: React.ComponentType, url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/area/*" element={<Component />} />
          <Route path="*" element={<p>پیدا نشد</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );

describe('resourceArea', () => {
  it('shows the list at the project, the create page at add and one resource at its id', async () => {
    at(Area, '/area/3');
    expect(await screen.findByText(/^فهرست .*"projectId":"3"/)).toBeInTheDocument();
  });
  it('routes add before the id', async () => {
    at(Area, '/area/3/add');
    expect(await screen.findByText(/^ساخت/)).toBeInTheDocument();
  });
  it('gives the detail page the id', async () => {
    at(Area, '/area/3/12');
    expect(await screen.findByText(/^جزئیات .*"id":"12"/)).toBeInTheDocument();
  });
  it('takes other create and detail paths', async () => {
    at(Disks, '/area/3/create');
    expect(await screen.findByText(/^ساخت/)).toBeInTheDocument();
  });
  it('matches a detail path with tabs under it', async () => {
    at(Disks, '/area/3/12/snapshot');
    expect(await screen.findByText(/^جزئیات .*"diskId":"12"/)).toBeInTheDocument();
  });
  it('sends the project to a list at its own path', async () => {
    at(Servers, '/area/3');
    expect(await screen.findByText(/^فهرست .*"projectId":"3"/)).toBeInTheDocument();
  });
  it('takes optional segments: a create page with or without a type, a detail with or without a tab', async () => {
    at(Servers, '/area/3/linux/add-vm');
    expect(await screen.findByText(/^ساخت .*"type":"linux"/)).toBeInTheDocument();
    cleanup();
    at(Servers, '/area/3/add-vm');
    expect(await screen.findByText(/^ساخت/)).toBeInTheDocument();
    cleanup();
    at(Servers, '/area/3/12/ip');
    expect(await screen.findByText(/^جزئیات .*"id":"12".*"tab":"ip"/)).toBeInTheDocument();
    cleanup();
    at(Servers, '/area/3/12');
    expect(await screen.findByText(/^جزئیات .*"id":"12"/)).toBeInTheDocument();
  });
  it('has no create or detail page when none is given', async () => {
    const { container } = at(ListOnly, '/area/3/add');
    // Long enough for a lazy page to have resolved and rendered, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});

/** Loaders that record being called; each page says its name. */
function loaders<K extends string>(...names: K[]) {
  const called: string[] = [];
  const made = Object.fromEntries(
    names.map((name) => [
      name,
      () => {
        called.push(name);
        return page(name)();
      },
    ]),
  ) as Record<K, () => ReturnType<ReturnType<typeof page>>>;
  return { called, made };
}

describe('preload', () => {
  it("a resource area fetches the page the path shows: the list, the create page or one resource's page", async () => {
    const { called, made } = loaders('list', 'add', 'detail');
    const Servers = resourceArea({ ...made, listPath: 'list', addPath: ':type?/add-vm', detailPath: ':id/:tab?' });
    await Servers.preload('/12/list');
    expect(called).toEqual(['list']);
    await Servers.preload('/12/linux/add-vm');
    await Servers.preload('/12/add-vm');
    expect(called).toEqual(['list', 'add']);
    await Servers.preload('/12/40/ip?from=list');
    expect(called).toEqual(['list', 'add', 'detail']);
  });

  it('the project alone fetches the list it leads to', async () => {
    const { called, made } = loaders('list', 'detail');
    await resourceArea({ list: made.list, detail: made.detail, listPath: 'list' }).preload('/7');
    expect(called).toEqual(['list']);
  });

  it('a path the area does not route fetches nothing', async () => {
    const { called, made } = loaders('list', 'add', 'detail');
    const Area = resourceArea(made);
    await expect(Area.preload('/')).resolves.toBeUndefined();
    await Area.preload('/3/12/extra/segments');
    expect(called).toEqual([]);
  });

  it('a preloaded page renders from what was fetched, without loading it again', async () => {
    const { called, made } = loaders('list');
    const Area = resourceArea({ list: made.list });
    await Area.preload('/3');
    at(Area, '/area/3');
    expect(await screen.findByText(/^list .*"projectId":"3"/)).toBeInTheDocument();
    expect(called).toEqual(['list']);
  });

  it('a preloaded page shows in the first render, without the loading fallback', async () => {
    const Area = resourceArea({ list: page('list') });
    await Area.preload('/3');
    render(
      <MemoryRouter initialEntries={['/area/3']}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/area/*" element={<Area />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText(/^list .*"projectId":"3"/)).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('a failed fetch is tried again by the next preload or render', async () => {
    let fail = true;
    const Page = lazyPage<object>(() => (fail ? Promise.reject(new Error('ChunkLoadError')) : page('back')()));
    await expect(Page.preload('/')).rejects.toThrow('ChunkLoadError');
    fail = false;
    await expect(Page.preload('/')).resolves.toBeUndefined();
    at(pageRoutes({ '': Page }), '/area');
    expect(await screen.findByText(/^back/)).toBeInTheDocument();
  });

  it('page routes fetch the matching page, hand the rest of the path to nested routes, and render them', async () => {
    const { called, made } = loaders('home', 'offer', 'list', 'detail');
    const Nested = resourceArea({ list: made.list, detail: made.detail });
    const Pages = pageRoutes({ '': lazyPage(made.home), 'offer/:id': lazyPage(made.offer), old: <Navigate to="/area" replace />, '*': Nested });
    await Pages.preload('/');
    await Pages.preload('/old');
    expect(called).toEqual(['home']);
    await Pages.preload('/offer/5');
    await Pages.preload('/3/9');
    expect(called).toEqual(['home', 'offer', 'detail']);
    at(Pages, '/area/offer/5');
    expect(await screen.findByText(/^offer .*"id":"5"/)).toBeInTheDocument();
    cleanup();
    at(Pages, '/area/3');
    expect(await screen.findByText(/^list .*"projectId":"3"/)).toBeInTheDocument();
  });

  it('a lazily loaded area hands the path to the area it loaded', async () => {
    const { called, made } = loaders('list', 'detail');
    const Area = lazyPage(async () => ({ default: resourceArea({ list: made.list, detail: made.detail }) }));
    await Area.preload('/3/9');
    expect(called).toEqual(['detail']);
  });

  it("starts the list's data with its chunk, not after it, with the route's params, and only for the list", async () => {
    const asked: string[] = [];
    let arrive: (module: Awaited<ReturnType<ReturnType<typeof page>>>) => void = () => undefined;
    const list = () => new Promise<Awaited<ReturnType<ReturnType<typeof page>>>>((resolve) => (arrive = resolve));
    const Servers = resourceArea({ list, detail: page('detail'), listPath: 'list', listData: (params) => asked.push(`list ${params.projectId}`) });
    const Pages = pageRoutes({ '*': Servers });
    const preloaded = Pages.preload('/12/list');
    expect(asked).toEqual(['list 12']);
    arrive(await page('list')());
    await preloaded;
    await Pages.preload('/12/40');
    await Pages.preload('/12');
    expect(asked).toEqual(['list 12', 'list 12']);
  });

  it('a code-only preload, through an app of nested areas, fetches the chunks and starts no data', async () => {
    const asked: string[] = [];
    const { called, made } = loaders('list');
    const preload = preloadAreas({
      '/vm': pageRoutes({ '*': resourceArea({ list: made.list, listData: (params) => asked.push(`list ${params.projectId}`) }) }),
    });
    await preload('/vm/4', { data: false });
    expect(called).toEqual(['list']);
    expect(asked).toEqual([]);
    await preload('/vm/4');
    expect(asked).toEqual(['list 4']);
  });

  it("a list's data that throws or fails leaves its page to load and ask for itself", async () => {
    const throwing = resourceArea({
      list: page('list'),
      listData: () => {
        throw new Error('no');
      },
    });
    await expect(throwing.preload('/3')).resolves.toBeUndefined();
    const failing = resourceArea({ list: page('list'), listData: () => Promise.reject(new Error('503')) });
    await expect(failing.preload('/3')).resolves.toBeUndefined();
    at(failing, '/area/3');
    expect(await screen.findByText(/^list .*"projectId":"3"/)).toBeInTheDocument();
  });

  it("an app mounted at several prefixes gives the rest of the path to the area at the path's prefix, and nothing for another path", async () => {
    const { called, made } = loaders('tickets', 'ticket', 'blog');
    const preload = preloadAreas({
      '/portal/supports': pageRoutes({ '': lazyPage(made.tickets) }),
      '/portal/support': pageRoutes({ ':id': lazyPage(made.ticket) }),
      '/blog': pageRoutes({ '': lazyPage(made.blog) }),
    });
    await preload('/portal/support/31');
    expect(called).toEqual(['ticket']);
    await preload('/portal/supports');
    expect(called).toEqual(['ticket', 'tickets']);
    await expect(preload('/blogs')).resolves.toBeUndefined();
    await preload('/vm/3/list');
    expect(called).toEqual(['ticket', 'tickets']);
  });

  it("a page with parts fetches the part its path names beside its own chunk, and gives the part the page's props", async () => {
    const { called, made } = loaders('zone', 'overview', 'records');
    const tab = (text: string) => async () => ({ default: ({ zoneName }: { zoneName: string }) => <p>{`${text} ${zoneName}`}</p> });
    const tabs = { overview: lazyPage(made.overview), 'dns-record': lazyPage<{ zoneName: string }>(tab('records')) };
    const Zone = lazyPage(made.zone, undefined, { param: 'tab', pages: tabs });
    const Pages = pageRoutes({ ':projectId/:id/:tab?': Zone });
    await Pages.preload('/3/9/overview');
    expect(called).toEqual(['zone', 'overview']);
    // No part for another value, nor for none.
    await Pages.preload('/3/9/constructor');
    await Pages.preload('/3/9');
    expect(called).toEqual(['zone', 'overview']);
    const Records = tabs['dns-record'];
    render(<Records zoneName="example.ir" />);
    expect(await screen.findByText('records example.ir')).toBeInTheDocument();
  });
});
