import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteApp } from './load-remote-app';
import { loadRegistry, type RegistryDocument } from './registry';
import { CANARY_BROWSER_ID_KEY, resetBrowserIdForTests } from './browser-id';
import { resetCanaryForTests } from './canary';
import { browserIdWhere } from './test-browser-ids';
import { reportRemote } from './reports';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./registry', () => ({ loadedRegistry: () => null, loadRegistry: jest.fn() }));
jest.mock('./reports', () => ({ ...jest.requireActual('./reports'), reportRemote: jest.fn(), noteRemoteVersion: jest.fn() }));
const registry = loadRegistry as jest.MockedFunction<typeof loadRegistry>;
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** This browser: in bucket 3 of storage, so on a canary at 10 % and not at 3 %. */
const BUCKET_3_ID = browserIdWhere('storage', (bucket) => bucket === 3);
/** storage at A, with B offered to the browsers below `percent`. */
const withCanary = (percent: number, extra: Partial<RegistryDocument> = {}): RegistryDocument => ({
  remotes: {
    storage: {
      version: 'A',
      entry: '/remotes/storage/A/remoteEntry.js',
      integrity: 'sha384-a',
      canary: { version: 'B', entry: '/remotes/storage/B/remoteEntry.js', integrity: 'sha384-b', percent },
    },
  },
  ...extra,
});
/** The entry URLs registered with the federation runtime, in order. */
const registered = (): string[] => (registerRemotes as jest.Mock).mock.calls.map((call) => call[0][0].entry);
const html = document.documentElement;

describe('loadRemoteApp', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    load.mockResolvedValue({ default: () => null });
    localStorage.setItem(CANARY_BROWSER_ID_KEY, BUCKET_3_ID);
    resetBrowserIdForTests();
    resetCanaryForTests();
    window.history.replaceState(null, '', '/');
  });

  it('registers the live version named by the registry', async () => {
    registry.mockResolvedValue({ remotes: { storage: { version: 'A', entry: '/remotes/storage/A/remoteEntry.js', integrity: 'sha384-x' } } });
    await loadRemoteApp('storage', true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'storage', entry: `${window.location.origin}/remotes/storage/A/remoteEntry.js` }], { force: true });
  });

  it('refuses a published remote the registry gives no integrity hash for, before any request', async () => {
    registry.mockResolvedValue({ remotes: { storage: { version: 'A', entry: '/remotes/storage/A/remoteEntry.js' } } });
    await expect(loadRemoteApp('storage', true)).rejects.toThrow('Remote "storage" has no integrity hash in the registry');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a dev-server remote, which has no published hash', async () => {
    registry.mockResolvedValue({ remotes: { storage: { version: 'dev', entry: 'http://localhost:3003/remoteEntry.js', integrity: '' } } });
    await expect(loadRemoteApp('storage', true)).resolves.toEqual(expect.any(Function));
  });

  it("keeps the module's preload beside the app, and an app built before preload existed comes without one", async () => {
    registry.mockResolvedValue({ remotes: { vpc: { version: 'A', entry: '/remotes/vpc/A/remoteEntry.js', integrity: 'sha384-x' } } });
    const preload = jest.fn(() => Promise.resolve());
    load.mockResolvedValueOnce({ default: () => null, preload });
    const App = await loadRemoteApp('vpc', true);
    await App.preload?.('/vpc/3');
    expect(preload).toHaveBeenCalledWith('/vpc/3');
    load.mockResolvedValueOnce({ default: () => null });
    expect((await loadRemoteApp('vpc', true)).preload).toBeUndefined();
  });

  it('a browser in the canary loads it the same way, with its hash, and the page says so; a retry keeps it', async () => {
    registry.mockResolvedValue(withCanary(10));
    await loadRemoteApp('storage', true);
    await loadRemoteApp('storage', true);
    expect(registered()).toEqual([`${window.location.origin}/remotes/storage/B/remoteEntry.js`, `${window.location.origin}/remotes/storage/B/remoteEntry.js`]);
    expect(html.getAttribute('data-remote-storage')).toBe('B');
    expect(html.getAttribute('data-remote-storage-channel')).toBe('canary');
  });

  it('a browser outside the canary loads live, and the page says so', async () => {
    registry.mockResolvedValue(withCanary(3));
    await loadRemoteApp('storage', true);
    expect(registered()).toEqual([`${window.location.origin}/remotes/storage/A/remoteEntry.js`]);
    expect(html.getAttribute('data-remote-storage')).toBe('A');
    expect(html.getAttribute('data-remote-storage-channel')).toBe('live');
  });

  it('refuses a canary without an integrity hash like any other entry', async () => {
    const doc = withCanary(100);
    delete doc.remotes.storage!.canary!.integrity;
    registry.mockResolvedValue(doc);
    await expect(loadRemoteApp('storage', true)).rejects.toThrow('Remote "storage" has no integrity hash in the registry');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('a forced version is loaded only when the registry answer allows it', async () => {
    window.history.replaceState(null, '', '/storage?remote-version=storage@live');
    registry.mockResolvedValue(withCanary(10));
    await loadRemoteApp('storage', true);
    registry.mockResolvedValue(withCanary(10, { allowForcedVersions: true }));
    await loadRemoteApp('storage', true);
    expect(registered()).toEqual([`${window.location.origin}/remotes/storage/B/remoteEntry.js`, `${window.location.origin}/remotes/storage/A/remoteEntry.js`]);
    expect(html.hasAttribute('data-remote-storage-forced')).toBe(true);
  });

  it('marks nothing when the remote did not load', async () => {
    html.removeAttribute('data-remote-vpc');
    registry.mockResolvedValue({ remotes: { vpc: { version: 'A', entry: '/remotes/vpc/A/remoteEntry.js', integrity: 'sha384-x' } } });
    load.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await expect(loadRemoteApp('vpc', true)).rejects.toThrow('ScriptNetworkError');
    expect(html.hasAttribute('data-remote-vpc')).toBe(false);
  });

  it('counts a load, and a failed load with where it failed, against the version the browser was given', async () => {
    registry.mockResolvedValue(withCanary(10));
    await loadRemoteApp('storage', true);
    load.mockRejectedValueOnce(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }));
    await expect(loadRemoteApp('storage', true)).rejects.toThrow('Loading chunk 3 failed');
    const canary = { version: 'B', channel: 'canary' };
    expect((reportRemote as jest.Mock).mock.calls).toEqual([
      ['storage', 'load', { version: canary }],
      ['storage', 'load-failure', { detail: 'chunk', version: canary }],
    ]);
  });
});
