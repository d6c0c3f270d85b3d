// 1. JavaScript the login page loads before the network goes idle (prefetches counted apart).
import { gzipSync } from 'node:zlib';
import { CONTEXT_OPTIONS, launchBrowser } from './browser.mjs';

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const UI = { email: 'ایمیل', password: 'رمز عبور', submit: 'ورود', dashboard: 'داشبورد' };

/** A `<link rel=prefetch>`: Chromium marks it `Sec-Purpose: prefetch` and Playwright does not call it a script. */
async function isPrefetch(request) {
  const purpose = (await request.allHeaders().catch(() => ({})))['sec-purpose'] ?? '';
  return purpose.includes('prefetch') || request.resourceType() !== 'script';
}

async function sizes(response) {
  const body = await response.body().catch(() => null);
  const encoded = response.headers()['content-encoding'];
  const raw = body?.length ?? Number(response.headers()['content-length'] ?? 0);
  // The targets are in gzip bytes, whatever the server sent: brotli (smaller) when the browser
  // accepts it, so what went over the wire is counted apart.
  const gzip = body ? gzipSync(body, { level: 9 }).length : 0;
  const wire = encoded ? (await response.request().sizes()).responseBodySize : (body?.length ?? 0);
  return { raw, gzip, wire };
}

/**
 * Opens `url` in `page` and sorts every JS response until the network is idle (and `ready`
 * resolved) into first-load and prefetch, with raw and gzip bytes per file.
 */
export async function collectJs(page, url, ready = async () => {}) {
  return collectJsDuring(page, async () => {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await ready();
  });
}

/** The JS responses while `action` runs and until the network is idle after it, sorted as above. */
async function collectJsDuring(page, action) {
  const seen = [];
  let counting = true;
  const onResponse = (response) => {
    const request = response.request();
    const looksJs = request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (counting && looksJs) seen.push(response);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  counting = false;
  page.off('response', onResponse);

  const firstLoad = { raw: 0, gzip: 0, wire: 0, files: [] };
  const prefetch = { raw: 0, gzip: 0, wire: 0, files: [] };
  for (const response of seen) {
    const request = response.request();
    const bucket = (await isPrefetch(request)) ? prefetch : firstLoad;
    const size = await sizes(response);
    bucket.raw += size.raw;
    bucket.gzip += size.gzip;
    bucket.wire += size.wire;
    bucket.files.push({
      url: new URL(response.url()).pathname,
      resourceType: request.resourceType(),
      rawKB: kb(size.raw),
      gzipKB: kb(size.gzip),
      wireKB: kb(size.wire),
      gzip: size.gzip,
      startedAt: request.timing().startTime,
    });
  }
  const summary = (b) => ({ rawKB: kb(b.raw), gzipKB: kb(b.gzip), wireKB: kb(b.wire), count: b.files.length, files: b.files });
  return { firstLoad: summary(firstLoad), prefetch: summary(prefetch) };
}

/** Signs in through the login form in a context of its own; returns its storage state (session, selected project). */
export async function signIn(browser, baseUrl, { email, password, project = null }) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/account/login`);
    await page.getByLabel(UI.email).fill(email);
    await page.getByLabel(UI.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: UI.submit, exact: true }).click();
    await page
      .getByRole('heading', { name: UI.dashboard })
      .waitFor({ timeout: 60_000 })
      .catch(async (error) => {
        // Say what the page showed instead of the dashboard.
        const shown = (
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        )
          .replace(/\s+/g, ' ')
          .slice(0, 200);
        throw new Error(`${String(error.message).split('\n')[0]} at ${page.url()}, page shows: ${shown}`);
      });
    if (project) {
      await page.getByTestId('project-selector').click();
      // antd's role=option elements are a hidden a11y listbox; the visible item carries the title.
      await page.locator(`.ant-select-item-option[title="${project}"]`).click();
      await page.waitForURL((url) => url.pathname !== '/');
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function measureLoginBytes(baseUrl) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext(CONTEXT_OPTIONS)).newPage();
    const beforeEngaging = await collectJs(page, `${baseUrl}/account/login`);
    // The app starts once the user engages with the page (src/login-start): what it loads until
    // it has taken the page over, and how long a sign-in submitted at once waits for it (a click on
    // the email field stands for the user's first act).
    let appReadyMs = 0;
    const afterEngaging = await collectJsDuring(page, async () => {
      const started = performance.now();
      await page.getByLabel(UI.email).click();
      await page.locator('html[data-ready=login]').waitFor({ timeout: 60_000 });
      appReadyMs = Math.round(performance.now() - started);
    });
    return { ...beforeEngaging, afterEngaging, appReadyMs };
  } finally {
    await browser.close();
  }
}
