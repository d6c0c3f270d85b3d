// The provider's own customer panel (a production build of its public source, made outside this
// repository: docs/performance.md) served on loopback for the Lighthouse step: its files, with its
// nginx's fallback to index.html, and /api/ passed to our gateway, so both panels read the same
// sandbox at the same moment.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTEXT_OPTIONS, launchBrowser } from './browser.mjs';

/**
 * The panel's page for each of ours (its router, src/routes/Router.tsx): the same paths for the
 * server list and a zone's DNS records; it has no SSH-key page (the key-list call is generated in
 * its API client, but no page uses it).
 */
export const PANEL_PAGES = { '/vm/1/list': '/vm/1/list', '/cdn/1/1/dns-record': '/cdn/1/1/dns-record', '/key/1': null };
export const NO_PANEL_PAGE = 'no such page in the panel';
/** The panel's sign-in page, measured beside ours. */
export const PANEL_LOGIN = '/account/login';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.ico', '.ttf']);

/** Throws unless `dir` holds a built panel (its index.html and CRA's asset manifest). */
export function assertPanelBuild(dir) {
  for (const file of ['index.html', 'asset-manifest.json']) {
    if (!existsSync(join(dir, file))) throw new Error(`BENCH_PANEL_DIR=${dir} holds no ${file}: not a production build of the panel`);
  }
}

/** Passes the request on to the gateway as it came (only the Host names the gateway). */
function proxy(apiUrl, req, res) {
  const target = new URL(apiUrl);
  const upstream = request(
    { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(String(error.message));
  });
  req.pipe(upstream);
}

/**
 * Serves the build in `dir` on 127.0.0.1 and passes /api/ to `apiUrl`. Files go gzip-compressed
 * when the browser accepts it, as ours do: its own nginx.conf turns no compression on, and the
 * comparison should not be won on that.
 */
export async function servePanel(dir, apiUrl) {
  const base = resolve(dir);
  const files = new Map(); // path → { type, plain, gzipped }
  const file = (path) => {
    if (!files.has(path)) {
      const plain = readFileSync(path);
      const ext = extname(path);
      files.set(path, { type: TYPES[ext] ?? 'application/octet-stream', plain, gzipped: COMPRESSIBLE.has(ext) ? gzipSync(plain) : null });
    }
    return files.get(path);
  };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://panel').pathname);
    if (pathname.startsWith('/api/')) return proxy(apiUrl, req, res);
    const wanted = resolve(base, `.${pathname}`);
    const found = wanted.startsWith(base + sep) && existsSync(wanted) && statSync(wanted).isFile();
    const { type, plain, gzipped } = file(found ? wanted : join(base, 'index.html'));
    const gzip = gzipped && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
    res.end(gzip ? gzipped : plain);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

/**
 * The localStorage keys the panel keeps its session in: the login answer in `loginInfo` (its
 * authSlice; requests carry its `accessToken` as a bearer) and the project in `selectedProjectId`
 * (its projectSlice). Ours keeps the same two, so our own signed-in state signs the panel in.
 */
export const PANEL_SESSION_KEYS = ['loginInfo', 'selectedProjectId'];

/** A file of the panel's origin that gives its storage without starting the app. */
export const panelStorageUrl = (panelUrl) => `${panelUrl}/asset-manifest.json`;

/**
 * Opens each panel page signed in (`items`: localStorage entries, Playwright), waits until the network is idle, saves a
 * screenshot in `shotsDir` and returns the API calls the sandbox did not answer with a 2xx (what a
 * page of theirs would lack here) and the errors the page threw (a page that throws is not measured).
 */
export async function checkPanelPages(panelUrl, items, paths, shotsDir) {
  mkdirSync(shotsDir, { recursive: true });
  const browser = await launchBrowser();
  try {
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext(CONTEXT_OPTIONS);
      try {
        const page = await context.newPage();
        await page.goto(panelStorageUrl(panelUrl));
        await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), items);
        const failedCalls = [];
        const pageErrors = [];
        page.on('pageerror', (error) => pageErrors.push(String(error.message).split('\n')[0]));
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (pathname.startsWith('/api/') && response.status() >= 300) failedCalls.push(`${response.request().method()} ${pathname} ${response.status()}`);
        });
        page.on('requestfailed', (req) => {
          const { pathname } = new URL(req.url());
          if (pathname.startsWith('/api/')) failedCalls.push(`${req.method()} ${pathname} failed`);
        });
        await page.goto(`${panelUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        const shot = join(shotsDir, `${path.replace(/^\//, '').replace(/\//g, '_')}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        results.push({ path, shownPath: new URL(page.url()).pathname, failedCalls: [...new Set(failedCalls)], pageErrors: [...new Set(pageErrors)], shot });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
