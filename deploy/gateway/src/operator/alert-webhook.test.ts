import type { FastifyInstance } from 'fastify';
import { readHistory, readRegistry } from '@portal/registry';
import { createGateway } from '../server';
import { canaryStore } from '../reports/test-fixtures';

// Alertmanager's webhook on the canary writer: the alert's canary aborted in the store, once.

const TOKEN = 'alert-hook-t0ken';
const notification = (status = 'firing', version = 'B') => ({
  version: '4',
  status,
  receiver: 'portal-canary-writer',
  alerts: [
    {
      status,
      labels: { alertname: 'PortalCanaryWorse', remote: 'storage', version, live_version: 'A', severity: 'page', action: 'abort-canary' },
      annotations: { window_seconds: '300', canary_attempts: '60', canary_failures: '30', live_attempts: '90', live_failures: '0' },
    },
  ],
});
const post = (app: FastifyInstance, payload: unknown, token = TOKEN) =>
  app.inject({
    method: 'POST',
    url: '/operator/alerts',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('POST /operator/alerts', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('does not exist without ALERT_WEBHOOK_TOKEN, and takes only its bearer token', async () => {
    app = await createGateway(canaryStore());
    expect((await post(app, notification())).statusCode).toBe(404);
    await app.close();
    const config = canaryStore(undefined, { ALERT_WEBHOOK_TOKEN: TOKEN, OPERATOR_SECRET: 'op' });
    app = await createGateway(config);
    expect((await post(app, notification(), 'op')).statusCode).toBe(401);
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeDefined();
  });

  it("aborts the alert's canary once, saying in the history who and why, with the figures", async () => {
    const config = canaryStore(undefined, { ALERT_WEBHOOK_TOKEN: TOKEN, CANARY_JUDGE: 'prometheus' });
    app = await createGateway(config);
    const r = await post(app, notification());
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ results: [{ remote: 'storage', version: 'B', aborted: true }] });
    expect(readRegistry(config.storeDir).remotes.storage).toMatchObject({ version: 'A' });
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeUndefined();
    expect(readHistory(config.storeDir, 'storage').at(-1)).toMatchObject({
      action: 'canary-abort',
      version: 'B',
      who: 'alertmanager',
      reason: 'automatic abort: canary 50 % failures (30/60) vs live 0 % (0/90) over 300 s',
      figures: {
        windowSeconds: 300,
        canary: { version: 'B', attempts: 60, failures: 30, rate: 0.5 },
        live: { version: 'A', attempts: 90, failures: 0, rate: 0 },
      },
    });
    // Alertmanager repeats the notification: nothing more happens.
    const lines = readHistory(config.storeDir).length;
    expect((await post(app, notification())).json()).toEqual({ results: [{ remote: 'storage', version: 'B', aborted: false }] });
    expect(readHistory(config.storeDir)).toHaveLength(lines);
  });

  it('leaves alone a canary the alert did not judge, and ignores resolved alerts', async () => {
    const config = canaryStore(undefined, { ALERT_WEBHOOK_TOKEN: TOKEN });
    app = await createGateway(config);
    expect((await post(app, notification('firing', 'other'))).json()).toEqual({ results: [{ remote: 'storage', version: 'other', aborted: false }] });
    expect((await post(app, notification('resolved'))).json()).toEqual({ results: [] });
    expect(readRegistry(config.storeDir).remotes.storage!.canary!.version).toBe('B');
  });
});
