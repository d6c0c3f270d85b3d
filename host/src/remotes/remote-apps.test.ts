import { loadRemoteApp } from './load-remote-app';
import { loadRegistry } from './registry';
import { hostSharedRootFiles, loadHostSharedRoots } from './host-shared-roots';
import {
  AREAS_WARMED_MARK,
  IDLE_WORK_MARK,
  loadedApp,
  loadForPage,
  prefetchWhenIdle,
  remoteApp,
  resetRemoteAppsForTests,
  WARM_WITHIN_MS,
  warmRemote,
  type AreaLink,
} from './remote-apps';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
jest.mock('./registry', () => ({ loadedRegistry: () => null, loadRegistry: jest.fn() }));
jest.mock('./host-shared-roots', () => ({ hostSharedRootFiles: jest.fn(), loadHostSharedRoots: jest.fn() }));
const rootFiles = hostSharedRootFiles as jest.MockedFunction<typeof hostSharedRootFiles>;
const loadRoots = loadHostSharedRoots as jest.MockedFunction<typeof loadHostSharedRoots>;
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
const registry = loadRegistry as jest.MockedFunction<typeof loadRegistry>;
const App = () => null;

const paths: Record<string, string> = { storage: '/storage/3', vpc: '/vpc/3', billing: '/portal/wallet', 'cloud-infra': '/vm/3/list' };
/** The sidebar's links into these areas (its first page each). */
const areas = (...remotes: AreaLink['remote'][]): AreaLink[] => remotes.map((remote) => ({ remote, path: paths[remote] ?? `/${remote}/3` }));

const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

/**
 * The shell goes idle with one file of its roots to fetch (`meanwhile` runs then), the file arrives
 * and the idle work runs to its end (on fake timers).
 */
async function idleUntilRootsIn(links: AreaLink[], meanwhile: () => unknown = () => undefined): Promise<void> {
  rootFiles.mockResolvedValue([`${window.location.origin}/1699.aaaa.js`]);
  registry.mockResolvedValue({ remotes: {} });
  prefetchWhenIdle(links);
  await jest.runAllTimersAsync();
  await meanwhile();
  prefetchLinks()[0]!.dispatchEvent(new Event('load'));
  await jest.runAllTimersAsync();
}

describe('remote apps', () => {
  beforeEach(() => {
    jest.useRealTimers();
    load.mockReset();
    registry.mockReset();
    rootFiles.mockReset().mockResolvedValue([]);
    loadRoots.mockReset().mockResolvedValue([]);
    resetRemoteAppsForTests();
    document.head.replaceChildren();
  });

  it('a click after a hover joins the load the hover started, and the app is then loaded', async () => {
    let finish: (app: typeof App) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    warmRemote('storage');
    warmRemote('storage');
    const clicked = remoteApp('storage');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('storage', false);
    expect(loadedApp('storage')).toBeUndefined();
    finish(App);
    await expect(clicked).resolves.toBe(App);
    expect(loadedApp('storage')).toBe(App);
    warmRemote('storage');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a hover whose load failed shows nothing; the click loads again afresh', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(App);
    warmRemote('vpc');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(remoteApp('vpc')).resolves.toBe(App);
    expect(load).toHaveBeenLastCalledWith('vpc', true);
  });

  it("the click's own failure is reported to the content area", async () => {
    load.mockRejectedValueOnce(new Error('Remote "billing" is not in the registry'));
    await expect(remoteApp('billing')).rejects.toThrow('not in the registry');
    expect(loadedApp('billing')).toBeUndefined();
  });

  it('retry (fresh) loads again even when the app had loaded', async () => {
    const Again = () => null;
    load.mockResolvedValueOnce(App).mockResolvedValueOnce(Again);
    await remoteApp('support');
    await expect(remoteApp('support', true)).resolves.toBe(Again);
    expect(load).toHaveBeenLastCalledWith('support', true);
  });

  it('on idle, the browser is asked to prefetch the allowed entries with their integrity hash, once', async () => {
    jest.useFakeTimers();
    registry.mockResolvedValue({
      remotes: {
        storage: { version: 'A', entry: '/remotes/storage/A/remoteEntry.js', integrity: 'sha384-abc' },
        vpc: { version: 'B', entry: 'https://evil.example.net/remoteEntry.js', integrity: 'sha384-def' },
      },
    });
    prefetchWhenIdle(areas('storage', 'vpc', 'billing'));
    prefetchWhenIdle(areas('storage'));
    expect(prefetchLinks()).toHaveLength(0);
    await jest.runAllTimersAsync();
    const links = prefetchLinks();
    expect(links.map((l) => l.href)).toEqual([`${window.location.origin}/remotes/storage/A/remoteEntry.js`]);
    expect(links[0]!.integrity).toBe('sha384-abc');
    expect(links[0]!.crossOrigin).toBe('anonymous');
    // A loaded script would not run from a link: prefetching never loads the app.
    expect(load).not.toHaveBeenCalled();
  });

  it("on idle, a browser in a remote's canary is asked to prefetch the canary's entry, the one its load will use", async () => {
    jest.useFakeTimers();
    registry.mockResolvedValue({
      remotes: {
        storage: {
          version: 'A',
          entry: '/remotes/storage/A/remoteEntry.js',
          integrity: 'sha384-abc',
          canary: { version: 'B', entry: '/remotes/storage/B/remoteEntry.js', integrity: 'sha384-bcd', percent: 100 },
        },
      },
    });
    prefetchWhenIdle(areas('storage'));
    await jest.runAllTimersAsync();
    const links = prefetchLinks();
    expect(links.map((l) => [l.href, l.integrity])).toEqual([[`${window.location.origin}/remotes/storage/B/remoteEntry.js`, 'sha384-bcd']]);
  });

  it("on idle, the files of the host's antd and @portal/ui roots are prefetched with the entries, once", async () => {
    jest.useFakeTimers();
    const roots = [`${window.location.origin}/1699.aaaa.js`, `${window.location.origin}/4014.bbbb.js`];
    rootFiles.mockResolvedValue(roots);
    registry.mockResolvedValue({ remotes: { storage: { version: 'A', entry: '/remotes/storage/A/remoteEntry.js', integrity: 'sha384-abc' } } });
    prefetchWhenIdle(areas('storage'));
    await jest.runAllTimersAsync();
    prefetchWhenIdle(areas('vpc'));
    await jest.runAllTimersAsync();
    const links = prefetchLinks();
    expect(links.map((l) => l.href).sort()).toEqual([...roots, `${window.location.origin}/remotes/storage/A/remoteEntry.js`].sort());
    expect(links.every((l) => l.crossOrigin === 'anonymous')).toBe(true);
    expect(rootFiles).toHaveBeenCalledTimes(1);
    // They run at the next idle moment once every file is in the cache, not before.
    expect(loadRoots).not.toHaveBeenCalled();
    links.filter((l) => roots.includes(l.href)).forEach((l) => l.dispatchEvent(new Event('load')));
    await jest.runAllTimersAsync();
    expect(loadRoots).toHaveBeenCalledTimes(1);
  });

  it("the host's roots, once in the cache, wait for an idle moment only briefly", async () => {
    jest.useFakeTimers();
    const waits: (number | undefined)[] = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback, options?: IdleRequestOptions) => {
      waits.push(options?.timeout);
      return window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 10 }), 0);
    });
    try {
      const roots = [`${window.location.origin}/1699.aaaa.js`];
      rootFiles.mockResolvedValue(roots);
      registry.mockResolvedValue({ remotes: {} });
      prefetchWhenIdle(areas('storage'));
      await jest.runAllTimersAsync();
      prefetchLinks()[0]!.dispatchEvent(new Event('load'));
      await jest.runAllTimersAsync();
      expect(loadRoots).toHaveBeenCalledTimes(1);
      expect(waits.at(-1)).toBe(WARM_WITHIN_MS);
    } finally {
      // @ts-expect-error jsdom has none; the code falls back to a timer
      delete window.requestIdleCallback;
    }
  });

  it('once the roots have run, each linked area is loaded in turn with its first page, code only; one opened meanwhile is not loaded again', async () => {
    jest.useFakeTimers();
    // jsdom has no User Timing: the mark is what the bench waits for.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    const preloads: [string, unknown][] = [];
    const app = (remote: string) =>
      Object.assign(() => null, { preload: jest.fn((path: string, options: unknown) => Promise.resolve(preloads.push([`${remote} ${path}`, options]))) });
    load.mockImplementation((remote) => Promise.resolve(app(remote)));
    await idleUntilRootsIn(areas('storage', 'vpc', 'cloud-infra'), async () => {
      // Nothing is loaded before the roots have run.
      expect(load).not.toHaveBeenCalled();
      expect(mark.mock.calls).toEqual([[IDLE_WORK_MARK]]);
      await remoteApp('vpc');
    });
    expect(loadRoots).toHaveBeenCalledTimes(1);
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['vpc', 'storage', 'cloud-infra']);
    expect(preloads).toEqual([
      ['storage /storage/3', { data: false }],
      ['cloud-infra /vm/3/list', { data: false }],
    ]);
    expect(mark.mock.calls).toEqual([[IDLE_WORK_MARK], [AREAS_WARMED_MARK]]);
  });

  it('the idle warm-up waits while an area the user opened is loading', async () => {
    jest.useFakeTimers();
    let arrive: (app: typeof App) => void = () => undefined;
    load.mockImplementation((remote) => (remote === 'vpc' ? new Promise((resolve) => (arrive = resolve)) : Promise.resolve(App)));
    let opened: Promise<unknown> = Promise.resolve();
    await idleUntilRootsIn(areas('storage', 'cloud-infra'), () => {
      opened = remoteApp('vpc');
    });
    expect(loadRoots).toHaveBeenCalledTimes(1);
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['vpc']);
    arrive(App);
    await opened;
    await jest.runAllTimersAsync();
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['vpc', 'storage', 'cloud-infra']);
  });

  it('the linked areas are not loaded at idle for a user who saves data', async () => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
    try {
      load.mockResolvedValue(App);
      await idleUntilRootsIn(areas('storage'));
      expect(loadRoots).toHaveBeenCalledTimes(1);
      expect(load).not.toHaveBeenCalled();
    } finally {
      // @ts-expect-error jsdom has none
      delete navigator.connection;
    }
  });

  it('the linked areas are not loaded at idle when the roots could not run', async () => {
    jest.useFakeTimers();
    loadRoots.mockRejectedValue(new Error('ScriptNetworkError'));
    await idleUntilRootsIn(areas('storage'));
    expect(loadRoots).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("the host's roots are not run at idle when one of their files could not be fetched", async () => {
    jest.useFakeTimers();
    const roots = [`${window.location.origin}/1699.aaaa.js`, `${window.location.origin}/4014.bbbb.js`];
    rootFiles.mockResolvedValue(roots);
    registry.mockResolvedValue({ remotes: {} });
    prefetchWhenIdle(areas('storage'));
    await jest.runAllTimersAsync();
    const [first, second] = prefetchLinks();
    first!.dispatchEvent(new Event('load'));
    second!.dispatchEvent(new Event('error'));
    await jest.runAllTimersAsync();
    expect(loadRoots).not.toHaveBeenCalled();
  });

  it("once an area has loaded, the host's roots are in and are not prefetched", async () => {
    jest.useFakeTimers();
    rootFiles.mockResolvedValue([`${window.location.origin}/1699.aaaa.js`]);
    load.mockResolvedValue(App);
    registry.mockResolvedValue({ remotes: {} });
    await remoteApp('storage');
    prefetchWhenIdle(areas('vpc'));
    await jest.runAllTimersAsync();
    expect(rootFiles).not.toHaveBeenCalled();
    expect(prefetchLinks()).toHaveLength(0);
  });

  it('an area loaded already is not prefetched', async () => {
    jest.useFakeTimers();
    load.mockResolvedValue(App);
    registry.mockResolvedValue({ remotes: { storage: { version: 'A', entry: '/remotes/storage/A/remoteEntry.js', integrity: 'sha384-abc' } } });
    await remoteApp('storage');
    prefetchWhenIdle(areas('storage'));
    await jest.runAllTimersAsync();
    expect(prefetchLinks()).toHaveLength(0);
  });

  it("a warm-up with the link's path has the app fetch that path's page once the app has loaded", async () => {
    let finish: (app: typeof App) => void = () => undefined;
    const preload = jest.fn(() => Promise.resolve());
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    warmRemote('cloud-infra', '/vm/3/list');
    expect(preload).not.toHaveBeenCalled();
    finish(Object.assign(() => null, { preload }));
    await remoteApp('cloud-infra');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledWith('/vm/3/list', { data: true });
    // Another link of a loaded app: its page is fetched too, the app is not loaded again.
    warmRemote('cloud-infra', '/key/3');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenLastCalledWith('/key/3', { data: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a warm-up with a path of an app without preload, or whose preload fails, shows nothing and the app still loads', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    load.mockResolvedValueOnce(App);
    warmRemote('vpc', '/vpc/3');
    await expect(remoteApp('vpc')).resolves.toBe(App);
    const Failing = Object.assign(() => null, { preload: jest.fn(() => Promise.reject(new Error('ChunkLoadError'))) });
    const Throwing = Object.assign(() => null, {
      preload: jest.fn((): Promise<unknown> => {
        throw new Error('broken');
      }),
    });
    load.mockResolvedValueOnce(Failing).mockResolvedValueOnce(Throwing);
    warmRemote('storage', '/storage/3');
    warmRemote('billing', '/portal/wallet');
    await expect(remoteApp('storage')).resolves.toBe(Failing);
    await expect(remoteApp('billing')).resolves.toBe(Throwing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Failing.preload).toHaveBeenCalledWith('/storage/3', { data: true });
    expect(Throwing.preload).toHaveBeenCalledWith('/portal/wallet', { data: true });
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  describe("the page's own load (a deep link)", () => {
    it("has the app fetch the path's page with its data, and the content area joins it", async () => {
      const preload = jest.fn().mockResolvedValue(undefined);
      let finish: (app: typeof App) => void = () => undefined;
      load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
      const page = loadForPage('dns-cdn', '/cdn/3/5/dns-record');
      const shown = remoteApp('dns-cdn');
      expect(load).toHaveBeenCalledTimes(1);
      finish(Object.assign(() => null, { preload }));
      await page;
      await shown;
      expect(preload).toHaveBeenCalledWith('/cdn/3/5/dns-record', { data: true });
    });

    it("a failure is the content area's to show, without a second load; its retry loads afresh", async () => {
      const refused = new Error('integrity');
      load.mockRejectedValueOnce(refused).mockResolvedValueOnce(App);
      await expect(loadForPage('storage', '/storage/3')).resolves.toBeUndefined();
      await expect(remoteApp('storage')).rejects.toBe(refused);
      expect(load).toHaveBeenCalledTimes(1);
      await expect(remoteApp('storage', true)).resolves.toBe(App);
      expect(load).toHaveBeenLastCalledWith('storage', true);
    });

    it('a failure the content area already got from the load it joined is not shown twice', async () => {
      let fail: (error: unknown) => void = () => undefined;
      load.mockReturnValueOnce(new Promise((_, reject) => (fail = reject))).mockResolvedValueOnce(App);
      const page = loadForPage('vpc', '/vpc/3');
      const joined = remoteApp('vpc');
      fail(new Error('down'));
      await expect(joined).rejects.toThrow('down');
      await page;
      // Shown again later (the area opened once more): a new load, not the old failure.
      await expect(remoteApp('vpc')).resolves.toBe(App);
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
