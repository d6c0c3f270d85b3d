import { expect, test, type Page } from '@playwright/test';
import { colorSchemeMessages } from '../shared/ui/src/messages';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { vpcDetailMessages } from '../remotes/vpc/src/features/detail/messages';
import { animationsEnded, axeFindings, settle, type AxeFinding } from './axe';
import { login, logout, openLoginApp, selectProject, shot } from './support';

// Issue 33, "light, dark and system theme": the choice is made on the account page, kept in the
// browser, on the page before its first paint (the login page's app starts only when the user
// engages, so there it must hold with no script file at all), follows the system when asked, and
// the representative pages stay axe-clean in dark.

const DARK_BG = 'rgb(16, 19, 24)';
const LIGHT_BG = 'rgb(245, 247, 250)';
const DARK_SURFACE = 'rgb(20, 20, 20)';
const MAIN_PROJECT = 'پروژه اصلی';

/** The scheme on <html> and the colours the page paints, read before or after any script file. */
function painted(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    body: getComputedStyle(document.body).backgroundColor,
    card: document.querySelector('.auth-card') ? getComputedStyle(document.querySelector('.auth-card')!).backgroundColor : null,
    input: document.querySelector('.ant-input') ? getComputedStyle(document.querySelector('.ant-input')!).backgroundColor : null,
  }));
}

/** Loads `path` with every script file refused: what shows is what the page paints before the app's code. */
async function withoutScriptFiles(page: Page, path: string): Promise<string[]> {
  const refused: string[] = [];
  await page.route(/\.js(\?|$)/, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  await page.goto(path);
  await page.unroute(/\.js(\?|$)/);
  return refused;
}

test('dark, chosen on the account page by keyboard, is kept: after a reload and on the login page it is there before any script file', async ({ page }) => {
  await login(page);
  await page.goto('/portal/account');
  const group = page.getByRole('group', { name: colorSchemeMessages.label });
  await expect(group.getByRole('radio', { name: colorSchemeMessages.system })).toBeChecked();
  // Keyboard: the checked choice has the focus, an arrow moves to the one before it (dark).
  await group.getByRole('radio', { name: colorSchemeMessages.system }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(group.getByRole('radio', { name: colorSchemeMessages.dark })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await painted(page)).body).toBe(DARK_BG);

  // A signed-in page reloaded with its script files refused: the head script alone made it dark.
  await withoutScriptFiles(page, '/portal/account');
  expect(await painted(page)).toMatchObject({ theme: 'dark', body: DARK_BG });

  // The choice survives a logout; the prerendered login page paints dark, antd's fields included.
  await page.goto('/portal/account');
  await logout(page);
  const refused = await withoutScriptFiles(page, '/account/login');
  expect(refused, 'the login page requests no script file before the user engages').toEqual([]);
  expect(await painted(page)).toEqual({ theme: 'dark', body: DARK_BG, card: DARK_SURFACE, input: DARK_SURFACE });

  // Back to light from the account page: the login page follows.
  await login(page);
  await page.goto('/portal/account');
  await page.getByRole('group', { name: colorSchemeMessages.label }).getByText(colorSchemeMessages.light, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await logout(page);
  await withoutScriptFiles(page, '/account/login');
  expect(await painted(page)).toEqual({ theme: 'light', body: LIGHT_BG, card: 'rgb(255, 255, 255)', input: 'rgb(255, 255, 255)' });
});

test('system: the login page follows the system setting, before the app starts and live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/account/login');
  expect(await painted(page)).toEqual({ theme: 'dark', body: DARK_BG, card: DARK_SURFACE, input: DARK_SURFACE });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => painted(page)).toEqual({ theme: 'light', body: LIGHT_BG, card: 'rgb(255, 255, 255)', input: 'rgb(255, 255, 255)' });
  // Once the app has the page, antd's own theme follows too.
  await openLoginApp(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => painted(page)).toEqual({ theme: 'dark', body: DARK_BG, card: DARK_SURFACE, input: DARK_SURFACE });
});

// axe is injected as an inline script, which the portal's Content-Security-Policy refuses.
test.describe('in dark', () => {
  test.use({ bypassCSP: true, colorScheme: 'dark' });

  test('axe finds nothing serious on the login page, the dashboard, a list, a chart, the wallet and the VPC topology; screenshots at 1366 and 390 px', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const found = new Map<string, AxeFinding[]>();
    const check = async (name: string) => {
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
      found.set(name, await axeFindings(page));
      await shot(page, `dark-${name}-1366`, false);
      await page.setViewportSize({ width: 390, height: 844 });
      await animationsEnded(page);
      await shot(page, `dark-${name}-390`, false);
      await page.setViewportSize({ width: 1366, height: 900 });
    };

    await page.goto('/account/login');
    await check('login-prerendered');
    await openLoginApp(page);
    await check('login');
    await login(page);
    await check('dashboard');
    await selectProject(page, MAIN_PROJECT);
    await expect(page.getByRole('heading', { name: vmMessages.list.title })).toBeVisible();
    await check('server-list');
    await page.getByRole('link', { name: 'web-1', exact: true }).first().click();
    await page.getByRole('tab', { name: vmMessages.detail.tabs.analytics }).click();
    await expect(page.getByRole('img', { name: new RegExp(vmMessages.analytics.cpu.replace(/[()]/g, '.')) })).toBeVisible();
    await check('server-charts');
    const projectId = /\/vm\/(\d+)\//.exec(new URL(page.url()).pathname)![1];
    await page.goto(`/vpc/${projectId}`);
    await page.getByRole('link', { name: 'prod-vpc', exact: true }).first().click();
    await expect(page.getByRole('group', { name: vpcDetailMessages.topology.title })).toBeVisible();
    await check('vpc-topology');
    await page.goto('/portal/wallet');
    await check('wallet');

    const report = [...found]
      .filter(([, list]) => list.length)
      .map(
        ([name, list]) =>
          `${name}\n${list.map((f) => `  [${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}\n    ${f.summary}`).join('\n')}`,
      )
      .join('\n');
    expect(report, 'serious or critical axe violations in dark').toBe('');
    expect(found.size).toBe(7);
  });
});
