import { expect, test } from '@playwright/test';
import { dnsCdnMessages } from '../remotes/dns-cdn/src/messages';
import { login, selectProject } from './support';

// Written by `pnpm new-remote dns-cdn`: the published area opens at its first route. Grow it with the area.
test('dns-cdn: a signed-in customer opens the area', async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(`/cdn/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: dnsCdnMessages.overview.title })).toBeVisible();
});
