import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cliWith, hostBuild, remoteBuild } from '@portal/registry/src/test-fixtures';
import { startTestS3, type TestS3 } from '@portal/registry/src/test-bucket';
import { configFromEnv } from './config';
import { createGateway } from './server';

// A gateway on a store in a bucket (moto on loopback): the registry revalidated from the bucket,
// versioned files read through from it, nothing copied by anything else.

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
  // The gateway's S3 client reads the endpoint and credentials from its environment.
  Object.assign(process.env, s3.env);
});
afterAll(() => s3?.stop());

const gatewayEnv = (store: string) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'gateway-bucket-')),
  STORE_URL: store,
  UPSTREAM_API_URL: 'http://127.0.0.1:9',
  REGISTRY_POLL_MS: '200',
});

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - start > ms) return { value, ms: Date.now() - start };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a gateway on a bucket store', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('serves the registry and the files of the bucket; a missing versioned file is 404 no-store; a rollback arrives within a second', async () => {
    const store = await s3.newBucket();
    const run = (...args: string[]) => cliWith(s3.env, store, ...args);
    expect((await run('publish', 'host', '--from', hostBuild(), '--version', 'h1')).code).toBe(0);
    expect((await run('publish', 'storage', '--from', remoteBuild('storage', { marker: 'A' }), '--version', '1.0.0')).code).toBe(0);
    expect((await run('publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--version', '1.1.0')).code).toBe(0);
    app = await createGateway(configFromEnv(gatewayEnv(store)));

    const registry = await app.inject('/mf/registry.json');
    expect(registry.headers['cache-control']).toBe('no-store');
    expect(registry.json().remotes.storage.version).toBe('1.1.0');
    const chunk = await app.inject('/remotes/storage/1.1.0/app.B.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.body).toContain('"B"');
    // A version this pod never saw named, read from the bucket on first request.
    expect((await app.inject('/remotes/storage/1.0.0/app.A.js')).statusCode).toBe(200);
    const missing = await app.inject('/remotes/storage/9.9.9/remoteEntry.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const page = await app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('host');
    expect((await app.inject('/readyz')).statusCode).toBe(200);

    expect((await run('rollback', 'storage', '--reason', 'incident 9')).code).toBe(0);
    const { value, ms } = await until(
      async () => (await app.inject('/mf/registry.json')).json().remotes.storage.version as string,
      (v) => v === '1.0.0',
    );
    expect(value).toBe('1.0.0');
    expect(ms).toBeLessThan(1000);
  });

  it('a single gateway judging by itself on a bucket writes its abort to the bucket, not to its cache', async () => {
    const store = await s3.newBucket();
    const run = (...args: string[]) => cliWith(s3.env, store, ...args);
    expect((await run('publish', 'storage', '--from', remoteBuild('storage', { marker: 'A' }), '--version', '1.0.0', '--allow-incompatible')).code).toBe(0);
    expect((await run('canary', 'storage', '1.1.0', '--from', remoteBuild('storage', { marker: 'B' }), '--percent', '50', '--allow-incompatible')).code).toBe(
      0,
    );
    app = await createGateway(configFromEnv({ ...gatewayEnv(store), CANARY_JUDGE: 'gateway', CANARY_MIN_LOADS: '10' }));
    const rows = [
      { remote: 'storage', version: '1.1.0', channel: 'canary', kind: 'load', count: 10 },
      { remote: 'storage', version: '1.1.0', channel: 'canary', kind: 'render-error', detail: 'TypeError', count: 10 },
    ];
    expect(
      (await app.inject({ method: 'POST', url: '/mf/reports', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ v: 1, rows }) })).statusCode,
    ).toBe(204);
    const history = async () => JSON.parse((await run('history', 'storage', '--json')).out) as Array<Record<string, unknown>>;
    const { value } = await until(history, (h) => h.at(-1)?.action === 'canary-abort');
    expect(value.at(-1)).toMatchObject({ version: '1.1.0', who: 'gateway', reason: expect.stringMatching(/^automatic abort/) });
    const served = await until(
      async () => (await app.inject('/mf/registry.json')).json().remotes.storage.canary,
      (c) => c === undefined,
    );
    expect(served.value).toBeUndefined();
  });

  it("shows the operator the bucket's history", async () => {
    const store = await s3.newBucket();
    const run = (...args: string[]) => cliWith(s3.env, store, ...args);
    expect((await run('publish', 'storage', '--from', remoteBuild('storage', { marker: 'A' }), '--version', '1.0.0', '--allow-incompatible')).code).toBe(0);
    expect((await run('publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--version', '1.1.0', '--allow-incompatible')).code).toBe(0);
    expect((await run('rollback', 'storage', '--reason', 'incident 9')).code).toBe(0);
    app = await createGateway(configFromEnv({ ...gatewayEnv(store), OPERATOR_SECRET: 'op' }));
    const page = await app.inject({ url: '/operator', headers: { cookie: 'portal_operator=op' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<bdi>incident 9</bdi>');
    expect(page.body.match(/<tr><td>/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('a deployment on a bucket refuses to start without the provider API (no demo sandbox per pod)', () => {
    const env = { ...gatewayEnv('s3://portal-store/p'), UPSTREAM_API_URL: '' };
    expect(() => configFromEnv(env)).toThrow('STORE_URL is set (a deployment on several machines) but UPSTREAM_API_URL is not');
    expect(configFromEnv({ ...env, UPSTREAM_API_URL: 'https://api.example.com' })).toMatchObject({
      storeUrl: 's3://portal-store/p',
      canaryJudge: 'prometheus',
    });
  });
});
