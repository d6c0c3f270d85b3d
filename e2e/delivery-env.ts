// What the delivery suite runs against: its own store, gateway and nginx, so publishing and rolling
// back here never moves the store the other suites use.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(__dirname, '..');
const BIN = join(root, 'deploy/registry/bin/portal-deploy.mjs');
export const NGINX = '/usr/sbin/nginx';

export const GATEWAY_PORT = Number(process.env.E2E_DELIVERY_PORT ?? 8297);
export const NGINX_PORT = GATEWAY_PORT + 1;
export const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
export const nginxUrl = `http://127.0.0.1:${NGINX_PORT}`;

/** A folder nginx's unprivileged workers can read. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `portal-delivery-${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
}

/** `pnpm deploy:remote …` on this suite's store. */
export function deploy(store: string, ...args: string[]): { code: number | null; out: string; err: string; ms: number } {
  const started = Date.now();
  const r = spawnSync(process.execPath, [BIN, ...args, '--store', store], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_USER: 'e2e-operator' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr, ms: Date.now() - started };
}

/** JS-escaped form esbuild writes non-ASCII text in (`\u0641…`). */
const escaped = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) < 128 ? c : `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)).join('');

/**
 * Version B of a remote for the test: its production build with one visible string changed. The
 * changed file's precompressed copies are dropped (they hold the old text).
 */
export function buildWithChangedText(buildDir: string, from: string, to: string): string {
  return buildWithReplacedLiteral(buildDir, from, `"${escaped(to)}"`);
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})\n${log()}`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer\n${log()}`);
}

export interface Server {
  stop: () => Promise<void>;
}

function stopper(child: ChildProcess, signal: NodeJS.Signals): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    });
}

/** The gateway (host, store, registry, sandbox API) on this suite's store. */
export async function startGateway(store: string, env: Record<string, string> = {}): Promise<Server & { log: () => string }> {
  const data = tempDir('data');
  let output = '';
  const child = spawn(process.execPath, [join(root, 'deploy/gateway/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(GATEWAY_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      STORE_DIR: store,
      SANDBOX_PROVISION_MS: '1500',
      SANDBOX_EXPOSE_CODES: '1',
      ...env,
    },
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  await waitFor(`${gatewayUrl}/readyz`, child, () => output);
  const stop = stopper(child, 'SIGTERM');
  return { log: () => output, stop: async () => (await stop(), rmSync(data, { recursive: true, force: true })) };
}

/** Debian's nginx, unprivileged on loopback, serving the same store with /api sent to the gateway. */
export async function startNginx(store: string): Promise<Server & { prefix: string }> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: npm test installs nginx-light (apt)`);
  const prefix = tempDir('nginx');
  mkdirSync(join(prefix, 'tmp'));
  const render = spawnSync(
    process.execPath,
    [
      join(root, 'deploy/nginx/render.mjs'),
      '--store',
      store,
      '--api',
      `127.0.0.1:${GATEWAY_PORT}`,
      '--listen',
      `127.0.0.1:${NGINX_PORT}`,
      '--prefix',
      prefix,
      '--foreground',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (render.status !== 0) throw new Error(`render.mjs failed: ${render.stderr}`);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, render.stdout);
  const child = spawn(NGINX, ['-c', conf, '-p', prefix, '-e', join(prefix, 'error.log')]);
  let output = '';
  child.stderr?.on('data', (c) => (output += c));
  await waitFor(
    `${nginxUrl}/mf/registry.json`,
    child,
    () => output + (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''),
  );
  const stop = stopper(child, 'SIGQUIT');
  return { prefix, stop: async () => (await stop(), rmSync(prefix, { recursive: true, force: true })) };
}

export async function registry(baseUrl: string): Promise<{ remotes: Record<string, { version: string; integrity: string }>; host?: { version: string } }> {
  return (await fetch(`${baseUrl}/mf/registry.json`)).json();
}

/**
 * A build of a remote whose `from` string literal is replaced by a JavaScript expression, e.g. an
 * object, which React refuses to render: a version that throws on render, for the canary tests.
 */
export function buildWithReplacedLiteral(buildDir: string, from: string, expression: string): string {
  const dir = tempDir('build-x');
  cpSync(buildDir, dir, { recursive: true });
  let changed = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const file = join(dir, name);
    const body = readFileSync(file, 'utf8');
    const next = body
      .split(`"${escaped(from)}"`)
      .join(expression)
      .split(`"${from}"`)
      .join(expression);
    if (next === body) continue;
    writeFileSync(file, next);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    changed++;
  }
  if (!changed) throw new Error(`"${from}" is not in ${buildDir}`);
  return dir;
}

/** The store's history lines, oldest first. */
export function historyOf(store: string): Array<Record<string, unknown>> {
  const file = join(store, 'history.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
