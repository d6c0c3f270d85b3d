import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { configFromEnv } from './config';
import { createGateway } from './server';
import doc from '@portal/contracts/openapi/portal-api.json';
import { documentKey, ON_PROVIDER_CALLS } from './api-reference';

describe('the wire reference (/api/docs)', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());
  const config = (env: Record<string, string> = {}) =>
    configFromEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'gateway-docs-')), SANDBOX_PROVISION_MS: '0', ...env });

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

  it("says which of our additions need a server of ours and which stand on the provider's calls", async () => {
    app = await createGateway(config());
    const body = (await app.inject('/api/docs')).body;
    const section = body.slice(body.indexOf('<section id="additions">'), body.indexOf('</section>', body.indexOf('<section id="additions">')));
    const paths = (doc as unknown as { paths: Record<string, Record<string, { 'x-portal'?: string }>> }).paths;
    const served = ON_PROVIDER_CALLS.flatMap(({ servedByGateway }) => (servedByGateway ? [documentKey(servedByGateway)] : []));
    const isServed = (m: string, path: string) => served.some((k) => k.method === m && k.path === path);
    const ours = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([m, op]) => op['x-portal'] === 'addition' && !isServed(m, path))
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    );
    expect(section).toContain(`Needing a server of ours (${ours.length} operations)`);
    for (const key of ours) expect(section).toContain(`<code>${key}</code>`);
    expect(section).toContain('A zone&#39;s file (BIND text), exported');
    expect(section).not.toContain('<code>GET /api/my/financial/invoice/download/{id}</code>');
    expect(section).toContain('<code>GET financial/invoice/download/:id</code>, answered by the gateway');
    const pdf = body.slice(body.indexOf('<section class="op" id="op-get--api-my-financial-invoice-download--id-"'));
    expect(pdf.slice(0, pdf.indexOf('</section>'))).toContain('no server of ours');
    const session = body.slice(body.indexOf('<section class="op" id="op-get--api-my-account-session-list"'));
    expect(session.slice(0, session.indexOf('</section>'))).toContain('Needs a server of ours');
  });

  it("names only provider operations as what a feature built on the provider's calls uses", () => {
    const paths = (doc as unknown as { paths: Record<string, Record<string, { 'x-portal'?: string }>> }).paths;
    const wrong = ON_PROVIDER_CALLS.flatMap(({ calls }) => calls).filter((call) => {
      const { method, path } = documentKey(call);
      const op = paths[path]?.[method];
      return !op || op['x-portal'] === 'addition';
    });
    expect(wrong).toEqual([]);
    // What the gateway answers itself is one of our operations.
    for (const { servedByGateway } of ON_PROVIDER_CALLS) {
      if (!servedByGateway) continue;
      const { method, path } = documentKey(servedByGateway);
      expect(paths[path]?.[method]?.['x-portal']).toBe('addition');
    }
  });
});
