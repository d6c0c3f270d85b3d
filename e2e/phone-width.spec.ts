import { expect, test, type Page } from '@playwright/test';
import { login, shot } from './support';

/**
 * On a phone every list page stays as wide as the screen: a wide table scrolls inside its own
 * card, so the menu button, the title and the project selector are never pushed off-screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function serverId(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('loginInfo') ?? '{}') as { accessToken?: string }).accessToken);
  const res = await page.request.get('/api/my/vm/1/host/list', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as unknown;
  const list = (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as Array<{ id: number; name: string }>;
  const found = list.find((s) => s.name === name);
  if (!found) throw new Error(`no server ${name}`);
  return found.id;
}

async function expectFitsScreen(page: Page, name: string) {
  const heading = page.locator('#content h1').first();
  await expect(heading).toBeVisible();
  // A table that has rows is what used to widen the page: every list here shows its rows or its empty state.
  await expect(page.locator('#content .ant-table-row, #content .ant-empty').first()).toBeVisible({ timeout: 15_000 });
  await shot(page, `phone-${name}`, false);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${name}: page wider than the screen`).toBe(widths.inner);
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('project-selector')).toBeInViewport();
}

test('every list page fits a 390 px wide phone', async ({ page }) => {
  await login(page);
  const web1 = await serverId(page, 'web-1');
  const routes: Array<[string, string]> = [
    ['keys', '/key/1'],
    ['vm-list', '/vm/1/list'],
    ['networks', '/network/1'],
    ['storage', '/storage/1'],
    ['firewall', `/vm/1/${web1}/firewall`],
    ['user-log', '/portal/account?tab=log'],
    ['block-storage', '/block-storage/1'],
    ['bare-metal', '/bare-metal/1'],
    ['colocation', '/colocation/1'],
  ];
  for (const [name, path] of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectFitsScreen(page, name);
    });
  }
});
