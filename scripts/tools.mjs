// Shared by the root commands: finds or bootstraps pnpm, runs commands, installs Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const localPnpm = join(root, '.tools/node_modules/.bin/pnpm');

export function log(message) {
  process.stdout.write(`\n▶ ${message}\n`);
}

/** pnpm from PATH when it is the pinned major, else a private copy installed with npm. */
export function pnpmBin() {
  const wantedMajor = pinned.split('@')[1].split('.')[0];
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim().split('.')[0] === wantedMajor) return 'pnpm';
  if (!existsSync(localPnpm)) {
    log(`Installing ${pinned} into .tools/ (pnpm was not found)`);
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(root, '.tools'), pinned]);
  }
  return localPnpm;
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

export function pnpm(args, options) {
  run(pnpmBin(), args, options);
}

export function install() {
  log('Installing dependencies');
  pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
}

// Debian's chromium and the flags it needs on this kind of machine (closed network, root, no
// GPU); one file shared with playwright.config.ts.
const chromium = JSON.parse(readFileSync(join(root, 'scripts/chromium.json'), 'utf8'));
export const CHROMIUM = chromium.path;
export const CHROME_FLAGS = chromium.flags;

/** Installs Debian packages with apt (as root, or through passwordless sudo). */
function aptInstall(packages) {
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

/** Debian's chromium for the browser tests; never a browser download. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log('Installing Debian chromium (apt)');
  aptInstall(['chromium']);
}

export const NGINX = '/usr/sbin/nginx';

/** Debian's nginx: the delivery tests serve the store through it as it would be in production. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  log('Installing Debian nginx-light (apt)');
  aptInstall(['nginx-light']);
}

/**
 * Validators nobody here wrote, used by the sandbox tests: `kubectl config view` reads the
 * kubeconfigs the sandbox hands out, `named-checkzone` the zone files it exports,
 * `pdftotext` the invoice PDFs.
 */
export const CHECKERS = [
  { path: '/usr/bin/kubectl', pkg: 'kubernetes-client' },
  { path: '/usr/bin/named-checkzone', pkg: 'bind9-utils' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  // The delivery tests: `promtool check/test rules` on deploy/prometheus, and the Prometheus and
  // Alertmanager that judge a canary across gateways.
  { path: '/usr/bin/promtool', pkg: 'prometheus' },
  { path: '/usr/bin/prometheus-alertmanager', pkg: 'prometheus-alertmanager' },
];

export function ensureCheckers() {
  const missing = CHECKERS.filter((checker) => !existsSync(checker.path)).map((checker) => checker.pkg);
  ensureS3Server();
  if (missing.length === 0) return;
  log(`Installing Debian ${missing.join(', ')} (apt)`);
  aptInstall(missing);
}

/**
 * The bucket tests' S3 server: moto's `moto_server`, the one emulator at hand that honours
 * conditional writes (If-None-Match / If-Match on PutObject), which the store's writers rely on.
 * No npm emulator honours them and Debian's moto is older than the feature, so a machine without
 * it gets a private copy: Debian's python3-venv, then moto from the Python package index into
 * `.tools/moto`, put on PATH for the tests.
 */
const motoVenv = join(root, '.tools/moto');
export function ensureS3Server() {
  const onPath = () => spawnSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' }).stdout.trim();
  if (existsSync(join(motoVenv, 'bin/moto_server'))) process.env.PATH = `${join(motoVenv, 'bin')}:${process.env.PATH}`;
  if (onPath()) return;
  log("Installing moto's S3 server into .tools/moto (python3-venv from apt, moto from PyPI)");
  if (!existsSync('/usr/bin/python3') || spawnSync('python3', ['-c', 'import venv, ensurepip']).status !== 0) aptInstall(['python3-venv']);
  run('python3', ['-m', 'venv', motoVenv]);
  run(join(motoVenv, 'bin/pip'), ['install', '--quiet', 'moto[server]>=5.1']);
  process.env.PATH = `${join(motoVenv, 'bin')}:${process.env.PATH}`;
  if (!onPath()) throw new Error('moto_server is still not on PATH after installing moto[server] into .tools/moto');
}

export function spawnLong(cmd, args, options = {}) {
  return spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
}
