import { expect, test, type Browser, type Page } from '@playwright/test';
import { areaMessages, login, selectProject } from './support';
import { ENTRY_MARK, stagesOf } from '../scripts/bench/stages.cjs';

// A page opened signed in (a reload, a bookmark, a link in an e-mail) in a fresh tab: what its URL
// names starts at once instead of one stage after another. Three stages, checked by the order in
// which the requests start, never by how long they take:
// 1. the document, which names (the gateway's hints) the host's entry, the registry, the area's
//    entry, `./App` and the page's chunks, and the shell's and the page's first API calls, which
//    its inline start script makes with the stored session;
// 2. all of those, together, before the host's entry script has even begun to run;
// 3. the render, which shows the first row.
// Each of those requests is made once. Without the gateway's hints (nginx serves index.html as
// built) the host's first script starts the same loads itself, before the shell renders.

/** The zone list, whose route declares its first data call (the zones of the project). */
const zoneList = (projectId: string) => `/cdn/${projectId}`;
const shellCalls = ['/api/my/project/list', '/api/my/account/profile/get', '/api/my/portal/notification/short-list'];

interface Timed {
  path: string;
  /** Who asked: `link` is a preload the document named, `script` or `fetch` the page's code. */
  type: string;
  start: number;
  end: number;
}

/** Signs in once, with the demo project selected; the stored session and the project's id. */
async function signedIn(page: Page) {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const href = await page.locator('nav a[href^="/cdn/"]').first().getAttribute('href');
  const projectId = /^\/cdn\/(\d+)/.exec(href ?? '')?.[1];
  expect(projectId, 'the sidebar links the zones of the selected project').toBeTruthy();
  return { storageState: await page.context().storageState(), projectId: projectId! };
}

/**
 * Opens `path` in a fresh context (empty HTTP cache) signed in, waits for the first row and returns
 * every request's start and end (ms after navigation start), how often each path was requested,
 * and when the shell's top bar was first in the page.
 */
async function openDeepLink(browser: Browser, storageState: Awaited<ReturnType<typeof signedIn>>['storageState'], path: string, { hints = true } = {}) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  if (!hints) {
    // As nginx serves it: the built index.html, without the gateway's per-path hints.
    await page.route(`**${path}`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<link rel="preload"[^>]*>|<meta name="portal-early-calls"[^>]*>/g, '') });
    });
  }
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="top-bar"]')) return;
      (window as unknown as { topBarAt: number }).topBarAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await expect(page.locator('#content tr.ant-table-row').first()).toBeVisible();
  const { requests, topBarAt, entryAt } = await page.evaluate(
    (mark) => ({
      topBarAt: (window as unknown as { topBarAt: number }).topBarAt,
      entryAt: performance.getEntriesByName(mark)[0]?.startTime ?? 0,
      requests: performance.getEntriesByType('resource').map((e) => ({
        path: new URL(e.name).pathname,
        type: (e as PerformanceResourceTiming).initiatorType,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
    }),
    ENTRY_MARK,
  );
  await context.close();
  const one = (wanted: string | RegExp): Timed => {
    const found = requests.filter((r: Timed) => (typeof wanted === 'string' ? r.path === wanted : wanted.test(r.path)));
    expect(found.length, `${wanted} was requested`).toBeGreaterThan(0);
    return found[0]!;
  };
  return { counts, topBarAt, entryAt, one };
}

test('a deep link signed in: the document names the code, code and data start before the shell renders, each once', async ({ page, browser }) => {
  const { storageState, projectId } = await signedIn(page);
  const dataCall = `/api/my/dns-cdn/${projectId}/host/list`;
  const { counts, topBarAt, entryAt, one } = await openDeepLink(browser, storageState, zoneList(projectId));

  // Stage 1: the registry and the area's entry are the document's preloads (they leave with the
  // host's entry once the frame has painted), never asked by the host's code after it ran. Which
  // of the three the browser issues first is its own affair.
  const registry = one('/mf/registry.json');
  const remoteEntry = one(/^\/remotes\/dns-cdn\/[^/]+\/remoteEntry\.js$/);
  for (const hinted of [registry, remoteEntry]) expect(hinted.type, `${hinted.path} is the document's preload`).toBe('link');

  // The shell's first calls and the page's data call, made by the document's start script: before
  // the host's entry began to run, and so before the shell rendered.
  expect(entryAt).toBeGreaterThan(0);
  expect(topBarAt).toBeGreaterThan(entryAt);
  for (const call of [...shellCalls, dataCall]) expect(one(call).start, `${call} starts before the host's entry runs`).toBeLessThan(entryAt);

  // Nothing twice: the shell's hooks and the content area join what was started.
  for (const path of ['/mf/registry.json', remoteEntry.path, ...shellCalls, dataCall]) expect(counts.get(path), path).toBe(1);
});

test("without the gateway's hints (nginx), the host's first script starts the registry, the area and the data before the shell renders", async ({
  page,
  browser,
}) => {
  const { storageState, projectId } = await signedIn(page);
  const dataCall = `/api/my/dns-cdn/${projectId}/host/list`;
  const { counts, topBarAt, one } = await openDeepLink(browser, storageState, zoneList(projectId), { hints: false });

  expect(topBarAt).toBeGreaterThan(0);
  const registry = one('/mf/registry.json');
  const remoteEntry = one(/^\/remotes\/dns-cdn\/[^/]+\/remoteEntry\.js$/);
  for (const request of [registry, remoteEntry, ...[...shellCalls, dataCall].map(one)]) {
    expect(request.start, `${request.path} starts before the shell renders`).toBeLessThan(topBarAt);
  }
  for (const path of ['/mf/registry.json', remoteEntry.path, ...shellCalls, dataCall]) expect(counts.get(path), path).toBe(1);
});

/**
 * Opens `path` in a fresh context signed in and returns its stages as the bench counts them
 * (scripts/bench/stages.cjs), from the requests made up to the frame that first showed a row.
 */
async function stagesAt(browser: Browser, storageState: Awaited<ReturnType<typeof signedIn>>['storageState'], path: string, remote: string) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tick = () => {
      if (document.querySelector('#content tr.ant-table-row')) (window as unknown as { rowAt: number }).rowAt = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto(path);
  await expect(page.locator('#content tr.ant-table-row').first()).toBeVisible();
  const { rowAt, entryAt, requests } = await page.evaluate((mark) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      rowAt: (window as unknown as { rowAt: number }).rowAt,
      entryAt: performance.getEntriesByName(mark)[0]?.startTime,
      requests: [
        { name: location.href, type: 'document', start: 0, end: nav.responseEnd },
        ...resources.map((e) => ({ name: e.name, type: e.initiatorType, start: e.startTime, end: e.responseEnd })),
      ],
    };
  }, ENTRY_MARK);
  await context.close();
  expect(entryAt, "the host's entry marks when it begins to run").toBeGreaterThan(0);
  return stagesOf(
    requests.filter((r) => r.start <= rowAt),
    remote,
    entryAt,
  );
}

test("a deep link's first row is three stages away: the document; the code and data it names, together; the render (a zone list, a zone's records)", async ({
  page,
  browser,
}) => {
  const { storageState, projectId } = await signedIn(page);
  await page.goto(zoneList(projectId));
  const zoneId = /^\/cdn\/\d+\/(\d+)/.exec((await page.locator('#content tr.ant-table-row a[href^="/cdn/"]').first().getAttribute('href')) ?? '')?.[1];
  expect(zoneId, 'the first zone links its page').toBeTruthy();
  const wanted = {
    [zoneList(projectId)]: [`/api/my/dns-cdn/${projectId}/host/list`],
    // The zone's page with its records tab: the zone and its records, the page's chunk and the tab's.
    [`${zoneList(projectId)}/${zoneId}/dns-record`]: [
      `/api/my/dns-cdn/${projectId}/host/get/${zoneId}`,
      `/api/my/dns-cdn/${projectId}/host/${zoneId}/dns-record/list`,
    ],
  };
  for (const [path, calls] of Object.entries(wanted)) {
    const { staged, count } = await stagesAt(browser, storageState, path, 'dns-cdn');
    const listing = staged.map((r) => `${r.stage}: ${r.path}`).join(', ');
    expect(count, `${path}: ${listing}`).toBe(3);
    const second = staged.filter((r) => r.stage === 2).map((r) => r.path);
    // The host's entry, the registry, the area's entry and its files, and the page's calls.
    expect(
      second.some((p) => /^\/main\.\w+\.js$/.test(p)) && second.includes('/mf/registry.json') && second.some((p) => p.endsWith('/remoteEntry.js')),
      listing,
    ).toBe(true);
    expect(
      staged
        .filter((r) => r.path.startsWith('/api/'))
        .map((r) => r.path)
        .sort(),
      path,
    ).toEqual([...calls].sort());
    expect(second, path).toEqual(expect.arrayContaining(calls));
  }
});

test('a deep link signed in fetches no file twice, and the fonts the shell shows come from the preloads the document names', async ({ page, browser }) => {
  const { storageState, projectId } = await signedIn(page);
  const context = await browser.newContext({ storageState });
  const deepLink = await context.newPage();
  const requests: Array<{ url: string; type: string }> = [];
  deepLink.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  await deepLink.goto(`/vm/${projectId}/list`);
  await expect(deepLink.locator('#content tr.ant-table-row').first()).toBeVisible();
  const beforeRow = requests.length;
  // Every file the page hinted or prefetched has been asked for (webpack's prefetches come last).
  await expect
    .poll(() =>
      deepLink.evaluate(() => {
        const asked = new Set(performance.getEntriesByType('resource').map((e) => e.name));
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="prefetch"]')]
          .filter((l) => !asked.has(l.href))
          .map((l) => l.href);
      }),
    )
    .toEqual([]);
  const { fontPreloads, entryAt, fontStarts, fetchedFiles } = await deepLink.evaluate((mark) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      fontPreloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => ({
        href: l.href,
        crossOrigin: l.crossOrigin,
      })),
      entryAt: performance.getEntriesByName(mark)[0]?.startTime ?? 0,
      fontStarts: resources.filter((e) => e.initiatorType === 'link' && /\.woff2$/.test(e.name)).map((e) => e.startTime),
      // What came over the network (an answer from the browser's cache transfers nothing).
      fetchedFiles: resources.filter((e) => e.transferSize > 0 && !new URL(e.name).pathname.startsWith('/api/')).map((e) => e.name),
    };
  }, ENTRY_MARK);
  await context.close();

  // No file twice: a preload, a prefetch and the load of the same file, each in the loader's mode.
  const times = (urls: string[]) => urls.reduce((m, url) => m.set(url, (m.get(url) ?? 0) + 1), new Map<string, number>());
  const files = [...times(fetchedFiles)].filter(([, n]) => n > 1);
  expect(files, 'files fetched more than once').toEqual([]);
  // Nor an API call before the first row (later ones may be the list's polling).
  const calls = [
    ...times(
      requests
        .slice(0, beforeRow)
        .filter((r) => new URL(r.url).pathname.startsWith('/api/'))
        .map((r) => r.url),
    ),
  ].filter(([, n]) => n > 1);
  expect(calls, 'API calls made twice before the first row').toEqual([]);

  // The shell's faces: preloaded by the document in the @font-face fetch's CORS mode, so the one
  // request of each is the preload, started before any script file ran.
  expect(fontPreloads.length, 'the document preloads the shell faces').toBeGreaterThan(0);
  for (const preload of fontPreloads) expect(preload.crossOrigin, preload.href).toBe('anonymous');
  const fonts = requests.filter((r) => r.type === 'font' || /\.woff2$/.test(r.url)).map((r) => r.url);
  expect(fonts.length, 'the shell shows its web fonts').toBeGreaterThan(0);
  expect(
    fonts.every((url) => fontPreloads.some((p) => p.href === url)),
    `fonts fetched: ${fonts.join(', ')}`,
  ).toBe(true);
  expect(fontStarts.length).toBe(fontPreloads.length);
  for (const start of fontStarts) expect(start, "a font preload starts before the host's entry runs").toBeLessThan(entryAt);
});

test("a deep link signed in paints the shell's frame before any script file has run: the sidebar the app then shows, the path's link lit; signed out, none", async ({
  page,
  browser,
}) => {
  const { storageState, projectId } = await signedIn(page);
  const path = zoneList(projectId);
  const sidebarLabels = async (p: Page, selector: string) => (await p.locator(selector).allInnerTexts()).map((text) => text.trim()).filter(Boolean);

  // No script file arrives: what shows is what the document alone paints.
  const noScripts = await browser.newContext({ storageState });
  const framed = await noScripts.newPage();
  await framed.route(/\.js(\?|$)/, (route) => route.abort());
  await framed.goto(path);
  const frame = framed.locator('[data-shell-frame]');
  await expect(frame).toBeVisible();
  await expect(frame.locator('.pf-item[data-active]')).toHaveText(areaMessages.zoneManagement);
  const frameMenu = await sidebarLabels(framed, '[data-shell-frame] .pf-item');
  await noScripts.close();

  // With its scripts, the app's first render replaces the frame with the same menu.
  const withScripts = await browser.newContext({ storageState });
  const app = await withScripts.newPage();
  await app.goto(path);
  await expect(app.locator('#content tr.ant-table-row').first()).toBeVisible();
  await expect(app.locator('[data-shell-frame]')).toHaveCount(0);
  expect(await sidebarLabels(app, 'nav .ant-menu-item')).toEqual(frameMenu);
  await withScripts.close();

  // Signed out, the page shows the login form: no signed-in frame before it.
  const signedOut = await browser.newContext();
  const anonymous = await signedOut.newPage();
  await anonymous.route(/\.js(\?|$)/, (route) => route.abort());
  await anonymous.goto(path);
  await expect(anonymous.locator('[data-shell-frame]')).toBeAttached();
  await expect(anonymous.locator('[data-shell-frame]')).toBeHidden();
  await signedOut.close();
});

test("the frame changes its layout at the app's own widths: the permanent sidebar from lg, the wider padding from md", async ({ page, browser }) => {
  const { storageState, projectId } = await signedIn(page);
  const path = zoneList(projectId);
  // Either side of each band's edge (the theme's md 900 and lg 1200 px).
  for (const width of [860, 940, 1160, 1240]) {
    const viewport = { width, height: 800 };
    const noScripts = await browser.newContext({ storageState, viewport });
    const framed = await noScripts.newPage();
    await framed.route(/\.js(\?|$)/, (route) => route.abort());
    await framed.goto(path);
    await expect(framed.locator('[data-shell-frame]')).toBeVisible();
    const frameSidebar = await framed.locator('.pf-side').isVisible();
    const framePadding = await framed.locator('.pf-content').evaluate((el) => getComputedStyle(el).paddingInlineStart);
    await noScripts.close();

    const withScripts = await browser.newContext({ storageState, viewport });
    const app = await withScripts.newPage();
    await app.goto(path);
    await expect(app.locator('#content tr.ant-table-row').first()).toBeVisible();
    expect(await app.locator('aside.ant-layout-sider').isVisible(), `permanent sidebar at ${width} px`).toBe(frameSidebar);
    expect(await app.locator('#content').evaluate((el) => getComputedStyle(el).paddingInlineStart), `content padding at ${width} px`).toBe(framePadding);
    await withScripts.close();
  }
});
