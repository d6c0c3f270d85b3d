// Deep links: a page opened signed in as a first visit (a link in an e-mail, a bookmark in a new
// browser). Each run launches a new browser process, so nothing is warm: a new profile's empty
// HTTP cache, and so no V8 code cache (Chromium keeps it beside the cached script, in the profile),
// no spare renderer process, no open connection. The browser gets the demo user's stored session
// and opens the URL; the time is from navigation start to the PAINT of the first row (a list) or
// of the page's content (a detail): the Element Timing entry of the content's first paint (the
// content is marked `elementtiming` as it enters the DOM), or, when it was painted under a busy
// indicator, the paint of the frame that first shows it without one. Median of `runs`, unthrottled
// and with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate).
//
// Beside it, in the same run, the way this bench measured before (one warm browser, a new context
// per run, the time of the animation frame whose DOM holds the row): the pair shows what a warm
// browser hid. The login page (its form shown) is measured the same way, so a bad run of this
// shared machine shows in all. Then the waterfall of two deep links (a list, a zone's records):
// every request up to the first row, and the stages the first row waited for (see `waterfall`).
// By default the five pages of the first-visit figures (FIRST_VISIT); `BENCH_DEEP_LINKS=all` adds
// every live area's first list and detail page; `BENCH_AREAS=dns-cdn,vpc` limits it to those areas.
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
/** The first lists a fresh user was measured on (`:projectId`: the demo project's). */
const FIRST_VISIT = [
  { remote: 'cloud-infra', path: '/vm/:projectId/list' },
  { remote: 'cloud-infra', path: '/key/:projectId' },
  { remote: 'dns-cdn', path: '/cdn/:projectId/1/dns-record' },
  { remote: 'cloud-platform', path: '/kubernetes-cluster/:projectId' },
  { remote: 'billing', path: '/portal/wallet/invoice' },
];
/** What marks the content's paint (Element Timing's `identifier`). */
const PAINT_ID = 'bench-content';

/**
 * Runs in the page before its scripts. Marks each `content` element `elementtiming` as it enters
 * the DOM (and its descendants, which hold the text Element Timing reports), and resolves
 * `window.__benchShown` with `{ paintedMs, domMs }` after navigation start: `domMs` the animation
 * frame whose DOM first holds a visible `content` under `root` and no visible `busy` (this bench's
 * old measure), `paintedMs` the paint that first showed it (the content's first Element Timing
 * entry from that frame on; else the end of that frame's paint, the first task after it).
 */
function watchFirstContent({ root, content, busy, timeoutMs, id }) {
  const entries = [];
  let finish = () => undefined;
  window.__benchShown = new Promise((resolve) => (finish = resolve));
  // Without Element Timing (another engine), the paint of the frame that first shows the content.
  if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
    new PerformanceObserver((list) => entries.push(...list.getEntries().filter((e) => e.identifier === id))).observe({ type: 'element', buffered: true });
  }
  const mark = (el) => {
    if (el.hasAttribute('elementtiming')) return;
    el.setAttribute('elementtiming', id);
    for (const child of el.querySelectorAll('*')) child.setAttribute('elementtiming', id);
  };
  new MutationObserver(() => {
    const scope = document.querySelector(root);
    if (scope) for (const el of scope.querySelectorAll(content)) mark(el);
  }).observe(document, { childList: true, subtree: true });
  const shown = (el) => el.getClientRects().length > 0;
  const tick = () => {
    const scope = document.querySelector(root);
    if (scope && [...scope.querySelectorAll(content)].some(shown) && ![...scope.querySelectorAll(busy)].some(shown)) {
      const domMs = performance.now();
      // The first task after this frame's paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const afterPaintMs = performance.now();
        // Element Timing reports a paint a frame or two after it happened: wait for it a while.
        const settle = (tries) => {
          const painted = entries
            .map((e) => e.renderTime || e.loadTime)
            .filter((t) => t >= domMs - 1)
            .sort((a, b) => a - b)[0];
          if (painted !== undefined || tries === 0) return finish({ domMs, paintedMs: painted ?? afterPaintMs, byElementTiming: painted !== undefined });
          setTimeout(() => settle(tries - 1), 50);
        };
        settle(20);
      };
      // Posted from the frame's animation callbacks, it runs once the frame's rendering is done.
      channel.port2.postMessage(null);
      return;
    }
    if (performance.now() > timeoutMs) return finish(null);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Opens `url` signed in with `storageState` (or not) and returns `{ ms, domMs, page }`: `ms` the
 * content's paint. `fresh`: in a browser launched for this run alone (a first visit), else in a
 * new context of `browser` (warm: the way this bench measured before). `keep` keeps the page open
 * (the caller closes `page.context().browser()` for a fresh one, else its context).
 */
async function openOnce(browser, url, { storageState, root = '#content', content, cpu = 1, keep = false, fresh = true }) {
  const own = fresh ? await launchBrowser() : null;
  const context = await (own ?? browser).newContext({ ...CONTEXT_OPTIONS, ...(storageState ? { storageState } : {}) });
  const close = () => (own ? own.close() : context.close());
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(watchFirstContent, { root, content, busy: BUSY, timeoutMs: TIMEOUT, id: PAINT_ID });
    await page.goto(url);
    const shown = await page.evaluate(() => window.__benchShown);
    if (shown === null) {
      const shows = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      )
        .replace(/\s+/g, ' ')
        .slice(0, 160);
      throw new Error(`no content at ${new URL(url).pathname} within ${TIMEOUT} ms (page shows: ${shows})`);
    }
    return { ms: Math.round(shown.paintedMs), domMs: Math.round(shown.domMs), byElementTiming: shown.byElementTiming, page: keep ? page : null };
  } finally {
    if (!keep) await close();
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
      const list = template.replace(':projectId', projectId ?? '1');
      await page.goto(`${baseUrl}${list}`);
      await page
        .locator(`#content :is(${LIST_CONTENT})`)
        .first()
        .waitFor()
        .catch(() => undefined);
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
  if (entries.entryAt !== undefined)
    stages.unshift(`(the host's entry began to run at ${Math.round(entries.entryAt)} ms: what started before was asked by the document)`);
  const line = (r) =>
    `${String(Math.round(r.start)).padStart(6)} → ${String(Math.round(r.end)).padStart(6)} ms  ${r.type.padEnd(14)} ${short(r.name, entries.origin)}`;
  return { lines: requests.map(line), stages, count: count + 1 };
}

/**
 * `{ unthrottledMs, cpu4Ms, warmMs, warmDomMs }`: the medians of `runs` first visits of `url`
 * (fresh browsers, the content's paint) unthrottled and at 4× CPU, and of `runs` opens the old way
 * (a new context of the warm `browser`, the frame whose DOM holds the content), with each run.
 */
async function medians(browser, url, options, runs, onRun, label) {
  const out = {};
  for (const [key, cpu, fresh] of [
    ['unthrottled', 1, true],
    ['cpu4', 4, true],
    ['warm', 1, false],
  ]) {
    const runsOf = [];
    for (let i = 0; i < runs; i++) {
      runsOf.push(await openOnce(browser, url, { ...options, cpu, fresh }));
      onRun(label, key, i + 1, fresh ? runsOf.at(-1).ms : runsOf.at(-1).domMs);
    }
    if (fresh) {
      out[key] = runsOf.map((r) => r.ms);
      out[`${key}Ms`] = median(out[key]);
    } else {
      out.warmDom = runsOf.map((r) => r.domMs);
      out.warmDomMs = median(out.warmDom);
    }
    if (key === 'unthrottled') out.byElementTiming = runsOf.filter((r) => r.byElementTiming).length;
  }
  return out;
}

/** The first-visit pages with the demo project's id, as `deepLinks` lists them. */
function firstVisitLinks(registry, projectId) {
  const only = process.env.BENCH_AREAS?.split(',').filter(Boolean);
  return FIRST_VISIT.filter(({ remote }) => registry.remotes?.[remote] && (!only || only.includes(remote))).map(({ remote, path }) => ({
    remote,
    list: path.replace(':projectId', projectId),
    detail: null,
  }));
}

export async function measureDeepLinks(baseUrl, { email, password, runs = 5, onRun = () => {} }) {
  const browser = await launchBrowser();
  try {
    const storageState = await signIn(browser, baseUrl, { email, password, project: PROJECT });
    const registry = await (await fetch(`${baseUrl}/mf/registry.json`)).json();
    const projectId = storageProjectId(storageState) ?? '1';
    const links = process.env.BENCH_DEEP_LINKS === 'all' ? await deepLinks(browser, baseUrl, storageState) : firstVisitLinks(registry, projectId);
    const pages = [];
    for (const { remote, list, detail } of links) {
      for (const [kind, path, content] of [
        ['list', list, LIST_CONTENT],
        ['detail', detail, DETAIL_CONTENT],
      ]) {
        if (!path) {
          if (kind === 'detail' && process.env.BENCH_DEEP_LINKS !== 'all') continue;
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
    // Waterfalls of first visits: a list whose route declares its data (the zones), and the zone's
    // records, the deep link the issue traced (its records are asked by the zone's page once it has rendered).
    const dns = links.find((l) => l.remote === 'dns-cdn');
    const zone = /^\/cdn\/\d+\/\d+/.exec(dns?.detail ?? dns?.list ?? '')?.[0];
    const traced = dns ? [`/cdn/${projectId}`, ...(zone ? [`${zone}/dns-record`] : [])] : links.slice(0, 1).map((l) => l.list);
    const traces = [];
    for (const path of traced) {
      const remote = dns && path.startsWith('/cdn/') ? 'dns-cdn' : links.find((l) => l.list === path)?.remote;
      const { ms, page } = await openOnce(browser, `${baseUrl}${path}`, { storageState, content: LIST_CONTENT, keep: true });
      traces.push({ path, shownMs: ms, ...(await waterfall(page, ms, remote)) });
      await page.context().browser().close();
    }
    return { pages, login, traces };
  } finally {
    await browser.close();
  }
}

/** The project the stored session selected (the demo project), from its local storage. */
function storageProjectId(storageState) {
  for (const origin of storageState.origins ?? []) {
    const item = (origin.localStorage ?? []).find((i) => i.name === 'selectedProjectId');
    const id = item && /\d+/.exec(item.value)?.[0];
    if (id) return id;
  }
  return null;
}
