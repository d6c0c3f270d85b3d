import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { Bucket, parseBucketUrl, readBucketRegistry } from '@portal/registry';
import { cliWith, hostBuild, remoteBuild } from '@portal/registry/src/test-fixtures';
import { startTestS3, type TestS3 } from '@portal/registry/src/test-bucket';

// Delivery on more than one machine, with real parts on loopback: moto as the S3-compatible
// bucket, two gateway processes reading it, the CLI writing it, Debian's Prometheus judging the
// canary over both pods with deploy/prometheus/rules/canary.yml and Debian's Alertmanager sending
// the abort to the writer's webhook (gateway A plays the single writer). The figures it prints are
// the ones the README quotes.

const repo = resolve(__dirname, '../../..');
const tmp = (p: string) => mkdtempSync(join(tmpdir(), `two-gateways-${p}-`));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const METRICS_TOKEN = 'scrape-t0ken';
const WEBHOOK_TOKEN = 'hook-t0ken';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => done(port));
    });
  });
}

/** The gateway bundled as its build does (npm packages external), into a temporary file. */
async function bundleGateway(): Promise<string> {
  const req = createRequire(__filename);
  const externalNpm: Plugin = {
    name: 'external-npm',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@portal/') || args.path.startsWith('node:')) return undefined;
        return { path: req.resolve(args.path, { paths: [args.resolveDir] }), external: true };
      });
    },
  };
  const out = join(tmp('bundle'), 'gateway.cjs');
  await build({
    entryPoints: [join(repo, 'deploy/gateway/src/main.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    plugins: [externalNpm],
    logLevel: 'error',
  });
  return out;
}

const children: ChildProcess[] = [];
function start(cmd: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (c) => (err = (err + c).slice(-4000)));
  (child as ChildProcess & { lastErr: () => string }).lastErr = () => err;
  children.push(child);
  return child;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    let value: T | undefined;
    try {
      value = await read();
      if (ok(value)) return { value, ms: Date.now() - started };
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await pause(50);
  }
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(process.env, s3.env);
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await s3?.stop();
});

type Doc = { remotes: Record<string, { version: string; entry: string; canary?: { version: string } }> };

it('two gateways on one bucket: a rollback reaches both, a browser walking both sees no failed load, a canary failing across both is aborted once by Prometheus and Alertmanager', async () => {
  const store = await s3.newBucket();
  const run = (...args: string[]) => cliWith(s3.env, store, ...args);
  expect((await run('publish', 'host', '--from', hostBuild(), '--version', 'h1')).code).toBe(0);
  expect((await run('publish', 'storage', '--from', remoteBuild('storage', { marker: 'A' }), '--version', '1.0.0')).code).toBe(0);

  const bundle = await bundleGateway();
  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const [portA, portB, promPort, amPort] = ports as [number, number, number, number];
  const gateways = [portA, portB].map((p) => `http://127.0.0.1:${p}`);
  const gatewayEnv = (port: number, extra: Record<string, string> = {}) => ({
    ...s3.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tmp(`gw${port}`),
    STORE_URL: store,
    UPSTREAM_API_URL: 'http://127.0.0.1:9',
    METRICS_TOKEN,
    ...extra,
  });
  start(process.execPath, [bundle], gatewayEnv(portA, { ALERT_WEBHOOK_TOKEN: WEBHOOK_TOKEN }));
  start(process.execPath, [bundle], gatewayEnv(portB));
  for (const g of gateways)
    await until(
      `${g} ready`,
      async () => (await fetch(`${g}/readyz`)).status,
      (s) => s === 200,
      30_000,
    );

  // Prometheus and Alertmanager as deploy/prometheus configures them, at a test's pace (1 s).
  const conf = tmp('prom');
  writeFileSync(join(conf, 'metrics-token'), METRICS_TOKEN);
  writeFileSync(join(conf, 'hook-token'), WEBHOOK_TOKEN);
  writeFileSync(join(conf, 'canary.yml'), readFileSync(join(repo, 'deploy/prometheus/rules/canary.yml'), 'utf8').replace('interval: 15s', 'interval: 1s'));
  writeFileSync(
    join(conf, 'prometheus.yml'),
    JSON.stringify({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: [join(conf, 'canary.yml')],
      alerting: { alertmanagers: [{ static_configs: [{ targets: [`127.0.0.1:${amPort}`] }] }] },
      scrape_configs: [
        {
          job_name: 'portal-gateway',
          authorization: { type: 'Bearer', credentials_file: join(conf, 'metrics-token') },
          static_configs: [{ targets: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] }],
        },
      ],
    }),
  );
  writeFileSync(
    join(conf, 'alertmanager.yml'),
    readFileSync(join(repo, 'deploy/prometheus/alertmanager.yml'), 'utf8')
      .replace(/url: http:\/\/portal-canary-writer[^\n]*/, `url: ${gateways[0]}/operator/alerts`)
      .replace('/etc/portal-secrets/alert-webhook-token', join(conf, 'hook-token')),
  );
  mkdirSync(join(conf, 'am'));
  start('/usr/bin/prometheus-alertmanager', [
    `--config.file=${join(conf, 'alertmanager.yml')}`,
    `--storage.path=${join(conf, 'am')}`,
    `--web.listen-address=127.0.0.1:${amPort}`,
    '--cluster.listen-address=',
  ]);
  start('/usr/bin/prometheus', [
    `--config.file=${join(conf, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(conf, 'data')}`,
    `--web.listen-address=127.0.0.1:${promPort}`,
  ]);
  const prom = `http://127.0.0.1:${promPort}`;
  const query = async (q: string) =>
    ((await (await fetch(`${prom}/api/v1/query?query=${encodeURIComponent(q)}`)).json()) as { data: { result: Array<{ value: [number, string] }> } }).data
      .result;
  await until(
    'Prometheus scraping both gateways',
    () => query('sum(up{job="portal-gateway"})'),
    (r) => r[0]?.value[1] === '2',
    30_000,
  );

  const registryAt = async (g: string) => (await (await fetch(`${g}/mf/registry.json`)).json()) as Doc;
  const both = async () => Promise.all(gateways.map(registryAt));

  // 1. A browser walking both gateways during a publish: the registry from one, the entry from the other.
  let failed = 0;
  let loads = 0;
  let walking = true;
  const walk = (async () => {
    for (let i = 0; walking; i++) {
      const doc = await registryAt(gateways[i % 2]!);
      const r = await fetch(`${gateways[(i + 1) % 2]}${doc.remotes.storage!.entry}`);
      loads++;
      if (r.status !== 200) failed++;
    }
  })();
  expect((await run('publish', 'storage', '--from', remoteBuild('storage', { marker: 'B' }), '--version', '1.1.0')).code).toBe(0);
  const published = await until('the publish on both gateways', both, (ds) => ds.every((d) => d.remotes.storage!.version === '1.1.0'), 5000);
  // And a few more walks on the new version.
  const after = loads;
  await until(
    'walks after the publish',
    async () => loads,
    (n) => n >= after + 10,
    5000,
  );
  walking = false;
  await walk;
  expect(failed).toBe(0);
  expect(loads).toBeGreaterThan(10);

  // 2. A rollback reaches both within 5 s.
  const rollbackStart = Date.now();
  expect((await run('rollback', 'storage')).code).toBe(0);
  const rolled = await until('the rollback on both gateways', both, (ds) => ds.every((d) => d.remotes.storage!.version === '1.0.0'), 5000);
  const rollbackMs = Date.now() - rollbackStart;

  // 3. A canary failing in browsers on both gateways: 30 attempts each (below CANARY_MIN_LOADS 50 alone), 60 together.
  expect((await run('canary', 'storage', '1.1.0', '--percent', '50')).code).toBe(0);
  await until('the canary on both gateways', both, (ds) => ds.every((d) => d.remotes.storage!.canary?.version === '1.1.0'), 5000);
  // Both pods' zero series scraped before the first report (increase() counts changes only).
  await until(
    'the canary in Prometheus',
    () => query('count(count_over_time(portal_remote_loads_total{remote="storage",version="1.1.0"}[1m]) >= 2)'),
    (r) => r[0]?.value[1] === '2',
    15_000,
  );
  const batch = JSON.stringify({
    v: 1,
    rows: [
      { remote: 'storage', version: '1.1.0', channel: 'canary', kind: 'load', count: 30 },
      { remote: 'storage', version: '1.1.0', channel: 'canary', kind: 'render-error', detail: 'TypeError', count: 30 },
      { remote: 'storage', version: '1.0.0', channel: 'live', kind: 'load', count: 30 },
    ],
  });
  const report = (g: string, ip: string) =>
    fetch(`${g}/mf/reports`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip }, body: batch });
  expect((await report(gateways[0]!, '198.51.100.1')).status).toBe(204);
  // One pod's share alone is judged by nobody: once the rules have counted it, no alert, and the canary runs on.
  await until(
    "one pod's share in the rules",
    () => query('portal:canary_attempts:increase5m{remote="storage"}'),
    (r) => Number(r[0]?.value[1]) >= 30,
    15_000,
  );
  expect(await query('ALERTS{alertname="PortalCanaryWorse"}')).toEqual([]);
  expect((await readBucketRegistry(new Bucket(parseBucketUrl(store), s3.env))).doc.remotes.storage!.canary).toBeDefined();
  expect((await report(gateways[1]!, '198.51.100.2')).status).toBe(204);
  const crossed = Date.now();
  const bucket = new Bucket(parseBucketUrl(store), s3.env);
  const aborted = await until(
    'the abort in the bucket',
    async () => (await readBucketRegistry(bucket)).doc,
    (d) => !d.remotes.storage!.canary,
    60_000,
  );
  const abortMs = Date.now() - crossed;
  await until('live on both gateways', both, (ds) => ds.every((d) => !d.remotes.storage!.canary), 5000);
  expect(aborted.value.remotes.storage!.version).toBe('1.0.0');
  // Once the alert has resolved (the canary gone from every pod), it was acted on once.
  await until(
    'the alert resolved',
    () => query('ALERTS{alertname="PortalCanaryWorse"}'),
    (r) => r.length === 0,
    15_000,
  );
  const history = JSON.parse((await run('history', 'storage', '--json')).out) as Array<Record<string, unknown>>;
  const aborts = history.filter((r) => r.action === 'canary-abort');
  expect(aborts).toHaveLength(1);
  expect(aborts[0]).toMatchObject({
    version: '1.1.0',
    previous: '1.0.0',
    who: 'alertmanager',
    reason: expect.stringMatching(/^automatic abort: canary [\d.]+ % failures \(\d+\/\d+\) vs live 0 %/),
  });
  console.log(
    `two gateways on one bucket: publish on both ${published.ms} ms after its command returned, ${loads} walking loads, ${failed} failed; ` +
      `rollback on both ${rollbackMs} ms after the command started (${rolled.ms} ms after it returned); canary abort ${abortMs} ms after crossing the threshold`,
  );
  expect(rollbackMs).toBeLessThan(5000);
  expect(abortMs).toBeLessThan(60_000);
}, 180_000);
