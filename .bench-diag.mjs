import { launchBrowser, CONTEXT_OPTIONS } from './scripts/bench/browser.mjs';
import { signIn } from './scripts/bench/login-bytes.mjs';
import { startGateway } from './scripts/bench/gateway.mjs';
const gw = await startGateway({ preferredPort: 8295 });
const browser = await launchBrowser();
const storageState = await signIn(browser, gw.url, { email: 'demo@example.com', password: 'Demo@1234', project: 'پروژه اصلی' });
const prefix = process.env.PREFIX ?? '/vm/';
for (let i = 0; i < Number(process.env.RUNS ?? 3); i++) {
  const ctx = await browser.newContext({ ...CONTEXT_OPTIONS, storageState });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(gw.url + '/');
  await page.getByRole('heading', { name: 'داشبورد' }).waitFor();
  await page.waitForLoadState('networkidle');
  const tIdle = await page.evaluate(() => Math.round(performance.now()));
  await page.waitForTimeout(Number(process.env.WAIT ?? 0));
  const tClick = await page.evaluate(() => Math.round(performance.now()));
  await page.locator(`nav a[href^="${prefix}"]`).first().click();
  await page.locator('#content tr.ant-table-row, #content .ant-empty, #content .ant-card').first().waitFor();
  await page.waitForTimeout(300);
  const out = await page.evaluate(() => ({
    res: performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.initiatorType, e.name.replace(location.origin, '').slice(0, 70), e.transferSize]),
    lt: window.__lt,
  }));
  console.log(`--- run ${i}: networkidle at ${tIdle}, click at ${tClick}`);
  for (const r of out.res) console.log('  res', r.join(' '));
  console.log('  longtasks', JSON.stringify(out.lt));
  await ctx.close();
}
await browser.close(); await gw.stop();
