import { launchBrowser, CONTEXT_OPTIONS } from './scripts/bench/browser.mjs';
import { signIn } from './scripts/bench/login-bytes.mjs';
import { startGateway } from './scripts/bench/gateway.mjs';
const gw = await startGateway({ preferredPort: 8296 });
const browser = await launchBrowser();
const storageState = await signIn(browser, gw.url, { email: 'demo@example.com', password: 'Demo@1234', project: 'پروژه اصلی' });
const prefix = process.env.PREFIX ?? '/vm/';
for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
  const ctx = await browser.newContext({ ...CONTEXT_OPTIONS, storageState });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(gw.url + '/');
  await page.getByRole('heading', { name: 'داشبورد' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(Number(process.env.WAIT ?? 0));
  await browser.startTracing(page, { path: `/tmp/diag/trace${i}.json`, categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing'] });
  await page.evaluate(({prefix}) => {
    window.__t = new Promise((resolve) => { let start=null; document.addEventListener('click', () => (start ??= performance.now()), { capture: true, once: true });
      for (const el of document.querySelectorAll('#content *')) el.__old = true;
      const tick = () => { const ok = location.pathname.startsWith(prefix) && [...document.querySelectorAll('#content tr.ant-table-row, #content .ant-empty, #content .ant-card')].some(e=>!e.__old) && ![...document.querySelectorAll('#content .ant-skeleton, #content .ant-spin-spinning')].some(e=>!e.__old && e.getClientRects().length);
        if (start!==null && ok) return resolve([Math.round(start), Math.round(performance.now()-start)]); requestAnimationFrame(tick); }; requestAnimationFrame(tick); });
  }, { prefix });
  await page.locator(`nav a[href^="${prefix}"]`).first().click();
  const [start, ms] = await page.evaluate(() => window.__t);
  await browser.stopTracing();
  console.log(`--- run ${i}: click→content ${ms} ms start ${start}`);
  await ctx.close();
}
await browser.close(); await gw.stop();
