import { expect, test, type Page } from '@playwright/test';
import { areas, PROJECT_ID } from '../shared/areas/src/areas';
import { keyMessages } from '../remotes/cloud-infra/src/features/keys/messages';
import { networkMessages } from '../remotes/cloud-infra/src/features/networks/messages';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { uiMessages } from '../shared/ui/src/messages';
import { accountMessages } from '../host/src/account/messages';
import { hostMessages, login, openLoginApp, selectProject } from './support';
import { axeFindings as scan, settle, type AxeFinding as Finding } from './axe';

// Accessibility: axe (WCAG 2.x A and AA, 2.2 AA included) walks every route of the portal that is
// deployed, signed out and signed in, and with the main dialogs open, and fails on any serious or
// critical violation. The area routes come from @portal/areas and the live /mf/registry.json, so
// a newly published remote's sidebar and dashboard routes are walked without an edit here.

const MAIN_PROJECT = 'پروژه اصلی';

const found = new Map<string, Finding[]>();

async function check(page: Page, name: string): Promise<void> {
  await settle(page);
  // The sandbox-dark project walks the same pages in dark (playwright.config.ts).
  await expect(page.locator('html')).toHaveAttribute('data-theme', test.info().project.use.colorScheme === 'dark' ? 'dark' : 'light');
  found.set(name, await scan(page));
}

async function visit(page: Page, path: string, name = path): Promise<void> {
  await page.goto(path);
  await check(page, name);
}

/** The pages walked by `visitWithFirstRow` that list no row with a link (a report, a form). */
const withoutRowLinks: string[] = [];

/**
 * A list page, then the detail page of its first row (each row's name is a link to its resource,
 * followed here with Enter). A row marked unread is passed over: opening it would mark it read
 * under another spec's feet. A page with no row link is recorded, and each walk asserts which
 * pages those are, so a list that comes up empty fails instead of passing unchecked.
 */
async function visitWithFirstRow(page: Page, path: string): Promise<void> {
  await visit(page, path);
  const row = page.locator('tbody tr:not(:has([data-testid=unread])) a[data-row-link]').first();
  if ((await row.count()) === 0) withoutRowLinks.push(path);
  else {
    const before = page.url();
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(before);
    await check(page, `${new URL(page.url()).pathname} (first row of ${path})`);
  }
}

/**
 * The account-wide pages of the areas with no sidebar links (billing under the top bar and the
 * system menu, support under the headset), which the walk by area links cannot find.
 */
const ACCOUNT_PAGES: Record<string, string[]> = {
  billing: [
    '/portal/wallet',
    '/portal/wallet/payment',
    '/portal/wallet/invoice',
    '/portal/wallet/bill',
    '/portal/calculator',
    '/portal/financial',
    '/portal/customer-products',
    '/portal/sales',
  ],
  support: ['/portal/supports', '/portal/support/add-ticket'],
};
const PUBLIC_PAGES: Record<string, string[]> = { support: ['/blog', '/contact-us'] };

function report(): string {
  return [...found]
    .filter(([, list]) => list.length > 0)
    .map(
      ([route, list]) =>
        `${route}\n${list.map((f) => `  [${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}${f.targets.length > 5 ? `\n    … ${f.targets.length - 5} more` : ''}\n    ${f.summary}`).join('\n')}`,
    )
    .join('\n');
}

function expectClean(): void {
  // The per-route counts, for the issue note (before/after).
  console.log(
    [...found]
      .map(([route, list]) => `${String(list.reduce((n, f) => n + f.targets.length, 0)).padStart(3)} ${route} ${list.map((f) => f.id).join(' ')}`)
      .join('\n'),
  );
  expect(report(), 'serious or critical axe violations').toBe('');
}

test.beforeEach(() => {
  found.clear();
  withoutRowLinks.length = 0;
});

test('signed out: login, sign-up, forgot password and two-factor pages', async ({ page }) => {
  await openLoginApp(page);
  await check(page, '/account/login');
  // Errors of an empty submit: still clean, announced and tied to their fields.
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  const emailError = page.locator('#login_email_help, [id$=email_help]').first();
  await expect(emailError).toBeVisible();
  await expect(page.getByLabel(hostMessages.login.email)).toHaveAttribute('aria-describedby', /.+/);
  // Announced: the error appears as an alert.
  await expect(emailError.getByRole('alert').first()).toBeVisible();
  await check(page, '/account/login (errors shown)');
  for (const path of ['/account/signup', '/account/forget', '/account/two-factor-login']) await visit(page, path);
  expectClean();
});

test('signed out: the keyboard focus is outlined and the password eye is a 24 px target', async ({ page }) => {
  await openLoginApp(page);
  const email = page.getByLabel(hostMessages.login.email);
  await email.focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  const eye = await page.locator('.ant-input-password-icon').first().boundingBox();
  expect(eye!.width).toBeGreaterThanOrEqual(24);
  expect(eye!.height).toBeGreaterThanOrEqual(24);
});

test('the account-wide pages of billing and support, and their public pages signed out', async ({ page }) => {
  test.setTimeout(240_000);
  const live = (await (await page.request.get('/mf/registry.json')).json()) as { remotes: Record<string, unknown> };
  for (const [remote, paths] of Object.entries(PUBLIC_PAGES))
    if (live.remotes[remote]) for (const path of paths) await visit(page, path, `${path} (signed out)`);
  await login(page);
  for (const [remote, paths] of Object.entries(ACCOUNT_PAGES)) if (live.remotes[remote]) for (const path of paths) await visitWithFirstRow(page, path);
  // Reports and forms: every other account page lists rows that open their resource.
  expect(withoutRowLinks).toEqual(['/portal/wallet', '/portal/calculator', '/portal/sales', '/portal/support/add-ticket']);
  expect(found.size).toBeGreaterThan(10);
  expectClean();
});

test('signed in: every deployed area route, the host pages, create and detail pages', async ({ page }) => {
  test.setTimeout(420_000);
  await login(page);
  await check(page, '/ (dashboard)');
  await selectProject(page, MAIN_PROJECT);
  const projectId = /\/(\d+)(\/|$)/.exec(new URL(page.url()).pathname)![1];
  const live = (await (await page.request.get('/mf/registry.json')).json()) as { remotes: Record<string, unknown> };
  const deployed = areas.filter((a) => live.remotes[a.remote]);
  const fill = (template: string) => template.replace(PROJECT_ID, projectId);

  // The area routes: each deployed area's sidebar and dashboard links, and the detail page of the
  // first row of each list (its name links to its resource).
  const listPaths = [...new Set(deployed.flatMap((a) => [...a.sidebar, ...a.dashboard].map((l) => fill(l.path))))];
  for (const path of listPaths) await visitWithFirstRow(page, path);
  // An SSH key has no page of its own; every other area list opens its first row.
  expect(withoutRowLinks).toEqual([fill('/key/:projectId')]);

  // The host's own pages: the projects and every tab of the account page.
  await visit(page, `/project/${projectId}/specification`);
  await visit(page, `/project/${projectId}/users`);
  await page.goto('/portal/account');
  await settle(page);
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.length).toBeGreaterThan(3);
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await check(page, `/portal/account (${tab})`);
  }

  // Create pages, and the seeded server's detail tabs.
  if (live.remotes['cloud-infra']) {
    for (const path of ['/vm/:projectId/add-vm', '/block-storage/:projectId/add', '/bare-metal/:projectId/add', '/colocation/:projectId/add'])
      await visit(page, fill(path));
    await page.goto(fill('/vm/:projectId/list'));
    await page
      .getByRole('row')
      .filter({ has: page.getByText('web-1', { exact: true }) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/vm\/\d+\/\d+\/specification$/);
    await settle(page);
    const serverTabs = await page.getByRole('tab').allTextContents();
    for (const tab of serverTabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await check(page, `${new URL(page.url()).pathname} (web-1, ${tab})`);
    }
  }
  if (live.remotes.storage) await visit(page, fill('/storage/:projectId/add'));
  expectClean();
});

test('WCAG 2.2 target size: the password tab of the account and the cluster create and add-node pages', async ({ page }) => {
  await login(page);
  await selectProject(page, MAIN_PROJECT);
  const projectId = /\/(\d+)(\/|$)/.exec(new URL(page.url()).pathname)![1];
  await visit(page, '/portal/account?tab=change-password');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(accountMessages.tabs['change-password']);
  const live = (await (await page.request.get('/mf/registry.json')).json()) as { remotes: Record<string, unknown> };
  if (live.remotes['cloud-platform']) {
    await visit(page, `/kubernetes-cluster/${projectId}/add`);
    // The custom sizes, shown by the toggle, are on the page too.
    await page.getByText(uiMessages.custom, { exact: true }).click();
    await check(page, `/kubernetes-cluster/${projectId}/add (custom sizes)`);
    await page.goto(`/kubernetes-cluster/${projectId}`);
    await page.getByRole('link', { name: 'demo-cluster', exact: true }).click();
    await expect(page).toHaveURL(/\/kubernetes-cluster\/\d+\/\d+$/);
    await visit(page, `${new URL(page.url()).pathname}/add-node`);
  }
  expect(found.size).toBeGreaterThanOrEqual(2);
  expectClean();
});

test('signed in: the main dialogs open', async ({ page }) => {
  await login(page);
  await selectProject(page, MAIN_PROJECT);
  const projectId = /\/(\d+)(\/|$)/.exec(new URL(page.url()).pathname)![1];

  await page.goto(`/key/${projectId}`);
  await settle(page);
  await page.getByRole('button', { name: keyMessages.create }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'dialog: add SSH key');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page
    .getByRole('button', { name: new RegExp(`^${keyMessages.delete} `) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'dialog: delete SSH key (confirmation)');
  await page.keyboard.press('Escape');

  // A delete that asks for the name: the field has the keyboard.
  await page.goto(`/vm/${projectId}/list`);
  await settle(page);
  await page.getByRole('button', { name: vmMessages.list.rowActions('web-1') }).click();
  await page.getByRole('menuitem', { name: vmMessages.power.delete }).click();
  const typed = page.getByRole('dialog', { name: vmMessages.power.deleteTitle });
  await expect(typed.getByRole('textbox')).toBeFocused();
  await check(page, 'dialog: delete server (its name typed)');
  await page.keyboard.press('Escape');
  await expect(typed).toHaveCount(0);

  await page.goto(`/network/${projectId}`);
  await settle(page);
  await page.getByRole('button', { name: networkMessages.list.create }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'dialog: create network');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await settle(page);
  await page.getByTestId('project-selector').click();
  await check(page, 'dropdown: project selector');
  expectClean();
});

test('keyboard: the server list is usable with Tab and Enter, with a visible focus the header does not cover', async ({ page }) => {
  await login(page);
  await selectProject(page, MAIN_PROJECT);
  await expect(page.getByRole('heading', { name: vmMessages.list.title })).toBeVisible();
  await settle(page);

  /** Presses Tab until `target` has the focus (at most 60 times); each stop has a visible focus ring. */
  async function tabTo(target: ReturnType<Page['locator']>) {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error('not reachable with Tab');
  }
  /** The focused element shows a focus indicator (outline or box-shadow) and the sticky header does not hide it. */
  async function expectVisibleFocus() {
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const header = document.querySelector('[data-testid=top-bar]')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return {
        ring,
        covered: box.top < header.bottom && box.bottom > header.top && el.closest('[data-testid=top-bar]') === null,
        visible: box.bottom > 0 && box.top < innerHeight,
      };
    });
    expect(state).toEqual({ ring: true, covered: false, visible: true });
  }

  await page.locator('body').focus();
  const create = page.getByRole('button', { name: vmMessages.list.create }).first();
  await tabTo(create);
  await expectVisibleFocus();
  const search = page.getByRole('searchbox', { name: uiMessages.tableSearch });
  await tabTo(search);
  await expectVisibleFocus();
  const actions = page.getByRole('button', { name: vmMessages.list.rowActions('web-1') });
  await tabTo(actions);
  await expectVisibleFocus();
  await page.keyboard.press('Enter');
  // The row's menu (the sidebar is a menu too).
  const menu = page.locator('.ant-dropdown').getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
