import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AddressInfo, createServer as createNetServer } from 'node:net';

// Debian's nginx with the rendered configuration: what a browser or a CDN is told to keep, and
// which client address reaches the gateway behind a CDN.

const NGINX = '/usr/sbin/nginx';
const render = resolve(__dirname, '../render.mjs');

const readable = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), `nginx-test-${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
};

const freePort = () =>
  new Promise<number>((done) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => done(port));
    });
  });

async function start(store: string, apiPort: number, trustedProxies = ''): Promise<{ url: string; child: ChildProcess }> {
  const prefix = readable('prefix');
  mkdirSync(join(prefix, 'tmp'));
  const port = await freePort();
  const args = [
    '--store',
    store,
    '--api',
    `127.0.0.1:${apiPort}`,
    '--listen',
    `127.0.0.1:${port}`,
    '--prefix',
    prefix,
    '--foreground',
    ...(trustedProxies ? ['--trusted-proxies', trustedProxies] : []),
  ];
  const rendered = spawnSync(process.execPath, [render, ...args], { encoding: 'utf8' });
  if (rendered.status !== 0) throw new Error(`render.mjs failed: ${rendered.stderr}`);
  writeFileSync(join(prefix, 'nginx.conf'), rendered.stdout);
  const child = spawn(NGINX, ['-c', join(prefix, 'nginx.conf'), '-p', prefix, '-e', join(prefix, 'error.log')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/mf/registry.json`);
      return { url, child };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not start: ${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`);
}

describe('nginx in front of a folder store', () => {
  const children: ChildProcess[] = [];
  let api: Server;
  let seen: IncomingHttpHeaders[] = [];
  let apiPort = 0;
  beforeAll(async () => {
    api = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(204).end();
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    apiPort = (api.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGQUIT');
    await new Promise((r) => api.close(r));
  });

  const store = () => {
    const dir = readable('store');
    mkdirSync(join(dir, 'remotes/storage/1.0.0'), { recursive: true });
    mkdirSync(join(dir, 'host/h1'), { recursive: true });
    chmodSync(join(dir, 'remotes'), 0o755);
    writeFileSync(join(dir, 'remotes/storage/1.0.0/remoteEntry.js'), 'var storage;');
    writeFileSync(join(dir, 'host/h1/index.html'), '<!doctype html><title>host</title>');
    writeFileSync(join(dir, 'registry.json'), JSON.stringify({ remotes: {} }));
    return dir;
  };

  it('keeps a versioned file for a year only when it is there: a missing one is no-store', async () => {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: npm test installs nginx-light (apt)`);
    const { url, child } = await start(store(), apiPort);
    children.push(child);
    const there = await fetch(`${url}/remotes/storage/1.0.0/remoteEntry.js`);
    expect(there.status).toBe(200);
    expect(there.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/remotes/storage/9.9.9/remoteEntry.js', '/main.0123456789.js']) {
      const missing = await fetch(`${url}${path}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('behind a trusted CDN, sends the browser as the client; an untrusted hop cannot pick its address', async () => {
    const trusted = await start(store(), apiPort, '127.0.0.1');
    const plain = await start(store(), apiPort);
    children.push(trusted.child, plain.child);
    seen = [];
    await fetch(`${trusted.url}/mf/reports`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' }, body: '{}' });
    await fetch(`${plain.url}/mf/reports`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' }, body: '{}' });
    expect(seen.map((h) => h['x-forwarded-for'])).toEqual(['198.51.100.7', '127.0.0.1']);
  });

  it('on a bucket store, fronts the gateways and serves nothing from a folder', async () => {
    const prefix = readable('bucket');
    mkdirSync(join(prefix, 'tmp'));
    const r = spawnSync(
      process.execPath,
      [
        render,
        '--store',
        's3://portal-store/p',
        '--api',
        '127.0.0.1:8080',
        '--listen',
        '127.0.0.1:18081',
        '--prefix',
        prefix,
        '--trusted-proxies',
        '10.0.0.0/8',
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/\b(alias|root)\b/);
    expect(r.stdout).toContain('proxy_pass http://portal_gateways;');
    expect(r.stdout).toContain('set_real_ip_from 10.0.0.0/8;');
    writeFileSync(join(prefix, 'nginx.conf'), r.stdout);
    const check = spawnSync(NGINX, ['-t', '-c', join(prefix, 'nginx.conf'), '-p', prefix, '-e', join(prefix, 'error.log')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});
