import { hostSharedRootFiles, HOST_SHARED_FILES_URL } from './host-shared-roots';

const answer = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

describe("the host's shared roots", () => {
  it('lists every file the build gives antd and @portal/ui, once each, and no other package', async () => {
    const fetchImpl = answer({
      antd: ['1699.a.js', '2056.b.js'],
      '@portal/ui': ['4014.c.js', '1699.a.js'],
      'react-dom': ['3262.d.js'],
    });
    await expect(hostSharedRootFiles(fetchImpl)).resolves.toEqual(['1699.a.js', '2056.b.js', '4014.c.js'].map((f) => `${window.location.origin}/${f}`));
    expect(fetchImpl).toHaveBeenCalledWith(HOST_SHARED_FILES_URL);
  });

  it('lists nothing when the list cannot be read or is not one', async () => {
    await expect(hostSharedRootFiles(answer({}, 404))).resolves.toEqual([]);
    await expect(hostSharedRootFiles(answer({ antd: 'x.js' }))).resolves.toEqual([]);
    await expect(hostSharedRootFiles(jest.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).resolves.toEqual([]);
  });
});
