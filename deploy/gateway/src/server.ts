import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { readRegistry, type RegistryDocument } from '@portal/registry';
import { sandboxPlugin } from '@portal/sandbox-api';
import type { GatewayConfig } from './config';
import { IMMUTABLE, NO_STORE, REVALIDATE, hostCacheControl } from './cache-rules';
import { HSTS, securityHeaders } from './security-headers';
import { hostDirResolver } from './host-dir';
import { hostPages } from './host-pages';
import { NO_HINTS, pageHints } from './page-hints';
import { compressApiAnswer } from './compression';
import { registerInvoicePdf } from './invoice-pdf-route';
import { forcedVersionsAllowed } from './forced-versions';
import { renderReference, type ApiDocument } from './api-reference';
import { reportRoutes } from './reports/routes';
import { operatorRoutes } from './operator/routes';
import { ReportCounts } from './reports/report-counts';
import { BucketMirror } from './store-bucket';
import { readThrough } from './store-read-through';
import apiDocument from '@portal/contracts/openapi/portal-api.json';

/** The store's registry, with dev-server remotes (`pnpm dev`) swapped in and the allowed origins. */
function servedRegistry(config: GatewayConfig): RegistryDocument & { allowedOrigins: string[] } {
  const doc = readRegistry(config.storeDir);
  const devOrigins: string[] = [];
  for (const [name, entry] of Object.entries(config.devRemotes)) {
    // The whole entry, a running canary too: every browser gets the dev server of the remote under work.
    doc.remotes[name] = { version: 'dev', entry, manifest: entry.replace(/remoteEntry\.js$/, 'mf-manifest.json'), integrity: '', activatedAt: '' };
    devOrigins.push(new URL(entry).origin);
  }
  return { ...doc, allowedOrigins: [...config.remoteOrigins, ...devOrigins] };
}

const safeDecode = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return '..';
  }
};

/** Source maps stay beside the build for debugging; the public never gets them. */
const isSourceMap = (path: string) => /\.map$/i.test(path);

/**
 * One process on one port: the host build, the versioned remotes and their registry, and the
 * provider API (the embedded sandbox, or a proxy to a real API).
 */
export async function createGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: config.trustProxy.length ? config.trustProxy : false, bodyLimit: 10 * 1024 * 1024 });
  // A store in a bucket: the registry revalidated from it, versioned files read through from it.
  const mirror = config.storeUrl ? new BucketMirror({ storeUrl: config.storeUrl, dir: config.storeDir, pollMs: config.registryPollMs }) : null;
  if (mirror) {
    await mirror.start();
    app.addHook('onClose', async () => mirror.stop());
    app.addHook('onRequest', readThrough(mirror));
  }
  const headers = securityHeaders(config.remoteOrigins);
  app.addHook('onSend', async (req, reply) => {
    // A host page has set its own CSP, with the nonce it was given.
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    // `protocol` honours X-Forwarded-Proto only from a trusted proxy.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // API answers carry personal data: no browser or shared cache may keep them, whatever the
    // sandbox or an upstream provider said.
    if (req.url.startsWith('/api/')) reply.header('Cache-Control', NO_STORE);
  });
  app.addHook('onSend', compressApiAnswer);

  // The wire's reference for remote teams and operators; ours, so it stays here with an upstream too.
  const reference = (nonce: string) => renderReference(apiDocument as unknown as ApiDocument, nonce);
  app.get('/api/docs', async (_req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const csp = securityHeaders(config.remoteOrigins, nonce)['Content-Security-Policy'];
    return reply.header('Content-Security-Policy', csp).type('text/html; charset=utf-8').send(reference(nonce));
  });
  app.get('/api/docs/openapi.json', async (_req, reply) => reply.type('application/json').send(apiDocument));

  if (config.upstreamApiUrl) {
    await app.register(httpProxy, { upstream: config.upstreamApiUrl, prefix: '/api', rewritePrefix: '/api' });
  } else {
    await app.register(sandboxPlugin, {
      dbFile: join(config.dataDir, 'sandbox.sqlite'),
      seed: true,
      delays: { provisionMs: config.provisionMs },
      exposeCodes: config.exposeCodes,
      faults: config.faults,
      wireCheck: config.wireCheck,
      // The sandbox "sends" e-mail and SMS codes by printing them, as a real provider would mail them.
      logCodes: (kind: string, to: string, code: string) => console.log(`[sandbox] ${kind} code for ${to}: ${code}`),
    });
  }
  // Ours in front of either: the invoice PDF, rendered from the upstream's invoice/get.
  registerInvoicePdf(app);

  // What browsers report per remote version: the counts, /metrics, the automatic canary abort, the operator page.
  const reportCounts = new ReportCounts();
  await app.register(reportRoutes, { config, counts: reportCounts });
  await app.register(operatorRoutes, { config, counts: reportCounts });

  app.get('/mf/registry.json', async (req, reply) => {
    // The answer differs for an operator (forcedVersionsAllowed reads a cookie).
    reply.header('Cache-Control', NO_STORE).header('Vary', 'Cookie').type('application/json');
    const doc = servedRegistry(config);
    return forcedVersionsAllowed(config, req) ? { ...doc, allowForcedVersions: true } : doc;
  });

  await app.register(fastifyStatic, {
    root: join(config.storeDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    allowedPath: (path) => !isSourceMap(path),
    // The build wrote .br/.gz beside each asset (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  const hostDir = hostDirResolver(config);
  await app.register(fastifyStatic, {
    root: config.fallbackHostDir,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', hostCacheControl(path)),
  });

  const pages = hostPages();
  const preloads = pageHints({ storeDir: config.storeDir });
  // A store without a registry yet still serves its pages, without hints.
  const registryForHints = () => {
    try {
      return servedRegistry(config);
    } catch {
      return null;
    }
  };
  const sendPage = (req: FastifyRequest, reply: FastifyReply) => {
    const dir = hostDir.active();
    // The build prerenders the login page, so it paints before any script has run.
    const login = join(dir, 'login.html');
    const file = req.url.split('?')[0] === '/account/login' && existsSync(login) ? login : join(dir, 'index.html');
    const nonce = randomBytes(16).toString('base64');
    const path = req.url.split('?')[0]!;
    const hints = file === login ? NO_HINTS : preloads.for(path, registryForHints(), dir);
    const page = pages.render(file, nonce, String(req.headers['accept-encoding'] ?? ''), hints);
    reply
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Accept-Encoding')
      .header('Content-Security-Policy', securityHeaders(config.remoteOrigins, nonce)['Content-Security-Policy'])
      .type('text/html; charset=utf-8');
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    return reply.send(page.body);
  };
  // The static plugin would answer the root folder with 403.
  app.get('/', sendPage);

  // Probes for a load balancer or Kubernetes: live while the process answers, ready once it has
  // a host page and a registry to serve.
  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', NO_STORE).send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const ready = existsSync(join(hostDir.active(), 'index.html')) && existsSync(join(config.storeDir, 'registry.json'));
    return reply
      .header('Cache-Control', NO_STORE)
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'no host build or registry yet' });
  });

  // Host files from the live host version; client-side routes get the host page; unknown API or
  // asset paths stay 404.
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    if (isGet && !/^\/(api|mf|remotes)\//.test(path) && !isSourceMap(path)) {
      const rel = normalize(safeDecode(path)).replace(/^\/+/, '');
      if (rel && !rel.startsWith('..') && /\.[a-z0-9]+$/i.test(rel)) {
        const dir = existsSync(join(hostDir.active(), rel)) ? hostDir.active() : hostDir.olderWith(rel);
        if (dir) return reply.sendFile(rel, dir);
      } else if (req.method === 'GET' && existsSync(join(hostDir.active(), 'index.html'))) {
        return sendPage(req, reply);
      }
    }
    // Never kept: a versioned file missing now may be uploaded in a moment.
    return reply.code(404).header('Cache-Control', NO_STORE).send({ message: 'Not found' });
  });

  return app;
}
