import { expect, test, type Page } from '@playwright/test';
import { areas } from '../shared/areas/src/areas';
import { areaOwning } from '../shared/areas/src/paths';
import { areaMessages } from '../shared/areas/src/messages';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { storageHostMessages } from '../remotes/storage/src/features/hosts/messages';
import { hostMessages, login, selectProject } from './support';

// The portal links only to areas whose remote is in /mf/registry.json: its own navigation never
// leads to a failure panel.

const sidebar = (page: Page) => page.getByRole('navigation', { name: hostMessages.brand });

/** The live registry minus storage, as on an installation where storage is not deployed. */
async function registryWithoutStorage(page: Page) {
  await page.route('**/mf/registry.json', async (route) => {
    const response = await route.fetch();
    const doc = (await response.json()) as { remotes: Record<string, unknown> };
    delete doc.remotes.storage;
    await route.fulfill({ response, json: doc });
  });
}

test('an area missing from the registry has no sidebar or dashboard link; the other areas work', async ({ page }) => {
  await registryWithoutStorage(page);
  await login(page);
  await selectProject(page, 'پروژه اصلی');

  // Links appear once the registry has arrived: wait for a deployed area's before counting storage's.
  await expect(sidebar(page).getByRole('link', { name: areaMessages.virtualServers })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: areaMessages.cloudStorage })).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: hostMessages.layout.dashboard }).click();
  await expect(page.getByTestId('usage-1').getByRole('link', { name: hostMessages.dashboard.open })).toBeVisible();
  await expect(page.getByTestId('usage-3')).toContainText(areaMessages.cloudStorage);
  await expect(page.getByTestId('usage-3').getByRole('link')).toHaveCount(0);

  await page.getByTestId('usage-1').getByRole('link', { name: hostMessages.dashboard.open }).click();
  await expect(page.getByRole('heading', { name: vmMessages.list.title })).toBeVisible();
  await sidebar(page).getByRole('link', { name: areaMessages.cloudDisk }).click();
  await expect(page).toHaveURL(/\/block-storage\/\d+$/);
});

test('with the live registry, exactly the deployed areas have sidebar links', async ({ page }) => {
  await login(page);
  const live = (await (await page.request.get('/mf/registry.json')).json()) as { remotes: Record<string, unknown> };
  const [deployed, missing] = [areas.filter((a) => live.remotes[a.remote]), areas.filter((a) => !live.remotes[a.remote])];
  // cloud-platform and dns-cdn have no remote yet.
  expect(deployed.map((a) => a.remote)).toEqual(expect.arrayContaining(['cloud-infra', 'storage']));

  await selectProject(page, 'پروژه اصلی');
  await expect(sidebar(page).getByRole('link', { name: areaMessages.cloudStorage })).toBeVisible();
  for (const area of deployed) {
    for (const link of area.sidebar) await expect(sidebar(page).getByRole('link', { name: areaMessages[link.label], exact: true })).toBeVisible();
  }
  for (const area of missing) {
    for (const link of area.sidebar) await expect(sidebar(page).getByText(areaMessages[link.label], { exact: true })).toHaveCount(0);
  }
  // The top bar's calculator and support buttons lead into billing and support: there only when
  // the page is served (billing does not serve the calculator yet, so no area owns its path).
  const topBar = page.getByTestId('top-bar');
  const calculator = areaOwning('/portal/calculator');
  await expect(topBar.getByRole('link', { name: hostMessages.layout.calculator })).toHaveCount(calculator && live.remotes[calculator.remote] ? 1 : 0);
  await expect(topBar.getByRole('link', { name: areaMessages.support })).toHaveCount(live.remotes.support ? 1 : 0);

  // The storage area still opens from its link.
  await sidebar(page).getByRole('link', { name: areaMessages.cloudStorage }).click();
  await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toBeVisible();
});

// The shell loads antd by component and the roots only when an area starts (host-shared-roots.ts):
// an area's own antd components must still get the portal's ConfigProvider, i.e. one antd for the
// page, whether the area is opened from the sidebar after the dashboard idled or as the first page.
async function expectPortalAntd(page: Page) {
  const table = page.locator('#content .ant-table-wrapper').first();
  await expect(table).toBeVisible();
  await expect(table).toHaveClass(/ant-table-wrapper-rtl/);
  // The portal's primary blue (theme.ts), not antd's default #1677ff.
  await expect(page.locator('#content .ant-btn-primary').first()).toHaveCSS('background-color', 'rgb(21, 101, 192)');
}

test("an area's antd components follow the portal's right-to-left theme, opened from the sidebar or directly", async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const link = sidebar(page).getByRole('link', { name: areaMessages.cloudStorage });
  await page.waitForLoadState('networkidle');
  await link.click();
  await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toBeVisible();
  await expectPortalAntd(page);

  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toBeVisible();
  await expectPortalAntd(page);
});
