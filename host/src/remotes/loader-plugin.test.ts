import { isAllowedOrigin, loaderPlugin, RemoteRefusedError } from './loader-plugin';

type CreateScript = (args: { url: string }) => { script: HTMLScriptElement; timeout: number };
type BeforeInitContainer = <T>(args: T) => Promise<T>;

const plugin = (integrity?: string, beforeContainerStarts: () => Promise<unknown> = async () => undefined) =>
  loaderPlugin({
    timeoutMs: 120000,
    allowedOrigins: [window.location.origin, 'https://cdn.example.com'],
    integrityFor: () => integrity,
    beforeContainerStarts,
  }) as unknown as { createScript: CreateScript; beforeInitContainer: BeforeInitContainer };

describe('remote loader plugin', () => {
  it('gives remote entries the 120 s limit and the registry integrity hash', () => {
    const { script, timeout } = plugin('sha384-abc').createScript({ url: '/remotes/storage/1/remoteEntry.js' });
    expect(timeout).toBe(120000);
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.src).toBe(`${window.location.origin}/remotes/storage/1/remoteEntry.js`);
  });

  it('allows the configured CDN origin', () => {
    expect(() => plugin().createScript({ url: 'https://cdn.example.com/storage/1/remoteEntry.js' })).not.toThrow();
  });

  it('refuses an entry from a foreign origin before any request', () => {
    expect(() => plugin().createScript({ url: 'https://evil.example.net/remoteEntry.js' })).toThrow(RemoteRefusedError);
  });

  it("starts a remote's container only once what must come first has loaded, and not when it failed", async () => {
    let rootsLoaded: (value: unknown) => void = () => undefined;
    const args = { remoteInfo: { name: 'storage' } };
    const started = plugin(undefined, () => new Promise((resolve) => (rootsLoaded = resolve))).beforeInitContainer(args);
    let settled = false;
    void started.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    rootsLoaded([]);
    await expect(started).resolves.toBe(args);
    await expect(plugin(undefined, () => Promise.reject(new Error('ChunkLoadError'))).beforeInitContainer(args)).rejects.toThrow('ChunkLoadError');
  });

  it('treats unparseable URLs as foreign', () => {
    expect(isAllowedOrigin('http://[bad', [window.location.origin])).toBe(false);
  });
});
