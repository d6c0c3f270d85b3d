import { expect, test } from '@playwright/test';
import { formatGigabytes } from '../shared/locale/src/units';
import { ruleMessage } from '../shared/locale/src/rule-messages';
import { STORAGE_CUSTOM_SIZE } from '../shared/contracts/src/storage';
import { storageHostMessages } from '../remotes/storage/src/features/hosts/messages';
import { accessKeyMessages } from '../remotes/storage/src/features/keys/messages';
import { hostMessages, login, selectProject, toast, areaMessages } from './support';

test('a customer creates object storage, manages its keys and deletes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page);
  await selectProject(page, 'پروژه آزمایشی');
  await expect(page).toHaveURL(/\/vm\/\d+\/list$/);

  await page.getByRole('link', { name: areaMessages.cloudStorage }).click();
  await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toBeVisible();
  await page.getByRole('button', { name: storageHostMessages.list.create }).first().click();
  await expect(page.getByRole('heading', { name: storageHostMessages.create.title })).toBeVisible();

  // The form refuses to continue without choices, and keeps what was typed.
  const name = `e2e-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: storageHostMessages.create.name }).fill(name);
  await page.getByRole('button', { name: storageHostMessages.create.submit }).click();
  await expect(page.getByText(storageHostMessages.create.bundleRequired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: storageHostMessages.create.name })).toHaveValue(name);

  // The host goes to the project's data centre (the provider's order names none); public access is a switch.
  await page.getByRole('switch', { name: storageHostMessages.create.publicAccess }).click();
  await page.getByTestId('bundle-picker').locator('.ant-card').first().click();
  await expect(page.getByTestId('price-summary')).toContainText('ریال');
  await page.getByRole('button', { name: storageHostMessages.create.submit }).click();

  const dialog = page.getByRole('dialog', { name: storageHostMessages.create.confirmTitle });
  await expect(dialog.getByTestId('price-summary')).toContainText('ریال');
  await dialog.getByRole('button', { name: storageHostMessages.create.submit }).click();
  await expect(toast(page, storageHostMessages.create.created)).toBeVisible();

  // Back on the list, the new host is being created and becomes active by itself.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('فعال')).toBeVisible({ timeout: 20_000 });

  await expect(row.getByText(storageHostMessages.list.publicYes)).toBeVisible();

  await row.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Grow: the provider's edit carries the new size alone; a smaller one is refused in the form.
  await page.getByRole('button', { name: storageHostMessages.detail.grow }).click();
  const grow = page.getByRole('dialog', { name: storageHostMessages.grow.title });
  const size = grow.getByRole('spinbutton', { name: storageHostMessages.grow.newSize });
  await size.fill('10');
  await grow.getByRole('button', { name: storageHostMessages.grow.submit }).click();
  await expect(grow.getByText(storageHostMessages.grow.mustGrow)).toBeVisible();
  await size.fill('2000');
  await grow.getByRole('button', { name: storageHostMessages.grow.submit }).click();
  await expect(toast(page, storageHostMessages.grow.done)).toBeVisible();
  await expect(page.getByText(formatGigabytes(2000), { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: accessKeyMessages.keys.create }).click();
  const secret = page.getByRole('dialog', { name: accessKeyMessages.keys.secretTitle });
  await expect(secret.getByTestId('new-secret-key')).not.toBeEmpty();
  const accessKey = (await secret.getByTestId('new-access-key').textContent())!.trim();
  await secret.getByRole('button', { name: accessKeyMessages.keys.done }).click();
  await expect(secret).toBeHidden();

  const keys = page.getByRole('table', { name: accessKeyMessages.keys.title });
  const keyRow = keys.getByRole('row', { name: new RegExp(accessKey) });
  await expect(keyRow).toBeVisible();
  await keyRow.getByRole('button', { name: accessKeyMessages.keys.delete }).click();
  await page
    .getByRole('dialog', { name: accessKeyMessages.keys.deleteTitle })
    .getByRole('button', { name: accessKeyMessages.keys.delete, exact: true })
    .click();
  await expect(toast(page, accessKeyMessages.keys.deleted)).toBeVisible();
  await expect(keys.getByRole('row', { name: new RegExp(accessKey) })).toHaveCount(0);

  await page.getByRole('button', { name: storageHostMessages.detail.delete }).click();
  const confirm = page.getByRole('dialog', { name: storageHostMessages.detail.deleteTitle });
  await confirm.getByRole('textbox').fill(name);
  await confirm.getByRole('button', { name: accessKeyMessages.keys.delete, exact: true }).click();
  await expect(toast(page, storageHostMessages.detail.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toBeVisible();
});

test("object storage of a custom size: priced per GB at product 104's item, a size out of range refused, the host made with that size", async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه آزمایشی');
  await page.getByRole('link', { name: areaMessages.cloudStorage }).click();
  await page.getByRole('button', { name: storageHostMessages.list.create }).first().click();
  await expect(page.getByRole('heading', { name: storageHostMessages.create.title })).toBeVisible();
  const name = `e2e-sized-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: storageHostMessages.create.name }).fill(name);
  await page.getByText(storageHostMessages.create.custom).click();
  const size = page.getByRole('spinbutton', { name: storageHostMessages.create.size });
  await size.fill('20');
  await page.getByRole('button', { name: storageHostMessages.create.submit }).click();
  await expect(page.getByText(ruleMessage({ kind: 'outOfRange', min: STORAGE_CUSTOM_SIZE.min, max: STORAGE_CUSTOM_SIZE.max }, 'disk'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await size.fill('300');
  await expect(page.getByTestId('price-summary')).toContainText(formatGigabytes(300));
  await expect(page.getByTestId('price-summary')).toContainText('ریال');
  await page.getByRole('button', { name: storageHostMessages.create.submit }).click();
  const dialog = page.getByRole('dialog', { name: storageHostMessages.create.confirmTitle });
  await expect(dialog).toContainText(formatGigabytes(300));
  await dialog.getByRole('button', { name: storageHostMessages.create.submit }).click();
  await expect(toast(page, storageHostMessages.create.created)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('فعال')).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(formatGigabytes(300), { exact: true })).toBeVisible();
});

test('notifications open on click, close on click-away and can be marked seen', async ({ page }) => {
  await login(page);
  const bell = page.getByRole('button', { name: hostMessages.layout.notifications });
  await bell.click();
  const popup = page.getByTestId('notification-popup');
  await expect(popup).toBeVisible();
  const before = await popup.getByRole('button', { name: hostMessages.layout.markSeen }).count();
  expect(before).toBeGreaterThan(0);
  await popup.getByRole('button', { name: hostMessages.layout.markSeen }).first().click();
  await expect(popup.getByRole('button', { name: hostMessages.layout.markSeen })).toHaveCount(before - 1);

  await page.getByRole('heading', { name: hostMessages.dashboard.title }).click();
  await expect(popup).toBeHidden();
});

test('switching projects points the sidebar at the chosen project', async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const first = await page.getByRole('link', { name: areaMessages.cloudStorage }).getAttribute('href');
  await selectProject(page, 'پروژه آزمایشی');
  const second = await page.getByRole('link', { name: areaMessages.cloudStorage }).getAttribute('href');
  expect(first).toMatch(/^\/storage\/\d+$/);
  expect(second).toMatch(/^\/storage\/\d+$/);
  expect(first).not.toBe(second);
  await page.reload();
  await expect(page.getByRole('link', { name: areaMessages.cloudStorage })).toHaveAttribute('href', second!);
});
