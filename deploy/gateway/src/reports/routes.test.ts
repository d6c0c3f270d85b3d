import type { FastifyInstance } from 'fastify';
import { REMOTE_REPORT_MAX_BYTES, REMOTE_REPORTS_PATH, type RemoteReportRow } from '@portal/contracts/src/remote-reports';
import { readHistory, readRegistry } from '@portal/registry';
import { createGateway } from '../server';
import { reportRate } from './routes';
import { canaryStore, row } from './test-fixtures';

const batch = (...rows: RemoteReportRow[]) => JSON.stringify({ v: 1, rows });
const beacon = (payload: string, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: REMOTE_REPORTS_PATH,
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  payload,
  remoteAddress,
});

describe('POST /mf/reports and GET /metrics', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('takes a sendBeacon batch (or application/json) with 204 and counts it per remote, version and channel', async () => {
    app = await createGateway(canaryStore());
    expect((await app.inject(beacon(batch(row('A', 'load', 3), row('B', 'load', 2), row('B', 'render-error', 1, { detail: 'TypeError' }))))).statusCode).toBe(
      204,
    );
    const json = await app.inject({
      method: 'POST',
      url: REMOTE_REPORTS_PATH,
      headers: { 'content-type': 'application/json' },
      payload: batch(row('A', 'load', 1)),
    });
    expect(json.statusCode).toBe(204);
    const metrics = await app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(metrics.body).toContain('# TYPE portal_remote_loads_total counter');
    expect(metrics.body).toContain('portal_remote_loads_total{remote="storage",version="A",channel="live"} 4');
    expect(metrics.body).toContain('portal_remote_loads_total{remote="storage",version="B",channel="canary"} 2');
    expect(metrics.body).toContain('portal_remote_failures_total{remote="storage",version="B",channel="canary",kind="render-error"} 1');
    expect(metrics.body).toContain('portal_remote_report_batches_total{outcome="accepted"} 2');
    // Both sides of the running canary, at 0 before their first report of a kind; and the canary itself.
    expect(metrics.body).toContain('portal_remote_failures_total{remote="storage",version="A",channel="live",kind="load-failure"} 0');
    expect(metrics.body).toContain('portal_remote_failures_total{remote="storage",version="B",channel="canary",kind="uncaught-error"} 0');
    expect(metrics.body).toContain('portal_registry_canary{remote="storage",version="B",live_version="A",percent="50"} 1');
  });

  it('counts only versions the store holds: invented remotes and versions are dropped, not kept', async () => {
    app = await createGateway(canaryStore());
    const r = await app.inject(beacon(batch(row('old', 'load', 1), row('nope', 'load', 5), { ...row('A', 'load', 5), remote: 'invented' })));
    expect(r.statusCode).toBe(204);
    const metrics = (await app.inject('/metrics')).body;
    expect(metrics).toContain('portal_remote_loads_total{remote="storage",version="old",channel="live"} 1');
    expect(metrics).not.toContain('version="nope"');
    expect(metrics).not.toContain('remote="invented"');
    expect(metrics).toContain('portal_remote_report_rows_dropped_total{reason="unknown_version"} 2');
  });

  it('refuses a batch beyond the size limit with 413 and anything parseRemoteReport refuses with 400', async () => {
    app = await createGateway(canaryStore());
    // Well formed, only too large.
    const big = `${batch(row('A', 'load', 1))}${' '.repeat(REMOTE_REPORT_MAX_BYTES)}`;
    expect(big.length).toBeGreaterThan(REMOTE_REPORT_MAX_BYTES);
    expect((await app.inject(beacon(big))).statusCode).toBe(413);
    for (const bad of [
      'not json',
      '{"v":2,"rows":[]}',
      batch({ ...row('A', 'load', 1), count: 0 }),
      JSON.stringify({ v: 1, rows: [{ ...row('A', 'load', 1), page: '/x' }] }),
    ]) {
      expect((await app.inject(beacon(bad))).statusCode).toBe(400);
    }
    const metrics = (await app.inject('/metrics')).body;
    expect(metrics).toContain('portal_remote_report_batches_total{outcome="too_large"} 1');
    expect(metrics).toContain('portal_remote_report_batches_total{outcome="invalid"} 4');
    expect(metrics).toContain('portal_remote_report_batches_total{outcome="accepted"} 0');
    // Nothing counted: only the running canary's zero rows.
    expect(metrics).not.toMatch(/portal_remote_loads_total\{[^}]*\} [1-9]/);
  });

  it('answers 429 to a client past its burst, not to another client', async () => {
    app = await createGateway(canaryStore());
    const one = batch(row('A', 'load', 1));
    expect(reportRate(30).burst).toBe(10);
    for (let i = 0; i < 10; i++) expect((await app.inject(beacon(one, '198.51.100.7'))).statusCode).toBe(204);
    const limited = await app.inject(beacon(one, '198.51.100.7'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await app.inject(beacon(one, '198.51.100.8'))).statusCode).toBe(204);
    expect((await app.inject('/metrics')).body).toContain('portal_remote_report_batches_total{outcome="limited"} 1');
  });

  it('takes a larger burst with REPORTS_PER_MINUTE', async () => {
    app = await createGateway(canaryStore(undefined, { REPORTS_PER_MINUTE: '300' }));
    const codes = [];
    for (let i = 0; i < 101; i++) codes.push((await app.inject(beacon(batch(row('A', 'load', 1))))).statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(100);
    expect(codes.at(-1)).toBe(429);
  });

  it('aborts a failing canary right after the batch that crosses the line', async () => {
    const config = canaryStore(undefined, { CANARY_MIN_LOADS: '20' });
    app = await createGateway(config);
    await app.inject(beacon(batch(row('A', 'load', 30), row('B', 'load', 10))));
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeDefined();
    await new Promise((r) => setTimeout(r, 1000));
    expect((await app.inject(beacon(batch(row('B', 'load', 10), row('B', 'render-error', 10, { detail: 'TypeError' }))))).statusCode).toBe(204);
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeUndefined();
    expect(readHistory(config.storeDir, 'storage').at(-1)).toMatchObject({
      action: 'canary-abort',
      who: 'gateway',
      figures: { canary: { attempts: 20, failures: 10 }, live: { attempts: 30, failures: 0 } },
    });
  });

  describe('metrics access', () => {
    it('without METRICS_TOKEN: this machine only, and not through an untrusted proxy', async () => {
      app = await createGateway(canaryStore());
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
      // nginx on the same machine relays a remote client: it must not pass as local.
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    });

    it('behind a trusted proxy: the forwarded client decides', async () => {
      app = await createGateway(canaryStore(undefined, { TRUST_PROXY: '127.0.0.1' }));
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
    });

    it('with METRICS_TOKEN: only its bearer token, from anywhere; the operator secret opens nothing here', async () => {
      app = await createGateway(canaryStore(undefined, { METRICS_TOKEN: 'scrape-t0ken', OPERATOR_SECRET: 's3cret-operator' }));
      const none = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toContain('Bearer');
      expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-t0keN' } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret-operator' } })).statusCode).toBe(401);
      expect((await app.inject({ url: '/metrics', headers: { cookie: 'portal_operator=s3cret-operator' } })).statusCode).toBe(401);
      const ok = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer scrape-t0ken' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE portal_remote_failures_total counter');
    });

    it('the scrape credential does not open the operator page', async () => {
      app = await createGateway(canaryStore(undefined, { METRICS_TOKEN: 'scrape-t0ken', OPERATOR_SECRET: 's3cret-operator' }));
      const page = await app.inject({ url: '/operator', headers: { cookie: 'portal_operator=scrape-t0ken', authorization: 'Bearer scrape-t0ken' } });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe('/operator/login');
    });
  });
});
