// 5b. Canary releases judged by the browsers' reports, on a store of its own: the time
// from the report that completes a failing canary's sample to the registry serving no canary (the
// gateway's automatic abort), and the report endpoint under 500 reporting browsers.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../tools.mjs';
import { assertLoopback, startGateway } from './gateway.mjs';
import { deploy, median } from './delivery.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each simulated browser reports from an address of its own (the gateway trusts loopback's X-Forwarded-For here). */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function report(url, address, rows) {
  return fetch(`${url}/mf/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': address },
    body: JSON.stringify({ v: 1, rows }),
  }).then((r) => {
    if (r.status !== 204) throw new Error(`a report was answered ${r.status}`);
  });
}

let nextBrowser = 0;
/** The host sends a page's batch at most this often (host/src/remotes/reports.ts REPORT_DELAY_MS). */
const HOST_BATCH_EVERY_S = 5;

const canaryOf = async (url, remote) => (await (await fetch(`${url}/mf/registry.json`)).json()).remotes[remote]?.canary ?? null;

/**
 * `runs` canaries that fail on every load: live browsers report healthy loads, then canary browsers
 * report a load and a render error each; the clock starts when the batch that completes the
 * minimum sample is sent and stops when the registry the browsers fetch names no canary.
 */
async function timeToAbort(url, store, build, remote, { runs, minLoads, onRun }) {
  const times = [];
  let address = 0;
  for (let i = 0; i < runs; i++) {
    const version = `bench-canary-${i}`;
    deploy(store, ['canary', remote, '--from', build, '--version', version, '--percent', '50']);
    const live = { remote, version: 'bench-live', channel: 'live' };
    const canary = { remote, version, channel: 'canary' };
    for (let b = 0; b < minLoads; b++) await report(url, addressOf(++address), [{ ...live, kind: 'load', count: 1 }]);
    const failing = [
      { ...canary, kind: 'load', count: 1 },
      { ...canary, kind: 'render-error', detail: 'TypeError', count: 1 },
    ];
    for (let b = 0; b < minLoads - 1; b++) await report(url, addressOf(++address), failing);
    if ((await canaryOf(url, remote))?.version !== version) throw new Error(`the canary ${version} ended before its sample was complete`);
    const started = performance.now();
    await report(url, addressOf(++address), failing);
    while ((await canaryOf(url, remote)) !== null) {
      if (performance.now() - started > 30_000) throw new Error(`the canary ${version} was still running 30 s after its threshold`);
      await sleep(25);
    }
    const ms = performance.now() - started;
    times.push(ms);
    onRun('threshold → abort', i, ms);
  }
  return times;
}

/**
 * 500 connections, each a browser with its own address, posting a typical batch: at the pace the
 * host sends (a batch per browser every REPORT_DELAY_MS at most: `overallRate`), or, without
 * `overallRate`, as fast as answered (the per-client limit then refuses most of them).
 */
async function endpointUnderLoad(gateway, remote, browsers, seconds, overallRate) {
  const rssBefore = gateway.rssMB();
  const body = JSON.stringify({
    v: 1,
    rows: [
      { remote, version: 'bench-live', channel: 'live', kind: 'load', count: 1 },
      { remote: 'vpc', version: 'bench-live', channel: 'live', kind: 'load', count: 1 },
      { remote, version: 'bench-live', channel: 'live', kind: 'uncaught-error', detail: 'TypeError', file: '812.0a1b2c3d4e.js', count: 1 },
    ],
  });
  const cannon = await autocannon({
    url: `${gateway.url}/mf/reports`,
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    connections: browsers,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    setupClient: (client) => client.setHeaders({ 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': addressOf(100_000 + nextBrowser++) }),
  });
  return {
    browsers,
    seconds,
    overallRate: overallRate ?? null,
    reqPerSec: Math.round(cannon.requests.average),
    accepted: cannon['2xx'],
    limited: cannon.statusCodeStats?.['429']?.count ?? 0,
    other: cannon.non2xx - (cannon.statusCodeStats?.['429']?.count ?? 0),
    errors: cannon.errors,
    p50Ms: cannon.latency.p50,
    p99Ms: cannon.latency.p99,
    rssBeforeMB: rssBefore,
    rssAfterMB: gateway.rssMB(),
  };
}

export async function measureCanary({ runs = 5, remote = 'storage', minLoads = 50, browsers = 500, seconds = 10, onRun = () => {} } = {}) {
  const store = mkdtempSync(join(tmpdir(), 'portal-bench-canary-'));
  chmodSync(store, 0o755);
  const build = join(root, 'remotes', remote, 'dist');
  let gateway;
  try {
    deploy(store, ['publish', 'host', '--from', join(root, 'host/dist'), '--version', 'bench-host']);
    deploy(store, ['publish', remote, '--from', build, '--version', 'bench-live']);
    gateway = await startGateway({ preferredPort: 8292, storeDir: store, env: { CANARY_MIN_LOADS: String(minLoads), TRUST_PROXY: '127.0.0.1' } });
    assertLoopback(gateway.url);
    const abort = await timeToAbort(gateway.url, store, build, remote, { runs, minLoads, onRun });
    const paced = await endpointUnderLoad(gateway, remote, browsers, seconds, browsers / HOST_BATCH_EVERY_S);
    const flood = await endpointUnderLoad(gateway, remote, browsers, seconds);
    return { runs, minLoads, abortMedianMs: Math.round(median(abort)), abortMaxMs: Math.round(Math.max(...abort)), paced, flood };
  } finally {
    await gateway?.stop();
    rmSync(store, { recursive: true, force: true });
  }
}
