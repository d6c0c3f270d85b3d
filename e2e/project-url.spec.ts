import { expect, test, type Page } from '@playwright/test';
import { areaMessages } from '../shared/areas/src/messages';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { storageHostMessages } from '../remotes/storage/src/features/hosts/messages';
import { hostMessages, login, messages, selectProject, shot } from './support';

// The project in the URL is the selected project. In the demo (deploy/sandbox-api/src/seed.ts) the
// demo customer's projects are 1 «پروژه اصلی» and 2 «پروژه آزمایشی»; 3 belongs to another customer.

test.use({ viewport: { width: 1366, height: 850 } });

const sidebar = (page: Page) => page.getByRole('navigation', { name: hostMessages.brand });
const selector = (page: Page) => page.getByTestId('project-selector');
const storedProject = (page: Page) => page.evaluate(() => localStorage.getItem('selectedProjectId'));

test('a deep link selects its project: top bar, sidebar links and the stored selection follow the URL', async ({ page }) => {
  // A fresh browser context: signed in, nothing selected yet.
  await login(page);
  await expect(selector(page)).toContainText(hostMessages.layout.noProject);

  await page.goto('/vm/1/list');
  await expect(page.getByRole('heading', { name: vmMessages.list.title })).toBeVisible();
  await expect(selector(page)).toContainText('پروژه اصلی');
  await expect(sidebar(page).getByRole('link', { name: areaMessages.virtualServers })).toHaveAttribute('href', '/vm/1/list');
  await expect(sidebar(page).getByRole('link', { name: areaMessages.cloudStorage })).toHaveAttribute('href', '/storage/1');
  expect(await storedProject(page)).toBe('1');
  await shot(page, 'project-url-deep-link', false);

  // Another project's bookmark, then back: the selection follows each URL.
  await page.goto('/storage/2');
  await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toBeVisible();
  await expect(selector(page)).toContainText('پروژه آزمایشی');
  await page.goBack();
  await expect(selector(page)).toContainText('پروژه اصلی');
  await expect(sidebar(page).getByRole('link', { name: areaMessages.cloudStorage })).toHaveAttribute('href', '/storage/1');
  expect(await storedProject(page)).toBe('1');
});

test('choosing a project in the top bar still opens its servers, and back returns to the previous one', async ({ page }) => {
  await login(page);
  await page.goto('/vm/1/list');
  await expect(selector(page)).toContainText('پروژه اصلی');
  await selectProject(page, 'پروژه آزمایشی');
  await expect(page).toHaveURL(/\/vm\/2\/list$/);
  await expect(sidebar(page).getByRole('link', { name: areaMessages.virtualServers })).toHaveAttribute('href', '/vm/2/list');
  await page.goBack();
  await expect(page).toHaveURL(/\/vm\/1\/list$/);
  await expect(selector(page)).toContainText('پروژه اصلی');
});

for (const [what, url] of [
  ['a project that does not exist', '/vm/99999/list'],
  ['another customer’s project', '/storage/3'],
]) {
  test(`${what} answers the not-found page and does not become the selection`, async ({ page }) => {
    await login(page);
    await page.goto('/vm/1/list');
    await expect(selector(page)).toContainText('پروژه اصلی');

    await page.goto(url);
    await expect(page.getByText(messages.pages.notFoundTitle)).toBeVisible();
    await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toHaveCount(0);
    await expect(selector(page)).toContainText('پروژه اصلی');
    expect(await storedProject(page)).toBe('1');
    await shot(page, `project-url-not-found-${url.split('/')[1]}`, false);
  });
}
