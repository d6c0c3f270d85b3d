import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteApp } from './load-remote-app';
import { loadRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./registry', () => ({ loadRegistry: jest.fn() }));
const registry = loadRegistry as jest.MockedFunction<typeof loadRegistry>;
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('loadRemoteApp', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    load.mockResolvedValue({ default: () => null });
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
});
