// Deep links: a page opened signed in in a fresh tab (a reload, a bookmark, a link in an e-mail).
// For the first list page and one detail page of every live area: a fresh browser context with the
// demo user's stored session and an empty HTTP cache opens the URL; the time is from navigation
// start to the first animation frame where the content area shows a table row (a list) or the
// page's content (a detail: a row, a card, a description list) and nothing busy. Median of
// `runs`, unthrottled and with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). The login
// page (its form shown) is measured the same way in the same run, so a bad run of this shared
// machine shows in both. Then the waterfall of two deep links (a list, a zone's records): every
// request up to the first row, and the stages the first row waited for (see `waterfall`).
// `BENCH_AREAS=dns-cdn,vpc` limits it to those areas, as for the click bench.
import { createRequire } from 'node:module';
import { CONTEXT_OPTIONS, launchBrowser } from './browser.mjs';
import { signIn } from './login-bytes.mjs';
import { median } from './click-to-content.mjs';
import stages from './stages.cjs';

const { stagesOf, ENTRY_MARK } = stages;

const require = createRequire(import.meta.url);
const { readAreas } = require('../../shared/build/src/areas.js');

const TIMEOUT = 30_000;
const PROJECT = 'پروژه اصلی';
/** A list page has shown its first row (or its empty table). */
const LIST_CONTENT = 'tr.ant-table-row, .ant-table-placeholder .ant-empty';
/** A detail page has shown what it is about. */
const DETAIL_CONTENT = 'tr.ant-table-row, .ant-descriptions, .ant-card, .ant-result, .ant-list-item, .ant-statistic';
const BUSY = '.ant-skeleton, .ant-spin-spinning, [role="progressbar"][aria-busy="true"]';
/** The areas reached from the top bar or the system menu, not the sidebar: their first list page. */
const FIRST_LIST = { billing: '/portal/wallet/invoice', support: '/portal/supports' };

/**
 * Runs in the page before its scripts: resolves `window.__benchShown` with the time after
 * navigation start of the first frame where `root` holds a visible `content` and no visible `busy`.
 */
function watchFirstContent({ root, content, busy, timeoutMs }) {
  window.__benchShown = new Promise((resolve) => {
    const shown = (el) => el.getClientRects().length > 0;
    const tick = () => {
      const scope = document.querySelector(root);
      if (scope && [...scope.querySelectorAll(content)].some(shown) && ![...scope.querySelectorAll(busy)].some(shown)) return resolve(performance.now());
      if (performance.now() > timeoutMs) return resolve(null);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Opens `url` in a fresh context (signed in with `storageState`, or not) and returns the time to content, with the page. */
async function openOnce(browser, url, { storageState, root = '#content', content, cpu = 1, keep = false }) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(watchFirstContent, { root, content, busy: BUSY, timeoutMs: TIMEOUT });
    await page.goto(url);
    const ms = await page.evaluate(() => window.__benchShown);
    if (ms === null) {
      const shows = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 160);
      throw new Error(`no content at ${new URL(url).pathname} within ${TIMEOUT} ms (page shows: ${shows})`);
    }
    const result = { ms: Math.round(ms), page: keep ? page : null };
    return result;
  } finally {
    if (!keep) await context.close();
  }
}

/** The pages to open: each live area's first list page and the first row's link under it (its detail page). */
async function deepLinks(browser, baseUrl, storageState) {
  const registry = await (await fetch(`${baseUrl}/mf/registry.json`)).json();
  const only = process.env.BENCH_AREAS?.split(',').filter(Boolean);
  const areas = readAreas().filter((area) => registry.remotes?.[area.remote] && (!only || only.includes(area.remote)));
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(`${baseUrl}/`);
    await page.locator('nav a[href^="/"]').first().waitFor();
    const projectId = await page.evaluate(() => /\/(\d+)(\/|$)/.exec(document.querySelector('nav a[href^="/vm/"]')?.getAttribute('href') ?? '')?.[1]);
    const links = [];
    for (const area of areas) {
      const template = FIRST_LIST[area.remote] ?? area.sidebar[0]?.path;
      if (!template) continue;
      const list = template.replace('{projectId}', projectId ?? '1');
      await page.goto(`${baseUrl}${list}`);
      await page.locator(`#content :is(${LIST_CONTENT})`).first().waitFor().catch(() => undefined);
      // The first row's own page: its first link, or the row itself when the row is what opens it.
      const row = page.locator('#content tr.ant-table-row').first();
      let detail = null;
      if (await row.count()) {
        const link = row.locator('a[href]').first();
        await ((await link.count()) ? link : row.locator('td').first()).click().catch(() => undefined);
        await page.waitForURL((url) => url.pathname !== list, { timeout: 5000 }).catch(() => undefined);
        await page.waitForTimeout(500); // a page that leads on to its first tab has done so
        const reached = new URL(page.url()).pathname;
        if (reached !== list && area.prefixes.some((p) => reached.startsWith(`${p}/`))) detail = reached;
      }
      links.push({ remote: area.remote, list, detail });
    }
    return links;
  } finally {
    await context.close();
  }
}

const short = (name, origin) => name.replace(origin, '').replace(/^\/remotes\/([^/]+)\/[^/]+\//, '/remotes/$1/…/');

/**
 * The waterfall of one open page: every request up to the first row (ms after navigation start),
 * and its stages (stages.cjs: the requests the first row depends on, each one stage after the
 * latest-staged one that had ended before it started; the render is the last).
 */
async function waterfall(page, shownMs, remote) {
  const entries = await page.evaluate((mark) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource').map((e) => ({ name: e.name, type: e.initiatorType, start: e.startTime, end: e.responseEnd }));
    const entryAt = performance.getEntriesByName(mark)[0]?.startTime;
    return { origin: location.origin, entryAt, requests: [{ name: location.href, type: 'document', start: 0, end: nav.responseEnd }, ...resources] };
  }, ENTRY_MARK);
  const requests = entries.requests.filter((r) => r.start <= shownMs).sort((a, b) => a.start - b.start);
  const { staged, count: withRender } = stagesOf(requests, remote, entries.entryAt);
  const count = withRender - 1;
  const stages = Array.from({ length: count }, (_, i) => {
    const members = staged.filter((r) => r.stage === i + 1);
    const from = Math.round(Math.min(...members.map((r) => r.start)));
    const to = Math.round(Math.max(...members.map((r) => r.end)));
    return `${i + 1}. ${from}–${to} ms: ${members.map((r) => short(r.name, entries.origin)).join(', ')}`;
  });
  stages.push(`${count + 1}. render: first row at ${shownMs} ms`);
  if (entries.entryAt !== undefined) stages.unshift(`(the host's entry began to run at ${Math.round(entries.entryAt)} ms: what started before was asked by the document)`);
  const line = (r) => `${String(Math.round(r.start)).padStart(6)} → ${String(Math.round(r.end)).padStart(6)} ms  ${r.type.padEnd(14)} ${short(r.name, entries.origin)}`;
  return { lines: requests.map(line), stages, count: count + 1 };
}

/** `{ unthrottledMs, cpu4Ms }`: the medians of `runs` fresh opens of `url`, and each run. */
async function medians(browser, url, options, runs, onRun, label) {
  const out = {};
  for (const [key, cpu] of [['unthrottled', 1], ['cpu4', 4]]) {
    const values = [];
    for (let i = 0; i < runs; i++) {
      values.push((await openOnce(browser, url, { ...options, cpu })).ms);
      onRun(label, key, i + 1, values.at(-1));
    }
    out[`${key}Ms`] = median(values);
    out[key] = values;
  }
  return out;
}

export async function measureDeepLinks(baseUrl, { email, password, runs = 5, onRun = () => {} }) {
  const browser = await launchBrowser();
  try {
    const storageState = await signIn(browser, baseUrl, { email, password, project: PROJECT });
    const links = await deepLinks(browser, baseUrl, storageState);
    const pages = [];
    for (const { remote, list, detail } of links) {
      for (const [kind, path, content] of [
        ['list', list, LIST_CONTENT],
        ['detail', detail, DETAIL_CONTENT],
      ]) {
        if (!path) {
          pages.push({ remote, kind, path: null, error: 'no row links to a page of the area' });
          continue;
        }
        try {
          pages.push({ remote, kind, path, ...(await medians(browser, `${baseUrl}${path}`, { storageState, content }, runs, onRun, path)) });
        } catch (error) {
          pages.push({ remote, kind, path, error: String(error.message).split('\n')[0] });
        }
      }
    }
    const login = await medians(browser, `${baseUrl}/account/login`, { root: 'body', content: 'form input' }, runs, onRun, '/account/login');
    // Waterfalls: a list whose route declares its data (the zones), and the zone's records, the
    // deep link the issue traced (its records are asked by the zone's page once it has rendered).
    const dns = links.find((l) => l.remote === 'dns-cdn');
    const zone = dns?.detail && /^\/cdn\/\d+\/\d+/.exec(dns.detail)?.[0];
    const traced = dns ? [dns.list, ...(zone ? [`${zone}/dns-record`] : [])] : links.slice(0, 1).map((l) => l.list);
    const traces = [];
    for (const path of traced) {
      const remote = links.find((l) => l.list === path || path.startsWith(`${l.list}/`))?.remote;
      const { ms, page } = await openOnce(browser, `${baseUrl}${path}`, { storageState, content: LIST_CONTENT, keep: true });
      traces.push({ path, shownMs: ms, ...(await waterfall(page, ms, remote)) });
      await page.context().close();
    }
    return { pages, login, traces };
  } finally {
    await browser.close();
  }
}
