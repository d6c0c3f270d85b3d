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
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
  await page.evaluate(({prefix}) => {
    window.__t = new Promise((resolve) => { let start=null; document.addEventListener('click', () => (start ??= performance.now()), { capture: true, once: true });
      for (const el of document.querySelectorAll('#content *')) el.__old = true;
      const tick = () => { const ok = location.pathname.startsWith(prefix) && [...document.querySelectorAll('#content tr.ant-table-row, #content .ant-empty, #content .ant-card')].some(e=>!e.__old) && ![...document.querySelectorAll('#content .ant-skeleton, #content .ant-spin-spinning')].some(e=>!e.__old && e.getClientRects().length);
        if (start!==null && ok) return resolve([Math.round(start), Math.round(performance.now()-start)]); requestAnimationFrame(tick); }; requestAnimationFrame(tick); });
  }, { prefix });
  await page.locator(`nav a[href^="${prefix}"]`).first().click();
  const [start, ms] = await page.evaluate(() => window.__t);
  const { profile } = await cdp.send('Profiler.stop');
  // self time per url and per function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map(); const dt = profile.timeDeltas; 
  let t = profile.startTime;
  const byUrl = new Map(), byFn = new Map();
  profile.samples.forEach((id, k) => { const d = dt[k] / 1000; const n = byId.get(id); const u = (n.callFrame.url || n.callFrame.functionName || '(native)').replace(gw.url, '').slice(0, 60);
    byUrl.set(u, (byUrl.get(u) ?? 0) + d); const f = `${n.callFrame.functionName || '(anon)'} ${u}:${n.callFrame.lineNumber}`; byFn.set(f, (byFn.get(f) ?? 0) + d); });
  console.log(`--- run ${i}: click→content ${ms} ms`);
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([u, d]) => `   ${d.toFixed(0).padStart(5)} ${u}`).join('\n'));
  console.log([...byFn].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([u, d]) => `   fn ${d.toFixed(0).padStart(5)} ${u}`).join('\n'));
  await ctx.close();
}
await browser.close(); await gw.stop();
