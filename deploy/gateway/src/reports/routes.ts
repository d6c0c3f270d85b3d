import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_REPORT_MAX_BYTES, REMOTE_REPORTS_PATH, parseRemoteReport } from '@portal/contracts/src/remote-reports';
import type { GatewayConfig } from '../config';
import { NO_STORE } from '../cache-rules';
import { hasBearer } from '../operator-credential';
import { CanaryWatch } from './canary-watch';
import { ClientRateLimit } from './client-rate-limit';
import { KnownVersions } from './known-versions';
import { PROMETHEUS_TYPE, renderMetrics } from './prometheus';
import type { ReportCounts } from './report-counts';

// POST /mf/reports (the browsers' report batches) and GET /metrics (the counts for Prometheus); the
// automatic canary abort watches what arrives.

export interface ReportRoutesOptions {
  config: GatewayConfig;
  counts: ReportCounts;
}

/** A well-behaved host sends a batch when a page hides or every half minute: 30 a minute per address is ample. */
export const reportRate = (perMinute: number) => ({ perMinute, burst: Math.max(10, Math.round(perMinute / 3)), maxClients: 10_000 });

const isLoopback = (ip: string) => /^(127\.|::1$|::ffff:127\.)/.test(ip);

/**
 * With METRICS_TOKEN: its bearer token only (the scraper's own credential, which opens nothing
 * else). Without: only a caller on this machine, and not one relayed by an untrusted proxy (nginx
 * on the same machine would make every client look local).
 */
function metricsAllowed(config: GatewayConfig, req: FastifyRequest): boolean {
  if (config.metricsToken) return hasBearer(req, config.metricsToken);
  return isLoopback(req.ip) && (!req.headers['x-forwarded-for'] || config.trustProxy.length > 0);
}

export async function reportRoutes(app: FastifyInstance, { config, counts }: ReportRoutesOptions): Promise<void> {
  const limit = new ClientRateLimit(reportRate(config.reportsPerMinute));
  const known = new KnownVersions(config);
  // With Prometheus as the judge (several pods), no pod judges its own share.
  const watch = config.canaryJudge === 'gateway' ? new CanaryWatch({ config, counts }) : null;
  watch?.start();
  app.addHook('onClose', async () => watch?.stop());

  // sendBeacon sends a string as text/plain; the JSON is checked by parseRemoteReport, not parsed here.
  for (const type of ['text/plain', 'application/json']) {
    app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
  }

  app.post(REMOTE_REPORTS_PATH, {
    bodyLimit: REMOTE_REPORT_MAX_BYTES,
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (limit.take(req.ip)) return;
      counts.batches.limited++;
      return reply.code(429).header('Retry-After', '60').header('Cache-Control', NO_STORE).send({ message: 'Too many report batches' });
    },
    errorHandler: (error: Error & { statusCode?: number }, _req, reply) => {
      const status = error.statusCode === 413 ? 413 : (error.statusCode ?? 500) < 500 ? error.statusCode! : 500;
      if (status === 413) counts.batches.too_large++;
      else if (status < 500) counts.batches.invalid++;
      return reply
        .code(status)
        .header('Cache-Control', NO_STORE)
        .send({ message: status === 413 ? 'Report batch too large' : 'Invalid report batch' });
    },
    handler: async (req, reply) => {
      reply.header('Cache-Control', NO_STORE);
      const batch = typeof req.body === 'string' ? parseRemoteReport(req.body) : null;
      if (!batch) {
        counts.batches.invalid++;
        return reply.code(400).send({ message: 'Invalid report batch' });
      }
      counts.batches.accepted++;
      const touched = new Set<string>();
      for (const row of batch.rows) {
        if (!known.has(row.remote, row.version)) counts.droppedRows.unknown_version++;
        else if (counts.add(row)) touched.add(row.remote);
      }
      const remotes = known.registry().remotes;
      watch?.reported([...touched].filter((name) => remotes[name]?.canary));
      return reply.code(204).send();
    },
  });

  app.get('/metrics', async (req, reply) => {
    reply.header('Cache-Control', NO_STORE);
    if (!metricsAllowed(config, req)) {
      if (config.metricsToken) return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ message: 'Scrape credential required' });
      return reply.code(403).send({ message: 'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere' });
    }
    return reply.type(PROMETHEUS_TYPE).send(renderMetrics(counts, known.registry()));
  });
}
