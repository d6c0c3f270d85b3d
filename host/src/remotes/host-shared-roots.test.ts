import { hostSharedRootFiles, HOST_MANIFEST_URL } from './host-shared-roots';

const answer = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

describe("the host's shared roots", () => {
  it("lists the files the host's manifest gives antd and @portal/ui, and no other package's", async () => {
    const fetchImpl = answer({
      shared: [
        { name: 'antd', assets: { js: { sync: ['1699.a.js'], async: ['2056.b.js'] } } },
        { name: '@portal/ui', assets: { js: { sync: ['4014.c.js', '1699.a.js'], async: [] } } },
        { name: 'react-dom', assets: { js: { sync: ['3262.d.js'], async: [] } } },
      ],
    });
    await expect(hostSharedRootFiles(fetchImpl)).resolves.toEqual(
      ['1699.a.js', '2056.b.js', '4014.c.js'].map((f) => `${window.location.origin}/${f}`),
    );
    expect(fetchImpl).toHaveBeenCalledWith(HOST_MANIFEST_URL);
  });

  it('lists nothing when the manifest cannot be read', async () => {
    await expect(hostSharedRootFiles(answer({}, 404))).resolves.toEqual([]);
    await expect(hostSharedRootFiles(jest.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).resolves.toEqual([]);
  });
});
