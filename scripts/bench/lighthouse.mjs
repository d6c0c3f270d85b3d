// 2. Lighthouse mobile performance (default mobile emulation and throttling) of the login page,
// each run beside a reference measured in the same run: a static page of the login page's byte
// size, plain text without web fonts or styles, served on loopback by the bench itself. On this
// shared 2-core machine a busy moment shows in both, so a bad figure of the login page alone is
// the page's own. Then signed-in deep links (the session put into the browser's storage first),
// each run, when a build of the provider's own panel is given, beside the panel's same page.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../tools.mjs';
import { CHROME_FLAGS, launchBrowser } from './browser.mjs';
import { signIn } from './login-bytes.mjs';
import { assertPanelBuild, checkPanelPages, NO_PANEL_PAGE, PANEL_LOGIN, PANEL_PAGES, PANEL_SESSION_KEYS, panelStorageUrl, servePanel } from './panel.mjs';

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

/**
 * What the page painted as its largest content, as Lighthouse names it (its selector and the
 * start of its text): the element whose paint the LCP figure times, so a figure can be read for
 * what it waited for. null when the report names none.
 */
export function lcpElementOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.find((item) => item?.type === 'node') ?? items.flatMap((item) => item?.items ?? []).find((item) => item?.node)?.node;
  if (!node) return null;
  const label = String(node.nodeLabel ?? '').slice(0, 40);
  return `${node.selector ?? node.snippet ?? '?'}${label ? ` "${label}"` : ''}`;
}

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
      lcpElement: lcpElementOf(lhr),
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

/** Puts localStorage `items` (and `cookies`) into the browser, at `storageUrl`: any document of the origin gives its storage. */
function storeSession(storageUrl, items, cookies = []) {
  return async (browser) => {
    const page = await browser.newPage();
    await page.goto(storageUrl);
    await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), items);
    if (cookies.length) await page.setCookie(...cookies);
    await page.close();
  };
}

/** The localStorage entries a Playwright storage state holds for `baseUrl`'s origin. */
const storedItems = (baseUrl, storageState) => storageState.origins.find((o) => o.origin === new URL(baseUrl).origin)?.localStorage ?? [];

/** Signs in through the login form (Playwright) and returns the storage state it left. */
async function signedInState(baseUrl, credentials) {
  const browser = await launchBrowser();
  try {
    return await signIn(browser, baseUrl, credentials);
  } finally {
    await browser.close();
  }
}

/** Ahead of the panel: a higher median score, or the same score and an earlier LCP. */
export const aheadOf = (ours, panel) => ours.score > panel.score || (ours.score === panel.score && ours.lcpMs < panel.lcpMs);

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

/** The provider's panel built in `dir`, served beside the gateway at `baseUrl`; its login page opened once (screenshot). */
async function startPanel(dir, baseUrl, shotsDir) {
  assertPanelBuild(dir);
  const server = await servePanel(dir, baseUrl);
  try {
    return { ...server, shotsDir, checks: await checkPanelPages(server.url, [], [PANEL_LOGIN], shotsDir) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The panel's column of one page: its runs, or why it has none (no such page, or the page threw when opened). */
function panelColumn(panel, panelPath) {
  const thrown = panel.checks.find((c) => c.path === panelPath)?.pageErrors[0];
  const error = !panelPath ? NO_PANEL_PAGE : thrown ? `the panel's page throws: ${thrown}` : null;
  return { path: panelPath ?? null, runs: [], ...(error ? { error } : {}) };
}

/** One run of the panel's page beside ours; a failure costs the panel's column only. */
async function runPanel(column, url, prepare = null) {
  if (column.error) return null;
  try {
    const run = await measuredRun(url, prepare);
    column.runs.push(run);
    return run;
  } catch (error) {
    column.error = firstLine(error);
    return null;
  }
}

const withMedian = (column) => (column.runs.length && !column.error ? { ...column, median: medians(column.runs) } : column);

/**
 * The login page and the reference, alternately, `runs` times; then each of `signedIn.paths`
 * `runs` times, signed in as `signedIn.credentials` (email, password, project). With
 * `panel.dir` (a production build of the provider's panel), each run of ours is followed by a run
 * of the panel's same page (its login page; PANEL_PAGES, signed in with our session), so a busy
 * moment of the machine falls on both. `onRun(page, i, ours, { reference, panel })`.
 */
export async function measureLighthouse(baseUrl, { runs = 5, signedIn = null, panel: panelOptions = null, onRun = () => {} } = {}) {
  process.env.CHROME_PATH = CHROMIUM;
  const loginUrl = `${baseUrl}/account/login`;
  const loginBytes = Buffer.byteLength(await (await fetch(loginUrl, { headers: { 'accept-encoding': 'identity' } })).text());
  const panel = panelOptions ? await startPanel(panelOptions.dir, baseUrl, panelOptions.shotsDir) : null;
  try {
    const reference = await serveReference(referencePage(loginBytes));
    const login = [];
    const ref = [];
    const panelLogin = panel && panelColumn(panel, PANEL_LOGIN);
    try {
      for (let i = 0; i < runs; i++) {
        login.push(await measuredRun(loginUrl));
        ref.push(await measuredRun(reference.url));
        const panelRun = panel && (await runPanel(panelLogin, `${panel.url}${PANEL_LOGIN}`));
        onRun('login', i + 1, login[i], { reference: ref[i], panel: panelRun });
      }
    } finally {
      await reference.close();
    }
    const pages = [];
    const storageState = signedIn ? await signedInState(baseUrl, signedIn.credentials) : null;
    const paths = signedIn?.paths ?? [];
    // The registry answer is a document of our origin that loads no code.
    const ourSession = storageState && storeSession(`${baseUrl}/mf/registry.json`, storedItems(baseUrl, storageState), storageState.cookies);
    let panelSession = null;
    if (panel && storageState) {
      const items = storedItems(baseUrl, storageState).filter(({ name }) => PANEL_SESSION_KEYS.includes(name));
      panelSession = storeSession(panelStorageUrl(panel.url), items);
      panel.checks.push(...(await checkPanelPages(panel.url, items, paths.map((path) => PANEL_PAGES[path]).filter(Boolean), panel.shotsDir)));
    }
    for (const path of paths) {
      const page = { path, runs: [] };
      const column = panel && panelColumn(panel, PANEL_PAGES[path]);
      try {
        for (let i = 0; i < runs; i++) {
          page.runs.push(await measuredRun(`${baseUrl}${path}`, ourSession));
          const panelRun = panel && (await runPanel(column, `${panel.url}${column.path}`, panelSession));
          onRun(path, i + 1, page.runs[i], { panel: panelRun });
        }
        page.median = medians(page.runs);
      } catch (error) {
        page.error = firstLine(error);
      }
      pages.push(panel ? { ...page, panel: withMedian(column) } : page);
    }
    return {
      loginBytes,
      runs: login,
      median: medians(login),
      reference: { runs: ref, median: medians(ref) },
      pages,
      ...(panel ? { panel: { dir: panelOptions.dir, login: withMedian(panelLogin), checks: panel.checks } } : {}),
    };
  } finally {
    await panel?.close();
  }
}
