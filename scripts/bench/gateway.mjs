// The bench's own gateway: production build (built when missing), fresh sandbox data, loopback only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, root, run } from '../tools.mjs';

const BUILD_OUTPUTS = ['host/dist/index.html', 'deploy/gateway/dist/main.js', '.data/store/registry.json'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Runs the production build when one of its outputs is missing (only the gateway's when `apiOnly`). */
export function ensureBuild({ apiOnly = false } = {}) {
  const needed = apiOnly ? BUILD_OUTPUTS.filter((file) => file.startsWith('deploy/')) : BUILD_OUTPUTS;
  const missing = needed.filter((file) => !existsSync(join(root, file)));
  if (missing.length === 0) return;
  log(`Missing ${missing.join(', ')}: running the production build`);
  run(process.execPath, ['scripts/build.mjs']);
}

/** Throws unless `url` points at this machine: only loopback may be load-tested. */
export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname)) throw new Error(`refusing to benchmark ${hostname}: only loopback addresses`);
}

/** `preferred` when it is free on 127.0.0.1, else any free port. */
function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const server = createServer().once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (null when unavailable). */
export function rssMB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return null;
  }
}

/**
 * Starts `node deploy/gateway/dist/main.js` and resolves once /mf/registry.json answers. With
 * `dataDir` it keeps that sandbox database (a restart finds what was written) and leaves it in place.
 */
export async function startGateway({ preferredPort = 8290, timeoutMs = 30_000, storeDir = join(root, '.data/store'), dataDir: keptDir = null, env = {} } = {}) {
  const port = await freePort(preferredPort);
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const url = `http://127.0.0.1:${port}`;
  assertLoopback(url);
  let output = '';
  const child = spawn(process.execPath, [join(root, 'deploy/gateway/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STORE_DIR: storeDir,
      SANDBOX_PROVISION_MS: '0',
      ...env,
    },
  });
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = code ?? signal));
  // Synchronous last resort, so the gateway never outlives the bench (crash, Ctrl-C).
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  async function stop() {
    process.off('exit', killOnExit);
    if (exited === null) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
      if (exited === null) child.kill('SIGKILL');
    }
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }

  /** kill -9: no shutdown hook runs, as when the machine loses the process. */
  async function crash() {
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
  }

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    const ok = await fetch(`${url}/mf/registry.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid, stop, crash, rssMB: () => rssMB(child.pid) };
    await sleep(200);
  }
  await stop();
  throw new Error(`gateway did not answer on ${url}/mf/registry.json (exit: ${exited})\n${output}`);
}
