// 1b. JavaScript of the first signed-in page (`/`): a signed-in browser with an empty HTTP cache
// opens `/` and waits for the network to go idle. Every file is listed with its owner (host or a
// remote), its gzip bytes and the packages that fill it (from the build's source maps).
import { CONTEXT_OPTIONS, launchBrowser } from './browser.mjs';
import { breakdown, ownerOf } from './chunks.mjs';
import { collectJs, kb, signIn } from './login-bytes.mjs';
import { AREAS_WARMED_MARK, IDLE_WORK_MARK, shellSettled } from './shell-marks.mjs';

export async function measureFirstSignedInPage(baseUrl, { email, password }) {
  const hostVersion = await fetch(`${baseUrl}/mf/registry.json`)
    .then((r) => r.json())
    .then((doc) => doc.host?.version ?? null)
    .catch(() => null);
  const browser = await launchBrowser();
  try {
    const storageState = await signIn(browser, baseUrl, { email, password });
    // A new context: the session (cookies, local storage) without the HTTP cache of the login.
    const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState });
    const page = await context.newPage();
    const { firstLoad, prefetch } = await collectJs(page, `${baseUrl}/`, async () => {
      await page.getByRole('heading', { name: 'داشبورد' }).waitFor({ timeout: 60_000 });
    });
    const packages = new Map();
    for (const f of firstLoad.files) {
      f.owner = ownerOf(f.url);
      const parts = breakdown(f.url, { hostVersion });
      f.packages = (parts ?? [{ name: '(no source map)', share: 1 }]).map((p) => ({ name: p.name, gzipKB: kb(p.share * f.gzip) }));
      for (const p of f.packages) packages.set(p.name, (packages.get(p.name) ?? 0) + p.gzipKB);
    }
    firstLoad.files.sort((a, b) => b.gzip - a.gzip);
    const byPackage = [...packages].map(([name, gzipKB]) => ({ name, gzipKB: Math.round(gzipKB * 10) / 10 })).sort((a, b) => b.gzipKB - a.gzipKB);
    const byOwner = Object.entries(firstLoad.files.reduce((acc, f) => ({ ...acc, [f.owner]: (acc[f.owner] ?? 0) + f.gzip }), {})).map(([owner, gzip]) => ({
      owner,
      gzipKB: kb(gzip),
    }));
    // The same page once a project is selected: the sidebar links into the areas, so once the page
    // is idle the shell prefetches and runs its antd and @portal/ui roots, then warms each linked
    // area (remote-apps.ts). That idle work is waited for and counted apart from the page's own JS,
    // split at the mark the shell sets when it starts (a file requested after it is idle work).
    const withProject = await (async () => {
      const state = await signIn(browser, baseUrl, { email, password, project: 'پروژه اصلی' });
      const projectPage = await (await browser.newContext({ ...CONTEXT_OPTIONS, storageState: state })).newPage();
      const all = await collectJs(projectPage, `${baseUrl}/`, async () => {
        await projectPage.getByRole('heading', { name: 'داشبورد' }).waitFor({ timeout: 60_000 });
        await shellSettled(projectPage);
      });
      const marks = await projectPage.evaluate(
        (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? null),
        [IDLE_WORK_MARK, AREAS_WARMED_MARK],
      );
      const idleAt = marks[0] === null ? Infinity : (await projectPage.evaluate(() => performance.timeOrigin)) + marks[0];
      const total = (files) => ({ gzipKB: kb(files.reduce((sum, f) => sum + f.gzip, 0)), count: files.length, files });
      return {
        page: total(all.firstLoad.files.filter((f) => f.startedAt < idleAt)),
        idleWork: total(all.firstLoad.files.filter((f) => f.startedAt >= idleAt)),
        prefetch: all.prefetch,
        idleStartMs: marks[0] === null ? null : Math.round(marks[0]),
        warmedMs: marks[1] === null ? null : Math.round(marks[1]),
      };
    })();
    return { firstLoad, prefetch, byPackage, byOwner, withProject };
  } finally {
    await browser.close();
  }
}
