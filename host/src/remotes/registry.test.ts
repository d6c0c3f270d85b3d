import { loadRegistry, resetRegistryForTests } from './registry';

const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);

describe('loadRegistry', () => {
  beforeEach(() => resetRegistryForTests());

  it('fetches the registry once, bypassing the browser cache', async () => {
    const fetchImpl = jest.fn(() => ok({ remotes: { storage: { version: '1', entry: '/remotes/storage/1/remoteEntry.js' } } }));
    const first = await loadRegistry(fetchImpl as unknown as typeof fetch);
    const second = await loadRegistry(fetchImpl as unknown as typeof fetch);
    expect(first.remotes.storage?.version).toBe('1');
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/mf/registry.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('forgets a failed fetch so that a retry asks again', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500, json: () => Promise.resolve({}) })
      .mockImplementationOnce(() => ok({ remotes: {} }));
    await expect(loadRegistry(fetchImpl)).rejects.toThrow('500');
    await expect(loadRegistry(fetchImpl)).resolves.toEqual({ remotes: {} });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('refuses a malformed document', async () => {
    await expect(loadRegistry((() => ok({ nope: true })) as unknown as typeof fetch)).rejects.toThrow('malformed');
  });
});
