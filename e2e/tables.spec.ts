import { expect, test, type Page } from '@playwright/test';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { dnsCdnMessages } from '../remotes/dns-cdn/src/messages';
import { uiMessages } from '../shared/ui/src/messages';
import { axeFindings } from './axe';
import { login, selectProject, shot } from './support';

/**
 * The one table of the portal remembers each user's sort, page size and columns across a reload,
 * shows a phone the columns that matter first, and stays usable with 2,000 rows (a zone's records:
 * a bare array the table pages on the client).
 */

// axe is injected inline (e2e/axe.ts)
test.use({ bypassCSP: true });

const v = vmMessages.list;
const r = dnsCdnMessages.records;

/** Calls the sandbox API with the signed-in user's token, as the portal does. */
async function api(page: Page, method: string, path: string, data?: unknown) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('loginInfo') ?? '{}').accessToken as string);
  const res = await page.request.fetch(`/api/my/${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });
const bodyRows = (page: Page, caption: string) => table(page, caption).locator('tbody tr.ant-table-row');
const header = (page: Page, caption: string, name: string) => table(page, caption).getByRole('columnheader', { name, exact: true });

test('tables remember: a hidden column and the sort of the servers list survive a reload', async ({ page }) => {
  await login(page);
  await page.goto('/vm/1/list');
  await expect(bodyRows(page, v.title).first()).toBeVisible();
  await expect(header(page, v.title, v.os)).toBeVisible();

  await page.getByRole('button', { name: uiMessages.tableColumns }).click();
  const chooser = page.getByRole('group', { name: uiMessages.tableColumnsLegend });
  // from the keyboard: focus lands on the first column that may be hidden (the name may not)
  await expect(chooser.getByRole('checkbox', { name: v.status })).toBeFocused();
  await expect(chooser.getByRole('checkbox', { name: v.name })).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'tables-column-chooser', false);
  await page.keyboard.press('Tab');
  await expect(chooser.getByRole('checkbox', { name: v.os })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(header(page, v.title, v.os)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
  await expect(page.getByRole('button', { name: uiMessages.tableColumns })).toBeFocused();
  await header(page, v.title, v.name).click();
  await expect(header(page, v.title, v.name)).toHaveAttribute('aria-sort', 'ascending');

  await page.reload();
  await expect(bodyRows(page, v.title).first()).toBeVisible();
  await expect(header(page, v.title, v.os)).toHaveCount(0);
  await expect(header(page, v.title, v.datacenter)).toBeVisible();
  await expect(header(page, v.title, v.name)).toHaveAttribute('aria-sort', 'ascending');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the servers list shows name, status and actions first; the user can show the rest', async ({ page }) => {
    await login(page);
    await page.goto('/vm/1/list');
    await expect(bodyRows(page, v.title).first()).toBeVisible();
    await expect(header(page, v.title, v.status)).toBeVisible();
    await expect(header(page, v.title, v.actions)).toBeVisible();
    await expect(header(page, v.title, v.os)).toHaveCount(0);
    await expect(header(page, v.title, v.createdAt)).toHaveCount(0);
    await shot(page, 'tables-phone-servers', false);

    await page.getByRole('button', { name: uiMessages.tableColumns }).click();
    await page.getByRole('group', { name: uiMessages.tableColumnsLegend }).getByRole('checkbox', { name: v.os }).check();
    await expect(header(page, v.title, v.os)).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.reload();
    await expect(header(page, v.title, v.os)).toBeVisible();
    await expect(header(page, v.title, v.createdAt)).toHaveCount(0);
  });
});

test('2,000 records in a zone: 10 rows a page, the page size is remembered, search narrows the rows', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  // the trial project: the main project's zones are the other specs'
  await selectProject(page, 'پروژه آزمایشی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  const zoneName = `many-${Date.now()}.ir`;
  await api(page, 'POST', `dns-cdn/${projectId}/host/create`, { zoneName });
  const zones = (await (await api(page, 'GET', `dns-cdn/${projectId}/host/list`)).json()) as Array<{ id: number; name?: string; zoneName?: string }>;
  const zone = zones.find((z) => (z.name ?? z.zoneName) === zoneName)!;
  // The provider's record create (type 1: A), fifty at a time.
  const records = Array.from({ length: 2000 }, (_, i) => ({
    name: `r-${String(i + 1).padStart(4, '0')}`,
    type: 1,
    ttl: 300,
    value: `10.${Math.floor(i / 250)}.${i % 250}.1`,
    useProxy: false,
  }));
  for (let i = 0; i < records.length; i += 50) {
    await Promise.all(records.slice(i, i + 50).map((body) => api(page, 'POST', `dns-cdn/${projectId}/host/${zone.id}/dns-record/create`, body)));
  }

  await page.goto(`/cdn/${projectId}/${zone.id}/dns-record`);
  const rows = bodyRows(page, r.title);
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(/r-\d{4}/);
  await shot(page, 'tables-2000-records', false);

  await page.getByRole('combobox', { name: uiMessages.tablePageSizeLabel }).selectOption('50');
  await expect(rows).toHaveCount(50);
  // the pager with its size menu, as a user meets it on a long list
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('combobox', { name: uiMessages.tablePageSizeLabel }).scrollIntoViewIfNeeded();
  await shot(page, 'tables-2000-records-pager', false);

  const search = page.getByRole('searchbox', { name: uiMessages.tableSearch });
  await search.fill('r-19');
  // r-1900 … r-1999
  await expect(rows).toHaveCount(50);
  await search.fill('r-199');
  await expect(rows).toHaveCount(10);
  await search.fill('r-1999');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('r-1999');
  await search.fill('10.7.249.1');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('r-2000');

  await page.reload();
  await expect(rows).toHaveCount(50);
});
