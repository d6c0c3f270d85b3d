import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { REMOTE_REPORTS_PATH } from '@portal/contracts/src/remote-reports';
import { appendHistory } from '@portal/registry';
import { toPersianDigits } from '@portal/locale';
import { createGateway } from '../server';
import { canaryStore, row } from '../reports/test-fixtures';
import { operatorMessages as m } from './messages';

const SECRET = 'op-secret;with=odd chars';
const signedIn = { cookie: `portal_operator=${encodeURIComponent(SECRET)}` };
const form = (secret: string) => ({
  method: 'POST' as const,
  url: '/operator/login',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ secret }).toString(),
});

describe('the operator page', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('does not exist without OPERATOR_SECRET', async () => {
    app = await createGateway(canaryStore());
    for (const url of ['/operator', '/operator/login']) expect((await app.inject(url)).statusCode).toBe(404);
    expect((await app.inject(form('anything'))).statusCode).toBe(404);
  });

  it('sends a visitor without the cookie to the sign-in form; a wrong secret gets 401 and no cookie', async () => {
    app = await createGateway(canaryStore(undefined, { OPERATOR_SECRET: SECRET }));
    const page = await app.inject('/operator');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/operator/login');
    expect((await app.inject({ url: '/operator', headers: { cookie: 'portal_operator=guess' } })).headers.location).toBe('/operator/login');
    const login = await app.inject('/operator/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<label for="secret">');
    expect(login.body).toContain('type="password"');
    expect(login.headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-[^']+'/);
    const wrong = await app.inject(form('op-secret'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain(m.login.wrong);
    expect(wrong.body).not.toContain('op-secret');
  });

  it('signs in with the right secret: an HttpOnly, SameSite=Strict cookie (Secure over https) and back to the page', async () => {
    app = await createGateway(canaryStore(undefined, { OPERATOR_SECRET: SECRET, TRUST_PROXY: '127.0.0.1' }));
    const ok = await app.inject(form(SECRET));
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/operator');
    expect(ok.headers['set-cookie']).toBe(`portal_operator=${encodeURIComponent(SECRET)}; HttpOnly; SameSite=Strict; Path=/`);
    const overTls = await app.inject({ ...form(SECRET), headers: { ...form(SECRET).headers, 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['set-cookie']).toContain('; Secure');
    expect((await app.inject({ url: '/operator', headers: signedIn })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/operator/logout', headers: signedIn });
    expect(out.headers['set-cookie']).toContain('Max-Age=0');
  });

  it('limits sign-in attempts per client', async () => {
    app = await createGateway(canaryStore(undefined, { OPERATOR_SECRET: SECRET }));
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await app.inject(form('wrong'))).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("shows each remote's live version, its canary, the reports per version and the last moves with their figures", async () => {
    const config = canaryStore('2026-01-01T08:00:00.000Z', { OPERATOR_SECRET: SECRET });
    appendHistory(config.storeDir, {
      name: 'storage',
      action: 'canary-abort',
      version: 'old',
      previous: 'A',
      commit: null,
      who: 'gateway',
      at: '2026-01-01T07:00:00.000Z',
      percent: 20,
      reason: 'automatic abort: canary 41.7 % failures (20/48) vs live 0 % (0/51) over 300 s',
      figures: {
        windowSeconds: 300,
        canary: { version: 'old', attempts: 48, failures: 20, rate: 20 / 48 },
        live: { version: 'A', attempts: 51, failures: 0, rate: 0 },
      },
    });
    app = await createGateway(config);
    const post = (payload: string) => app.inject({ method: 'POST', url: REMOTE_REPORTS_PATH, headers: { 'content-type': 'text/plain' }, payload });
    await post(JSON.stringify({ v: 1, rows: [row('A', 'load', 30), row('B', 'load', 9), row('B', 'render-error', 1, { detail: 'TypeError' })] }));
    const page = await app.inject({ url: '/operator', headers: signedIn });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).not.toContain('<script');
    const storage = page.body.slice(page.body.indexOf('id="remote-storage"'));
    expect(storage).toContain(`<dd data-live-version><bdi dir="ltr">A</bdi></dd>`);
    expect(storage).toContain(`<dd data-canary-version><bdi dir="ltr">B</bdi></dd>`);
    expect(storage).toContain(`<dd data-canary-percent>${toPersianDigits('50')}٪</dd>`);
    // The chart and the table of the same figures: B tried 9 times, failed once (11.1 %).
    expect(storage).toContain(`<title id="chart-storage-rates-title">${m.ratesChart}</title>`);
    expect(storage).toContain(`<td>${toPersianDigits('9')}</td><td>${toPersianDigits('1')}</td><td>${toPersianDigits('11')}٫${toPersianDigits('1')}٪</td>`);
    expect(storage).toContain(m.actions['canary-abort']);
    expect(storage).toContain(
      m.figuresText(
        `${toPersianDigits('41')}٫${toPersianDigits('7')}٪ (${toPersianDigits('20/48')})`,
        `${toPersianDigits('0')}٪ (${toPersianDigits('0/51')})`,
        toPersianDigits('300'),
      ),
    );
    // billing: no canary, no reports.
    const billing = page.body.slice(page.body.indexOf('id="remote-billing"'), page.body.indexOf('id="remote-storage"'));
    expect(billing).toContain(m.noCanary);
    expect(billing).toContain(m.noReports);
  });

  it("with PROMETHEUS_URL, shows the figures of every pod from Prometheus, and this pod's own when it does not answer", async () => {
    const asked: string[] = [];
    const prometheus = createServer((req, res) => {
      asked.push(decodeURIComponent(req.url ?? ''));
      const end = Number(new URL(req.url ?? '', 'http://x').searchParams.get('end'));
      const values = (v: number) => [[end, String(v)]];
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status: 'success',
          data: {
            resultType: 'matrix',
            result: [
              { metric: { version: 'B' }, values: values(70) },
              { metric: { version: 'B', kind: 'render-error' }, values: values(7) },
            ],
          },
        }),
      );
    });
    await new Promise<void>((r) => prometheus.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(prometheus.address() as AddressInfo).port}`;
    try {
      app = await createGateway(canaryStore(undefined, { OPERATOR_SECRET: SECRET, PROMETHEUS_URL: url }));
      const page = await app.inject({ url: '/operator', headers: signedIn });
      const storage = page.body.slice(page.body.indexOf('id="remote-storage"'));
      // 70 attempts, 7 failures (10 %), summed over the pods by Prometheus.
      expect(storage).toContain(`<td>${toPersianDigits('70')}</td><td>${toPersianDigits('7')}</td><td>${toPersianDigits('10')}٪</td>`);
      expect(asked.some((q) => q.startsWith('/api/v1/query_range?') && q.includes('remote="storage"'))).toBe(true);
    } finally {
      await new Promise((r) => prometheus.close(r));
    }
    await app.close();
    app = await createGateway(canaryStore(undefined, { OPERATOR_SECRET: SECRET, PROMETHEUS_URL: url }));
    expect((await app.inject({ url: '/operator', headers: signedIn })).statusCode).toBe(200);
  });
});
