import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADDITION_OPERATIONS } from '../shared/contracts/src/additions.gen';
import { areas, type AreaDeclaration } from '../shared/areas/src/areas';
import { uiMessages } from '../shared/ui/src/messages';
import { DEMO, hostMessages } from './support';

// Every route of the portal against the provider's published document alone: `/api` is Prism's
// mock of it (e2e/provider-mock.mjs, behind a gateway with UPSTREAM_API_URL), no sandbox. Each page
// must render inside the shell with no page error, no toast and no failure panel, whatever the
// mock draws (dynamic: nulls, empty lists, long strings; then its static answers). Our additions
// answer 404/405 there and step aside without a word.

const root = resolve(__dirname, '..');

const hostRoutes = [...readFileSync(join(root, 'host/src/app/SignedInApp.tsx'), 'utf8').matchAll(/<Route\s+(?:(index)|path="([^"]+)")\s+element=\{<(\w+)/g)]
  .filter(([, , path, element]) => element !== 'Navigate' && !(path ?? '').includes('*'))
  .map(([, index, path, element]) => ({ path: index ? '/' : `/${path}`, element }));

/** The shell's own pages (host/src/app/SignedInApp.tsx), read from its route table: not redirects nor catch-alls. */
const hostPages = (): string[] => hostRoutes.map((r) => r.path);
/** The shell's status pages (`/forbidden`): their status panel is the page. */
const statusPages = new Set(hostRoutes.filter((r) => r.element === 'StatusPage').map((r) => r.path));

/** The areas' pages, as each remote's build read them from its route tables (page-files.json). */
function areaPages(): string[] {
  const remotes = join(root, 'remotes');
  return readdirSync(remotes).flatMap((remote) => {
    const file = join(remotes, remote, 'dist', 'page-files.json');
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (node scripts/build.mjs)`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { pages: { path: string }[] }).pages.map((p) => p.path);
  });
}

/**
 * Ids a page finds in a list rather than asks for (the provider has no get of its own for them):
 * taken from that list as the mock answers it, so the page has its row.
 */
const LISTED = { networkId: '/api/my/vm/{projectId}/network/list' } as const;
type Ids = { projectId: number } & Partial<Record<keyof typeof LISTED, number>>;

/** `/cdn/:projectId/:id/:tab?` → `/cdn/7/1`: the project the mock lists first, a listed id, else 1; no optional part. */
function concrete(route: string, ids: Ids): string {
  const value = (name: string) => String((ids as Record<string, number | undefined>)[name] ?? 1);
  return `/${route
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.endsWith('?') ? [] : part.startsWith(':') ? [value(part.slice(1))] : [part]))
    .join('/')}`;
}

const additionPatterns = ADDITION_OPERATIONS.map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, method, pattern: new RegExp(`^/api/my/${path.replace(/:\w+/g, '[^/]+')}$`) };
});
const additionOf = (method: string, url: string) => {
  const path = new URL(url).pathname;
  return additionPatterns.find((a) => a.method === method && a.pattern.test(path))?.key;
};

interface Problem {
  route: string;
  problem: string;
}

/** What a page shows when it did not render: the areas' and chunks' failure panels, a list's failure, a status page. */
const FAILED = '.ant-result-error, .ant-result-warning, .ant-result-404, .ant-result-403, .ant-result-500';

const publicPrefixes = (areas as readonly AreaDeclaration[]).flatMap((a) => a.publicPrefixes ?? []);
const isPublic = (route: string) => publicPrefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));

async function walk(page: Page, routes: string[], ids: Ids) {
  const problems: Problem[] = [];
  const steppedAside = new Set<string>();
  const toastsSeen = new Set<string>();
  let current = '';
  // Every request of the page, API calls and chunks alike: the router keeps the previous page on
  // screen until the next one's chunk has come.
  let inFlight = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('pageerror', (error) => problems.push({ route: current, problem: `page error: ${error.message}` }));
  page.on('request', () => void inFlight++);
  page.on('requestfinished', () => void inFlight--);
  page.on('requestfailed', () => void inFlight--);
  page.on('response', (response) => {
    const status = response.status();
    const url = response.url();
    if (!isApi(url)) return;
    const addition = additionOf(response.request().method(), url);
    if (addition && (status === 404 || status === 405)) steppedAside.add(addition);
    else if (status >= 400) problems.push({ route: current, problem: `${response.request().method()} ${new URL(url).pathname} answered ${status}` });
  });
  const toasts = page.getByRole('region', { name: uiMessages.toastRegion }).locator('[role=status], [role=alert]').filter({ hasText: /\S/ });
  let rendered = 0;
  // The signed-in pages in one running app (the router follows the address, as a link does), then
  // the public ones, each opened by its address in the public shell.
  for (const route of [...routes.filter((r) => !isPublic(r)), ...routes.filter(isPublic)]) {
    current = route;
    const before = problems.length;
    const url = concrete(route, ids);
    if (isPublic(route)) await page.goto(url);
    else {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
    const shell = isPublic(route) ? page.getByRole('banner') : page.getByTestId('top-bar');
    if (!(await shell.isVisible())) await shell.waitFor({ timeout: 10_000 }).catch(() => problems.push({ route, problem: 'not inside the shell' }));
    // Loaded: every API call answered, no skeleton nor spinner in the content.
    const loading = page.locator('main .ant-skeleton, main .ant-spin-spinning');
    let quiet = 0;
    await expect
      .poll(async () => (quiet = inFlight === 0 && (await loading.count()) === 0 ? quiet + 1 : 0) >= 3, { intervals: [100], timeout: 15_000 })
      .toBe(true)
      .catch(() => problems.push({ route, problem: 'still loading after 15 s' }));
    const failed = statusPages.has(route) ? [] : await page.locator(FAILED).allInnerTexts();
    for (const text of failed) problems.push({ route, problem: `failure panel: ${text.replace(/\s+/g, ' ').trim()}` });
    for (const text of (await toasts.allInnerTexts()).map((t) => t.trim())) {
      if (!toastsSeen.has(text)) problems.push({ route, problem: `toast: ${text}` });
      toastsSeen.add(text);
    }
    if (problems.length === before) rendered++;
  }
  return { problems, steppedAside: [...steppedAside].sort(), rendered };
}

async function signIn(page: Page) {
  await page.goto('/account/login');
  await page.getByLabel(hostMessages.login.email).fill(DEMO.email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
}

const routes = [...new Set([...hostPages(), ...areaPages()])];

for (const mode of ['dynamic', 'static'] as const) {
  test(`every route renders against the provider's document alone (${mode} answers)`, async ({ page }) => {
    test.setTimeout(180_000);
    if (mode === 'static') await page.setExtraHTTPHeaders({ Prefer: 'dynamic=false' });
    await signIn(page);
    const first = async (path: string) => {
      const rows = (await (await page.request.get(path, { headers: mode === 'static' ? { Prefer: 'dynamic=false' } : {} })).json()) as { id: number }[];
      expect(rows.length, `the mock lists a row at ${path}`).toBeGreaterThan(0);
      return rows[0]!.id;
    };
    const ids: Ids = { projectId: await first('/api/my/project/list') };
    for (const [name, list] of Object.entries(LISTED)) ids[name as keyof typeof LISTED] = await first(list.replace('{projectId}', String(ids.projectId)));
    const { problems, steppedAside, rendered } = await walk(page, routes, ids);
    console.log(
      `provider document (${mode}): ${rendered} of ${routes.length} routes rendered; ${steppedAside.length} additions stepped aside: ${steppedAside.join(', ')}`,
    );
    test
      .info()
      .annotations.push({ type: 'rendered', description: `${rendered}/${routes.length}` }, { type: 'stepped aside', description: steppedAside.join(', ') });
    expect(problems).toEqual([]);
    expect(rendered).toBe(routes.length);
  });
}
