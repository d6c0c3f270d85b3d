import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { configFromEnv } from './config';
import { createGateway } from './server';

// What the gateway believes about who is calling: forwarded headers only from configured proxies.
const config = (env: Record<string, string> = {}) =>
  configFromEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'gateway-fwd-')), SANDBOX_PROVISION_MS: '0', ...env });

/** Signs in and creates a project with a forged client address, then reads the IP the user log recorded. */
async function loggedIp(app: FastifyInstance): Promise<string | null> {
  const headers = { 'x-forwarded-for': '203.0.113.9' };
  const login = await app.inject({ method: 'POST', url: '/api/my/auth/login', headers, payload: { email: 'demo@example.com', password: 'Demo@1234' } });
  const auth = { ...headers, authorization: `Bearer ${login.json().accessToken}` };
  const created = await app.inject({ method: 'POST', url: '/api/my/project/create', headers: auth, payload: { name: `fwd-${Date.now()}` } });
  expect(created.statusCode).toBe(200);
  const log = await app.inject({ url: '/api/my/account/user-log?PageNumber=1&PageSize=20', headers: auth });
  const entry = log.json().data.find((e: { controller: string; action: string }) => e.controller === 'project' && e.action === 'create');
  return entry.userIp;
}

describe('forwarded client addresses', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('ignores X-Forwarded-For by default: the user log keeps the real peer', async () => {
    app = await createGateway(config());
    expect(await loggedIp(app)).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    app = await createGateway(config({ TRUST_PROXY: '127.0.0.1' }));
    expect(await loggedIp(app)).toBe('203.0.113.9');
  });

  it('sends HSTS only for requests that arrived over HTTPS through a trusted proxy', async () => {
    app = await createGateway(config({ TRUST_PROXY: '127.0.0.1' }));
    const secure = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await app.inject('/healthz')).headers['strict-transport-security']).toBeUndefined();
    await app.close();
    app = await createGateway(config());
    const forged = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API responses are never cached', () => {
  let app: FastifyInstance;
  let upstream: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('marks sandbox answers no-store', async () => {
    app = await createGateway(config());
    const login = await app.inject({ method: 'POST', url: '/api/my/auth/login', payload: { email: 'demo@example.com', password: 'Demo@1234' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('overrides a provider API that would let its answers be cached', async () => {
    upstream = Fastify();
    upstream.get('/api/my/account/profile', async (_req, reply) => reply.header('Cache-Control', 'public, max-age=600').send({ firstName: 'x' }));
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = await createGateway(config({ UPSTREAM_API_URL: address }));
    const profile = await app.inject('/api/my/account/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });
});
