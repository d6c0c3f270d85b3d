// 3. From the click on the sidebar's storage link to the first data row of the storage table.
import { CONTEXT_OPTIONS, launchBrowser } from './browser.mjs';

const UI = {
  email: 'ایمیل',
  password: 'رمز عبور',
  submit: 'ورود',
  dashboard: 'داشبورد',
  storage: 'فضای ذخیره\u200cسازی ابری',
  project: 'پروژه اصلی',
};
const ROW = '.ant-table-tbody tr.ant-table-row';
const TIMEOUT = 30_000;

/**
 * Arms an in-page stopwatch: starts at the next click (capture phase), stops at the first animation
 * frame where the storage list (/storage/<id>) shows a visible data row.
 */
function armStopwatch(timeoutMs) {
  window.__benchClick = new Promise((resolve) => {
    let start = null;
    document.addEventListener('click', () => (start ??= performance.now()), { capture: true, once: true });
    const deadline = performance.now() + timeoutMs;
    const tick = () => {
      const row = /^\/storage\/[^/]+\/?$/.test(location.pathname) && document.querySelector('.ant-table-tbody tr.ant-table-row');
      if (start !== null && row && row.getClientRects().length > 0) return resolve(performance.now() - start);
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
    const waitedFor = lines.find((line) => line.includes('waiting for'))?.replace(/\x1b\[\d+m/g, '').trim();
    throw new Error(`${name}: ${lines[0]}${waitedFor ? ` (${waitedFor})` : ''}`);
  }
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? null : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export async function measureClickToContent(baseUrl, { runs = 5, email, password, onRun = () => {} }) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext(CONTEXT_OPTIONS)).newPage();
    page.setDefaultTimeout(TIMEOUT);
    const dashboardHeading = page.getByRole('heading', { name: UI.dashboard });

    await step('log in through the form', async () => {
      await page.goto(`${baseUrl}/account/login`);
      await page.getByLabel(UI.email).fill(email);
      await page.getByLabel(UI.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: UI.submit, exact: true }).click();
      await dashboardHeading.waitFor();
    });
    // The storage link needs a project; choosing one opens /vm/<id>/list (that remote may not exist yet).
    await step('select a project', async () => {
      await page.getByTestId('project-selector').click();
      // antd's role=option elements are a hidden a11y listbox; the visible item carries the title.
      await page.locator(`.ant-select-item-option[title="${UI.project}"]`).click();
      await page.waitForURL(/\/vm\/\d+\/list/);
    });

    const times = [];
    for (let i = 0; i < runs; i++) {
      await step('back to the dashboard', async () => {
        await page.getByRole('link', { name: UI.dashboard, exact: true }).first().click();
        await dashboardHeading.waitFor();
      });
      await page.evaluate(armStopwatch, TIMEOUT);
      const wallStart = Date.now();
      await step(`storage list, run ${i + 1}`, async () => {
        await page.getByRole('link', { name: UI.storage }).click();
        // The row, or the host's ChunkFailure panel when the storage remote does not load.
        const failure = page.getByRole('alert').filter({ hasText: 'Loading chunk failed' });
        await page.locator(ROW).first().or(failure).first().waitFor({ state: 'visible' });
        if (await failure.isVisible()) throw new Error((await failure.innerText()).replace(/\s+/g, ' ').slice(0, 300));
      });
      const wallMs = Date.now() - wallStart;
      // The in-page figure excludes Playwright's round trips; fall back to wall time if the page reloaded.
      const inPage = await page.evaluate(() => window.__benchClick ?? null);
      const ms = Math.round(inPage ?? wallMs);
      times.push({ ms, wallMs, cold: i === 0 });
      onRun(i + 1, times[i]);
    }
    const warm = times.slice(1).map((t) => t.ms);
    return { coldMs: times[0].ms, warmMedianMs: median(warm), runs: times };
  } finally {
    await browser.close();
  }
}
