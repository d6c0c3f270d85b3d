import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { configFromEnv } from './config';
import { createGateway } from './server';

describe('the wire reference (/api/docs)', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());
  const config = (env: Record<string, string> = {}) => configFromEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'gateway-docs-')), SANDBOX_PROVISION_MS: '0', ...env });

  it('shows every operation by area, marks ours, and styles itself only with the nonce its CSP names', async () => {
    app = await createGateway(config());
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<code>/api/my/auth/login</code>');
    expect(page.body).toContain("The provider's path: <code>POST /account/login</code>");
    expect(page.body).toMatch(/<code>\/api\/my\/account\/session\/list<\/code> <span class="mark addition">ours<\/span>/);
    // A body's or answer's fields are shown in place, a list's by its rows.
    const projectList = page.body.slice(page.body.indexOf('<code>/api/my/project/list</code>'));
    expect(projectList.slice(0, projectList.indexOf('</section>'))).toContain('<code>datacenterId</code>');
    const nonce = /<style nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(page.body).not.toContain('<script');
  });

  it('serves the document itself, and both stay ours when /api goes to a real provider', async () => {
    const provider = Fastify();
    provider.all('/*', async (req) => ({ upstream: req.url }));
    const address = await provider.listen({ port: 0, host: '127.0.0.1' });
    try {
      app = await createGateway(config({ UPSTREAM_API_URL: address }));
      const doc = (await app.inject('/api/docs/openapi.json')).json();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths).length).toBeGreaterThan(300);
      expect((await app.inject('/api/docs')).statusCode).toBe(200);
      expect((await app.inject('/api/my/project/list')).json()).toEqual({ upstream: '/api/my/project/list' });
    } finally {
      await provider.close();
    }
  });
});
