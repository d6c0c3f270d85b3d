// 2. Lighthouse mobile performance (default mobile emulation and throttling) of the login page,
// each run beside a reference measured in the same run: a static page of the login page's byte
// size, plain text without web fonts or styles, served on loopback by the bench itself. On this
// shared 2-core machine a busy moment shows in both, so a bad figure of the login page alone is
// the page's own. Then two signed-in deep links (the session put into the browser's storage first).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../tools.mjs';
import { CHROME_FLAGS, launchBrowser } from './browser.mjs';
import { signIn } from './login-bytes.mjs';

const require = createRequire(import.meta.url);
/** chrome-launcher and puppeteer-core are lighthouse's own dependencies (not the root's): resolved from there. */
const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
const importFromLighthouse = (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const KEYS = ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];
const medians = (runs) => Object.fromEntries(KEYS.map((key) => [key, median(runs.map((r) => r[key]))]));

/** One Lighthouse run in a fresh browser; `prepare(browser)` (puppeteer) runs first, e.g. to store a session. */
async function oneRun(url, prepare = null) {
  const launcher = await importFromLighthouse('chrome-launcher');
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  try {
    if (prepare) {
      const { default: puppeteer } = await importFromLighthouse('puppeteer-core');
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      try {
        await prepare(browser);
      } finally {
        await browser.disconnect();
      }
    }
    // With a session prepared, Lighthouse must not clear the origin's storage before loading.
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(prepare) };
    const { lhr } = await lighthouse(url, flags);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: lhr.categories.performance.score,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')),
      shownPath: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `oneRun`, run again after a Lighthouse runtime error (NO_NAVSTART and the like, which it asks to
 * be run again for): one failed trace on a busy machine would otherwise cost the whole step.
 */
async function measuredRun(url, prepare = null, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneRun(url, prepare);
    } catch (error) {
      if (attempt === attempts) throw error;
      console.log(
        `    (Lighthouse run failed, run again: ${String(error?.message ?? error)
          .split('\n')[0]
          .slice(0, 80)})`,
      );
    }
  }
}

/** A plain-text page of exactly `bytes` bytes: no script, no stylesheet, no web font. */
export function referencePage(bytes) {
  const head =
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>reference</title></head><body><main><h1>Reference page</h1><p>';
  const tail = '</p></main></body></html>';
  const words = 'The same number of bytes as the login page, as plain text, painted with the system font. ';
  const fill = Math.max(0, bytes - Buffer.byteLength(head) - Buffer.byteLength(tail));
  return head + words.repeat(Math.ceil(fill / words.length)).slice(0, fill) + tail;
}

/** Serves `html` on loopback (gzip when accepted, as the gateway answers the login page). */
async function serveReference(html) {
  const plain = Buffer.from(html);
  const gzipped = gzipSync(plain);
  const server = createServer((request, response) => {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    response.end(gzip ? gzipped : plain);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Puts a Playwright storage state (the signed-in session and selected project) into the browser. */
function storeSession(baseUrl, storageState) {
  const origin = new URL(baseUrl).origin;
  const items = storageState.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return async (browser) => {
    const page = await browser.newPage();
    // Any document of the origin gives its storage; the registry answer loads no code.
    await page.goto(`${origin}/mf/registry.json`);
    await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), items);
    if (storageState.cookies.length) await page.setCookie(...storageState.cookies);
    await page.close();
  };
}

/** Signs in through the login form (Playwright) and returns the storage state it left. */
async function signedInState(baseUrl, credentials) {
  const browser = await launchBrowser();
  try {
    return await signIn(browser, baseUrl, credentials);
  } finally {
    await browser.close();
  }
}

/**
 * The login page and the reference, alternately, `runs` times; then each of `signedIn.paths`
 * `runs` times, signed in as `signedIn.credentials` (email, password, project).
 */
export async function measureLighthouse(baseUrl, { runs = 5, signedIn = null, onRun = () => {} } = {}) {
  process.env.CHROME_PATH = CHROMIUM;
  const loginUrl = `${baseUrl}/account/login`;
  const loginBytes = Buffer.byteLength(await (await fetch(loginUrl, { headers: { 'accept-encoding': 'identity' } })).text());
  const reference = await serveReference(referencePage(loginBytes));
  const login = [];
  const ref = [];
  try {
    for (let i = 0; i < runs; i++) {
      login.push(await measuredRun(loginUrl));
      ref.push(await measuredRun(reference.url));
      onRun('login', i + 1, login[i], ref[i]);
    }
  } finally {
    await reference.close();
  }
  const pages = [];
  const storageState = signedIn ? await signedInState(baseUrl, signedIn.credentials) : null;
  for (const path of signedIn?.paths ?? []) {
    const page = { path, runs: [] };
    try {
      for (let i = 0; i < runs; i++) {
        page.runs.push(await measuredRun(`${baseUrl}${path}`, storeSession(baseUrl, storageState)));
        onRun(path, i + 1, page.runs[i]);
      }
      page.median = medians(page.runs);
    } catch (error) {
      page.error = String(error?.message ?? error).split('\n')[0];
    }
    pages.push(page);
  }
  return { loginBytes, runs: login, median: medians(login), reference: { runs: ref, median: medians(ref) }, pages };
}
