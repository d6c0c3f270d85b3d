// 5. Independent delivery, on a store of its own (the portal's store is left alone): rollback time
// from the command to the registry serving the old version, publish time of one remote without its
// build, and registry response time.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../tools.mjs';
import { assertLoopback, startGateway } from './gateway.mjs';

const BIN = join(root, 'deploy/registry/bin/portal-deploy.mjs');
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `portal-deploy <args> --store <store> --json`: its wall time and its JSON answer. */
export function deploy(store, args) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args, '--store', store, '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_USER: 'bench' },
  });
  if (r.status !== 0) throw new Error(`portal-deploy ${args.join(' ')}: ${r.stderr.trim()}`);
  return { ms: performance.now() - started, json: JSON.parse(r.stdout.trim().split('\n').at(-1)) };
}

async function liveVersion(url, name) {
  const doc = await (await fetch(`${url}/mf/registry.json`)).json();
  return doc.remotes[name]?.version;
}

export async function measureDelivery({ runs = 5, remote = 'storage', onRun = () => {} } = {}) {
  const store = mkdtempSync(join(tmpdir(), 'portal-bench-store-'));
  chmodSync(store, 0o755);
  const build = join(root, 'remotes', remote, 'dist');
  let gateway;
  try {
    deploy(store, ['publish', 'host', '--from', join(root, 'host/dist'), '--version', 'bench-host']);
    // Publish: the same build under fresh versions (copy, smoke load, pointer switch; no build).
    const publishWall = [];
    const publishInProcess = [];
    for (let i = 0; i < runs; i++) {
      const r = deploy(store, ['publish', remote, '--from', build, '--version', `bench-${i}`]);
      publishWall.push(r.ms);
      publishInProcess.push(r.json.ms);
      onRun('publish', i, r.ms);
    }
    gateway = await startGateway({ preferredPort: 8291, storeDir: store });
    assertLoopback(gateway.url);
    // Rollback: from starting the command until the registry the browser fetches names the old version.
    const rollback = [];
    for (let i = 0; i < runs; i++) {
      const current = await liveVersion(gateway.url, remote);
      const started = performance.now();
      const { json } = deploy(store, ['rollback', remote]);
      while ((await liveVersion(gateway.url, remote)) !== json.version) {
        if (performance.now() - started > 10_000) throw new Error(`the registry did not show ${json.version} within 10 s`);
      }
      const ms = performance.now() - started;
      rollback.push(ms);
      onRun('rollback', i, ms, `${current} → ${json.version}`);
    }
    const cannon = await autocannon({ url: `${gateway.url}/mf/registry.json`, connections: 10, duration: 5 });
    return {
      runs,
      rollbackMedianMs: Math.round(median(rollback)),
      rollbackMaxMs: Math.round(Math.max(...rollback)),
      publishMedianMs: Math.round(median(publishWall)),
      publishInProcessMedianMs: Math.round(median(publishInProcess)),
      registry: {
        reqPerSec: Math.round(cannon.requests.average),
        p50Ms: cannon.latency.p50,
        p99Ms: cannon.latency.p99,
        non2xx: cannon.non2xx,
        errors: cannon.errors,
      },
    };
  } finally {
    await gateway?.stop();
    rmSync(store, { recursive: true, force: true });
  }
}
