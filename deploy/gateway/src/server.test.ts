import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HOST, integrityOf, versionDir, writeMeta, writeRegistry } from '@portal/registry';
import { configFromEnv } from './config';
import { createGateway } from './server';

function fixture() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-'));
  const hostDir = join(dataDir, 'host');
  mkdirSync(join(hostDir, 'assets'), { recursive: true });
  writeFileSync(join(hostDir, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><body>host</body></html>');
  writeFileSync(join(hostDir, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(join(hostDir, 'login.html'), '<!doctype html><html lang="fa" dir="rtl"><body>prerendered login</body></html>');
  const storeDir = join(dataDir, 'store');
  const stored = versionDir(storeDir, 'storage', '0.1.0-abc');
  mkdirSync(stored, { recursive: true });
  writeFileSync(join(stored, 'remoteEntry.js'), 'var storage;');
  const base = '/remotes/storage/0.1.0-abc';
  writeRegistry(storeDir, {
    remotes: {
      storage: {
        version: '0.1.0-abc',
        entry: `${base}/remoteEntry.js`,
        manifest: `${base}/mf-manifest.json`,
        integrity: integrityOf(join(stored, 'remoteEntry.js')),
        activatedAt: '',
      },
    },
  });
  return configFromEnv({ DATA_DIR: dataDir, HOST_DIR: hostDir, STORE_DIR: storeDir, SANDBOX_PROVISION_MS: '0' });
}

describe('gateway', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('serves the registry uncached and versioned remotes as immutable', async () => {
    app = await createGateway(fixture());
    const registry = await app.inject('/mf/registry.json');
    expect(registry.headers['cache-control']).toBe('no-store');
    const entry = registry.json().remotes.storage;
    expect(entry.entry).toBe('/remotes/storage/0.1.0-abc/remoteEntry.js');
    expect(entry.integrity).toMatch(/^sha384-/);

    const file = await app.inject(entry.entry);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('var storage;');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with the host page and strict headers', async () => {
    app = await createGateway(fixture());
    const page = await app.inject('/storage/3/17');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');

    const asset = await app.inject('/main.0123456789.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the prerendered login page for the login route only', async () => {
    app = await createGateway(fixture());
    expect((await app.inject('/account/login')).body).toContain('prerendered login');
    expect((await app.inject('/account/login?next=1')).body).toContain('prerendered login');
    expect((await app.inject('/account/forget')).body).not.toContain('prerendered login');
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<body>host</body>');
  });

  it('serves precompressed assets, and compresses host pages per answer', async () => {
    const config = fixture();
    const { gunzipSync, brotliDecompressSync, gzipSync } = await import('node:zlib');
    const hostDir = config.hostDir!;
    writeFileSync(join(hostDir, 'main.0123456789.js.gz'), gzipSync('console.log(1)'));
    app = await createGateway(config);
    const asset = await app.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    // The compressed copy of a hashed file is as immutable as the file: a returning visitor's
    // browser takes it from its cache instead of asking again.
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await app.inject({ url: '/vm/1/list', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<body>host</body>');
    const gz = await app.inject({ url: '/vm/1/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<body>host</body>');
    expect((await app.inject('/vm/1/list')).body).toContain('<body>host</body>');
  });

  it('gives each host page a nonce of its own, the one its CSP allows styles and inline scripts with; none otherwise', async () => {
    const config = fixture();
    writeFileSync(
      join(config.hostDir!, 'login.html'),
      '<html><head><style nonce="__CSP_NONCE__">a{}</style><meta name="csp-nonce" content="__CSP_NONCE__"></head><body>prerendered login<script nonce="__CSP_NONCE__">start()</script></body></html>',
    );
    app = await createGateway(config);
    const nonces: string[] = [];
    for (const url of ['/account/login', '/account/login']) {
      const page = await app.inject(url);
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      expect(page.body).toContain(`<script nonce="${nonce}">`);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(page.body).toContain(`content="${nonce}"`);
      expect(page.body).not.toContain('__CSP_NONCE__');
      expect(csp).not.toContain('unsafe-inline');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    const script = await app.inject('/main.0123456789.js');
    expect(String(script.headers['content-security-policy'])).toContain("style-src 'self'");
    expect(String(script.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(String(script.headers['content-security-policy'])).not.toContain("'nonce-");
  });

  it('never serves source maps, of the host or of a remote', async () => {
    const config = fixture();
    writeFileSync(join(config.hostDir!, 'main.0123456789.js.map'), '{"version":3}');
    writeFileSync(join(versionDir(config.storeDir, 'storage', '0.1.0-abc'), 'remoteEntry.js.map'), '{"version":3}');
    app = await createGateway(config);
    expect((await app.inject('/main.0123456789.js.map')).statusCode).toBe(404);
    expect((await app.inject('/remotes/storage/0.1.0-abc/remoteEntry.js.map')).statusCode).toBe(404);
    expect((await app.inject('/main.0123456789.js')).statusCode).toBe(200);
  });

  it('keeps unknown API and asset paths 404', async () => {
    app = await createGateway(fixture());
    expect((await app.inject('/remotes/storage/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });

  it('mounts the sandbox API under /api/my', async () => {
    app = await createGateway(fixture());
    const login = await app.inject({ method: 'POST', url: '/api/my/auth/login', payload: { email: 'demo@example.com', password: 'Demo@1234' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect((await app.inject('/api/my/project/list')).statusCode).toBe(401);
  });

  it('points remotes under development at their dev servers and allows that origin', async () => {
    app = await createGateway({ ...fixture(), devRemotes: { storage: 'http://localhost:3003/remoteEntry.js' } });
    const doc = (await app.inject('/mf/registry.json')).json();
    expect(doc.remotes.storage.entry).toBe('http://localhost:3003/remoteEntry.js');
    expect(doc.allowedOrigins).toContain('http://localhost:3003');
  });

  it("lets the registry allow a forced remote version in the demo, and with a provider only for the operator's cookie", async () => {
    app = await createGateway(fixture());
    const demo = await app.inject('/mf/registry.json');
    expect(demo.json().allowForcedVersions).toBe(true);
    expect(demo.headers.vary).toContain('Cookie');
    await app.close();

    app = await createGateway({ ...fixture(), upstreamApiUrl: 'http://127.0.0.1:9', operatorSecret: 'op-secret-123' });
    const allowed = async (cookie?: string) => (await app.inject({ url: '/mf/registry.json', headers: cookie ? { cookie } : {} })).json().allowForcedVersions;
    expect(await allowed()).toBeUndefined();
    expect(await allowed('portal_operator=wrong-secret')).toBeUndefined();
    expect(await allowed('theme=dark; portal_operator=op-secret-123')).toBe(true);
    await app.close();

    app = await createGateway({ ...fixture(), upstreamApiUrl: 'http://127.0.0.1:9', operatorSecret: null });
    expect(await allowed('portal_operator=')).toBeUndefined();
  });

  it('answers the health probes', async () => {
    app = await createGateway(fixture());
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('serves the live host version of the store, follows a host rollback, and keeps older host chunks', async () => {
    const config = { ...fixture(), hostDir: null };
    const hostVersion = (version: string, chunk: string) => {
      const dir = versionDir(config.storeDir, HOST, version);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), `<html dir="rtl"><body>host ${version}</body></html>`);
      writeFileSync(join(dir, chunk), `/* ${version} */`);
      writeMeta(config.storeDir, HOST, { version, integrity: '', commit: null, publishedAt: '', publishedBy: 'test' });
    };
    hostVersion('h1', 'bootstrap.1111111111.js');
    hostVersion('h2', 'bootstrap.2222222222.js');
    const { readRegistry } = await import('@portal/registry');
    const setHost = (version: string) => {
      const doc = readRegistry(config.storeDir);
      // A new mtime: the gateway notices the registry changed.
      writeRegistry(config.storeDir, { ...doc, host: { version, activatedAt: String(Date.now()) } });
    };
    setHost('h2');
    app = await createGateway(config);
    expect((await app.inject('/vm/1/list')).body).toContain('host h2');
    const oldChunk = await app.inject('/bootstrap.1111111111.js');
    expect(oldChunk.body).toBe('/* h1 */');
    expect(oldChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await new Promise((r) => setTimeout(r, 20));
    setHost('h1');
    expect((await app.inject('/')).body).toContain('host h1');
    expect((await app.inject('/account/forget')).body).toContain('host h1');
  });

  it('refuses paths outside the host folder', async () => {
    app = await createGateway(fixture());
    expect((await app.inject('/%2e%2e/%2e%2e/etc/passwd.js')).statusCode).toBe(404);
    expect((await app.inject('/%E0%A4%A.js')).statusCode).toBe(400);
  });

  it('compresses /api answers the client accepts compressed, above a small size', async () => {
    app = await createGateway(fixture());
    const plain = await app.inject('/api/docs/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const size = plain.rawPayload.length;

    const br = await app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(size / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // A small answer (the sandbox's 401) is not worth it.
    const small = await app.inject({ url: '/api/my/account/profile/get', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().message).toEqual(expect.any(String));
  });
});
