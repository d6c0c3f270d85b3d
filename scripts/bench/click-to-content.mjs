// 3. Click-to-content for every area in the live registry: from the click on the area's first
// sidebar link to the first frame where the area's page shows its content (a table row, an empty
// table, a card, a description list or a result) with no spinner or skeleton left in the content.
//   cold: a signed-in browser context with an empty HTTP cache opens `/`, waits for the network to
//         go idle (what the shell prefetches on idle counts; a user reads the dashboard first) and
//         clicks; the remote was never loaded in this page. One fresh context per run.
//   cold after hover: the same, but the pointer rests on the link for HOVER_MS before the click, as a
//         user's pointer travels to it (the shell starts loading the area on hover); timed from the click.
//   warm: the same page afterwards, back to the dashboard and click again (remote already loaded).
//   early: the same as cold, but the click comes as soon as the dashboard shows its link, while the
//          shell's idle work (antd's roots, warming the linked areas) is still to come or under way.
// "Settled" for cold runs: the network is idle and the shell has marked its idle work done
// (shell-marks.mjs), or it waited its longest for the mark (a host without it).
import { createRequire } from 'node:module';
import { CONTEXT_OPTIONS, launchBrowser } from './browser.mjs';
import { signIn } from './login-bytes.mjs';
import { shellSettled } from './shell-marks.mjs';

const require = createRequire(import.meta.url);
const { readAreas } = require('../../shared/build/src/areas.js');

const UI = { dashboard: 'داشبورد', project: 'پروژه اصلی' };
const TIMEOUT = 30_000;
/** How long the pointer rests on the link before the click in the hover variant. */
export const HOVER_MS = 150;
const CONTENT = 'tr.ant-table-row, .ant-table-placeholder .ant-empty, .ant-empty, .ant-card, .ant-descriptions, .ant-result, .ant-list-item';
const BUSY = '.ant-skeleton, .ant-spin-spinning, [role="progressbar"][aria-busy="true"]';

/**
 * Marks what the content area shows now (the dashboard) and arms an in-page stopwatch: it starts
 * at the next click (capture phase) and stops at the first animation frame where the URL is under
 * `prefix` and the content area shows new content and nothing busy.
 */
function armStopwatch({ prefix, content, busy, timeoutMs }) {
  for (const el of document.querySelectorAll('#content *')) el.__benchOld = true;
  window.__benchClick = new Promise((resolve) => {
    let start = null;
    document.addEventListener('click', () => (start ??= performance.now()), { capture: true, once: true });
    const deadline = performance.now() + timeoutMs;
    const tick = () => {
      const root = document.querySelector('#content');
      const shown = (el) => !el.__benchOld && el.getClientRects().length > 0;
      const ready =
        root && location.pathname.startsWith(prefix) && [...root.querySelectorAll(content)].some(shown) && ![...root.querySelectorAll(busy)].some(shown);
      if (start !== null && ready) return resolve(performance.now() - start);
      if (performance.now() > deadline) return resolve(null);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Names the step in the error, so a broken page says where it broke. */
async function step(name, fn) {
  try {
    return await fn();
  } catch (error) {
    const lines = String(error.message).split('\n');
    const waitedFor = lines
      .find((line) => line.includes('waiting for'))
      ?.replace(/\x1b\[\d+m/g, '')
      .trim();
    throw new Error(`${name}: ${lines[0]}${waitedFor ? ` (${waitedFor})` : ''}`);
  }
}

export const median = (values) => {
  const s = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? null : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Clicks the area's link (after resting the pointer on it for `hoverMs`, when given) and returns the
 * in-page time from the click to content (throws on a failure panel or a timeout).
 */
async function clickOnce(page, link, prefix, hoverMs = 0) {
  await page.evaluate(armStopwatch, { prefix, content: CONTENT, busy: BUSY, timeoutMs: TIMEOUT });
  if (hoverMs) {
    await link.hover();
    await page.waitForTimeout(hoverMs);
  }
  await link.click();
  const failure = page.locator('#content [role="alert"]').filter({ hasText: /chunk|Loading|remote/i });
  const ms = await Promise.race([
    page.evaluate(() => window.__benchClick),
    failure
      .first()
      .waitFor({ state: 'visible', timeout: TIMEOUT })
      .then(async () => {
        throw new Error((await failure.first().innerText()).replace(/\s+/g, ' ').slice(0, 200));
      }),
  ]);
  if (ms === null) throw new Error(`no content under ${prefix} within ${TIMEOUT} ms`);
  return Math.round(ms);
}

/**
 * The areas a signed-in user reaches from the sidebar: declared with links and live in the registry
 * (only those named in BENCH_AREAS, comma-separated, when it is set).
 */
async function liveAreas(baseUrl) {
  const registry = await (await fetch(`${baseUrl}/mf/registry.json`)).json();
  const only = process.env.BENCH_AREAS?.split(',').filter(Boolean);
  return readAreas().filter((area) => area.sidebar.length > 0 && registry.remotes?.[area.remote] && (!only || only.includes(area.remote)));
}

export async function measureClickToContent(baseUrl, { runs = 5, email, password, onRun = () => {} }) {
  const areas = await liveAreas(baseUrl);
  const browser = await launchBrowser();
  try {
    const storageState = await step('sign in and select a project', () => signIn(browser, baseUrl, { email, password, project: UI.project }));
    const results = [];
    for (const area of areas) {
      const first = area.sidebar[0];
      const prefix = `/${first.path.split('/')[1]}/`;
      const result = { remote: area.remote, path: first.path, early: [], cold: [], coldHover: [], warm: [], settledAtMs: [], error: null };
      results.push(result);
      try {
        let page = null;
        for (const [kind, hoverMs] of [
          ['early', 0],
          ['cold', 0],
          ['coldHover', HOVER_MS],
        ]) {
          for (let i = 0; i < runs; i++) {
            if (page) await page.context().close();
            page = await (await browser.newContext({ ...CONTEXT_OPTIONS, storageState })).newPage();
            page.setDefaultTimeout(TIMEOUT);
            await step(`${area.remote}: open / (${kind} ${i + 1})`, async () => {
              await page.goto(`${baseUrl}/`);
              await page.getByRole('heading', { name: UI.dashboard }).waitFor();
              await page.locator(`nav a[href^="${prefix}"]`).first().waitFor();
              if (kind === 'early') return;
              await page.waitForLoadState('networkidle');
              const settledAt = await shellSettled(page);
              if (settledAt !== null) result.settledAtMs.push(Math.round(settledAt));
              await page.waitForLoadState('networkidle');
            });
            const link = page.locator(`nav a[href^="${prefix}"]`).first();
            const ms = await step(`${area.remote}: ${kind} click ${i + 1}`, () => clickOnce(page, link, prefix, hoverMs));
            result[kind].push(ms);
            onRun(area.remote, kind, i + 1, ms);
          }
        }
        for (let i = 0; i < runs; i++) {
          await step(`${area.remote}: back to the dashboard`, async () => {
            await page.getByRole('link', { name: UI.dashboard, exact: true }).first().click();
            await page.getByRole('heading', { name: UI.dashboard }).waitFor();
          });
          const ms = await step(`${area.remote}: warm click ${i + 1}`, () => clickOnce(page, page.locator(`nav a[href^="${prefix}"]`).first(), prefix));
          result.warm.push(ms);
          onRun(area.remote, 'warm', i + 1, ms);
        }
        await page.context().close();
      } catch (error) {
        result.error = String(error.message).split('\n')[0];
        onRun(area.remote, 'error', 0, result.error);
      }
      result.earlyMedianMs = median(result.early);
      result.settledAtMedianMs = median(result.settledAtMs);
      result.coldMedianMs = median(result.cold);
      result.coldHoverMedianMs = median(result.coldHover);
      result.warmMedianMs = median(result.warm);
    }
    return { areas: results };
  } finally {
    await browser.close();
  }
}
