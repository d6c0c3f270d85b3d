import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRegistry } from '@portal/registry';
import type { GatewayConfig } from '../config';
import { NO_STORE } from '../cache-rules';
import { clearedOperatorCookie, hasOperatorCookie, operatorCookie, sameSecret } from '../operator-credential';
import { ClientRateLimit } from '../reports/client-rate-limit';
import type { ReportCounts } from '../reports/report-counts';
import { securityHeaders } from '../security-headers';
import { storeHistory } from '../store-history';
import { alertWebhook } from './alert-webhook';
import { seriesFromPrometheus } from './prometheus-figures';
import { STEP_SECONDS, renderDashboard } from './dashboard';
import { renderLogin } from './login-page';
import { operatorMessages as m } from './messages';

// GET /operator (the page), GET/POST /operator/login, POST /operator/logout. Only with
// OPERATOR_SECRET configured: without one there is no operator, and every path answers 404.

export interface OperatorRoutesOptions {
  config: GatewayConfig;
  counts: ReportCounts;
}

const HISTORY_LINES = 8;

export async function operatorRoutes(app: FastifyInstance, { config, counts }: OperatorRoutesOptions): Promise<void> {
  await alertWebhook(app, config);
  // Guessing the secret: a few tries a minute per client.
  const attempts = new ClientRateLimit({ perMinute: 10, burst: 5, maxClients: 10_000 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, page: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('Cache-Control', NO_STORE)
      .header('Content-Security-Policy', securityHeaders(config.remoteOrigins, nonce)['Content-Security-Policy'])
      .type('text/html; charset=utf-8')
      .send(page(nonce));
  };
  const secure = (req: FastifyRequest) => req.protocol === 'https';
  const historyOf = storeHistory(config);
  // Every pod's figures from Prometheus when configured; this pod's own otherwise, or when it does not answer.
  const figuresOf = async (name: string) => {
    if (!config.prometheusUrl) return counts.series(name, STEP_SECONDS);
    try {
      return await seriesFromPrometheus(config.prometheusUrl, name, STEP_SECONDS);
    } catch (error) {
      console.log(`[operator] Prometheus did not answer, showing this pod's figures: ${(error as Error).message}`);
      return counts.series(name, STEP_SECONDS);
    }
  };
  const absent = (reply: FastifyReply) => reply.code(404).header('Cache-Control', NO_STORE).send({ message: 'Not found' });

  app.get('/operator', async (req, reply) => {
    if (!config.operatorSecret) return absent(reply);
    if (!hasOperatorCookie(config, req)) return reply.header('Cache-Control', NO_STORE).redirect('/operator/login', 303);
    const doc = readRegistry(config.storeDir);
    const history = await historyOf();
    const remotes = await Promise.all(
      Object.entries(doc.remotes)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(async ([name, entry]) => ({
          name,
          entry,
          dev: !!config.devRemotes[name],
          series: await figuresOf(name),
          history: history.filter((r) => r.name === name).slice(-HISTORY_LINES),
        })),
    );
    return html(reply, (nonce) =>
      renderDashboard({ remotes, now: Date.now(), windowSeconds: config.canaryWindowSeconds, minLoads: config.canaryMinLoads, nonce }),
    );
  });

  app.get('/operator/login', async (_req, reply) => (config.operatorSecret ? html(reply, (nonce) => renderLogin(nonce)) : absent(reply)));

  app.post('/operator/login', async (req, reply) => {
    if (!config.operatorSecret) return absent(reply);
    if (!attempts.take(req.ip)) return html(reply.code(429).header('Retry-After', '60'), (nonce) => renderLogin(nonce, m.login.tooMany));
    const given = (req.body as { secret?: unknown } | undefined)?.secret;
    if (typeof given !== 'string' || !sameSecret(given, config.operatorSecret)) return html(reply.code(401), (nonce) => renderLogin(nonce, m.login.wrong));
    return reply
      .header('Cache-Control', NO_STORE)
      .header('Set-Cookie', operatorCookie(config.operatorSecret, secure(req)))
      .redirect('/operator', 303);
  });

  app.post('/operator/logout', async (req, reply) => {
    if (!config.operatorSecret) return absent(reply);
    return reply
      .header('Cache-Control', NO_STORE)
      .header('Set-Cookie', clearedOperatorCookie(secure(req)))
      .redirect('/operator/login', 303);
  });
}
