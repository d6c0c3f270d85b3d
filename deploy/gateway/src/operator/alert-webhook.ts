import type { FastifyInstance } from 'fastify';
import { abortCanary, isConflict, onStore, type CanaryFigures, type SideFigures } from '@portal/registry';
import type { GatewayConfig } from '../config';
import { NO_STORE } from '../cache-rules';
import { hasBearer } from '../operator-credential';
import { abortReason } from '../reports/canary-rule';

// POST /operator/alerts: Alertmanager's webhook (deploy/prometheus/alertmanager.yml). A firing
// PortalCanaryWorse aborts that canary in the store, through the same store interface as the CLI
// (a bucket: a conditional write of registry.json), naming in the history who aborted (the
// alert) and why (its figures). Only the version the alert judged is aborted: a canary replaced or
// ended meanwhile is left alone, so a repeated or late notification changes nothing. It is served
// by the one writer Alertmanager is pointed at (deploy/k8s: one replica); two receiving it at once
// would still abort once, as the registry write is conditional.

export const ALERTS_PATH = '/operator/alerts';
export const CANARY_ALERT = 'PortalCanaryWorse';

interface Alert {
  status?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const num = (value: string | undefined): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : 0;
};

function side(version: string, attempts: string | undefined, failures: string | undefined): SideFigures {
  const a = num(attempts);
  const f = num(failures);
  return { version, attempts: a, failures: f, rate: a ? f / a : 0 };
}

/** The figures the alert was raised on, from its annotations (deploy/prometheus/rules/canary.yml). */
export function figuresOf(alert: Alert): CanaryFigures {
  const l = alert.labels ?? {};
  const a = alert.annotations ?? {};
  return {
    windowSeconds: num(a.window_seconds),
    canary: side(l.version ?? '', a.canary_attempts, a.canary_failures),
    live: side(l.live_version ?? '', a.live_attempts, a.live_failures),
  };
}

export async function alertWebhook(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  app.post(ALERTS_PATH, async (req, reply) => {
    reply.header('Cache-Control', NO_STORE);
    if (!config.alertWebhookToken) return reply.code(404).send({ message: 'Not found' });
    if (!hasBearer(req, config.alertWebhookToken))
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="alerts"').send({ message: 'Webhook credential required' });
    let body = req.body as { alerts?: Alert[] } | string | null;
    try {
      if (typeof body === 'string') body = JSON.parse(body) as { alerts?: Alert[] };
    } catch {
      return reply.code(400).send({ message: 'Not an Alertmanager notification' });
    }
    const alerts = ((body as { alerts?: Alert[] } | null)?.alerts ?? []).filter(
      (a) => a.status === 'firing' && a.labels?.alertname === CANARY_ALERT && a.labels.remote && a.labels.version,
    );
    const results: Array<{ remote: string; version: string; aborted: boolean }> = [];
    for (const alert of alerts) {
      const name = alert.labels!.remote!;
      const version = alert.labels!.version!;
      const figures = figuresOf(alert);
      const reason = abortReason(figures);
      try {
        const { records } = await onStore({ store: config.storeUrl ?? config.storeDir, name, what: 'automatic abort' }, (dir) =>
          abortCanary({ store: dir, name, who: 'alertmanager', reason, expectedVersion: version, figures, lockWaitMs: 5000 }),
        );
        if (records.length) console.log(`[canary] ${name}@${version} aborted by Alertmanager: ${reason}`);
        results.push({ remote: name, version, aborted: records.length > 0 });
      } catch (error) {
        // Alertmanager sends the notification again on a failure: the next try starts from the new state.
        console.log(`[canary] ${name}@${version}: the abort failed, Alertmanager will retry: ${(error as Error).message}`);
        return reply.code(isConflict(error) ? 409 : 503).send({ message: 'The abort did not land; retry', results });
      }
    }
    return reply.send({ results });
  });
}
