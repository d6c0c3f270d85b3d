import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './axe';
import { hostMessages, login } from './support';

// Issue 33, "Search and go-to everywhere": the box opened from the keyboard on the dashboard finds
// the seeded server web-1 by its public address (typed in Persian digits) and the seeded zone
// کتابخانه.ایران of the trial project by its Persian name, and each result leads to its page.
const t = hostMessages.search;
/** web-1's public IPv4: the seed's second address (db-1, settled first, has the first). */
const WEB_1_ADDRESS = '185.208.0.4';
const PERSIAN_ZONE = 'کتابخانه.ایران';

async function openFromKeyboard(page: Page, keys: string) {
  await page.keyboard.press(keys);
  const box = page.getByRole('combobox', { name: t.field });
  await expect(box).toBeFocused();
  return box;
}

test('the search box finds the seeded server by its address and the seeded zone by its Persian domain', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/my\/(vm|dns-cdn)\/\d+\/host\/list$/.test(new URL(request.url()).pathname)) lists.push(request.url());
  });
  await login(page);
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  // Nothing of the areas is read for the box until it opens.
  expect(lists).toEqual([]);

  const box = await openFromKeyboard(page, 'Control+K');
  await box.pressSequentially('۱۸۵٫۲۰۸٫۰٫۴');
  const server = page.getByRole('option', { name: /web-1/ });
  await expect(server).toContainText(WEB_1_ADDRESS);
  await expect(server).toHaveAttribute('href', /^\/vm\/\d+\/\d+$/);
  await expect(box).toHaveAttribute('aria-activedescendant', (await server.getAttribute('id'))!);

  const found = await axeFindings(page);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/vm\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { name: 'web-1' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // `/` opens it too when no text field has focus; the zone is in the other project.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const again = await openFromKeyboard(page, '/');
  await again.pressSequentially('کتابخانه');
  const zone = page.getByRole('option', { name: new RegExp(PERSIAN_ZONE.replace('.', '\\.')) });
  await expect(zone).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp('پروژه آزمایشی') })).toContainText(PERSIAN_ZONE);
  await again.press('ArrowDown');
  await again.press('ArrowUp');
  await expect(again).toHaveAttribute('aria-activedescendant', (await zone.getAttribute('id'))!);
  await again.press('Enter');
  await expect(page).toHaveURL(/\/cdn\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { name: PERSIAN_ZONE })).toBeVisible();

  // Esc closes it and gives focus back to where it was.
  const button = page.getByRole('button', { name: t.open });
  await button.click();
  await expect(page.getByRole('combobox', { name: t.field })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});
