import { expect, test } from '@playwright/test';
import { dnsCdnMessages } from '../remotes/dns-cdn/src/messages';
import { zoneMessages } from '../remotes/dns-cdn/src/features/zone/messages';
import { login, selectProject, shot, toast, expectFitsWidth } from './support';

// The zone's API gateway is ours (the provider's document has no such calls), so this spec stays
// out of the run through Prism that dns-cdn.spec.ts takes part in.

const m = dnsCdnMessages;

test('dns-cdn: the API gateway of the demo zone: a route refused for its upstream, then made', async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  const tag = Date.now().toString(36);
  await page.goto(`/cdn/${projectId}`);
  await page.getByRole('cell', { name: 'shop-demo.ir' }).click();
  await page.getByRole('tab', { name: zoneMessages.zone.tabs['load-balance'] }).click();
  await page.getByRole('link', { name: m.gateway.zoneLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.gateway.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: '/api/v1/*', exact: true })).toBeVisible();

  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: m.gateway.create }).first().click();
  await dialog.getByLabel(m.gateway.path).fill(`/orders-${tag}/*`);
  await dialog.getByLabel(m.gateway.upstream).fill('ftp://orders.example.ir');
  await dialog.getByRole('button', { name: m.gateway.save }).click();
  await expect(dialog.locator('.ant-form-item-explain-error', { hasText: 'نشانی سرویس مقصد باید با http:// یا https:// شروع شود' })).toBeVisible();
  // What was typed stays.
  await expect(dialog.getByLabel(m.gateway.path)).toHaveValue(`/orders-${tag}/*`);
  await dialog.getByLabel(m.gateway.upstream).fill('https://orders.example.ir/v2');
  await dialog.getByRole('button', { name: m.gateway.save }).click();
  await expect(toast(page, m.gateway.created)).toBeVisible();
  await expect(page.getByRole('cell', { name: `/orders-${tag}/*`, exact: true })).toBeVisible();
  await shot(page, 'dns-api-gateway');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'dns-api-gateway-390');
  await expectFitsWidth(page);
});
