import { expect, test } from '@playwright/test';
import { cloudPlatformMessages } from '../remotes/cloud-platform/src/messages';
import { login, selectProject } from './support';

// Written by `pnpm new-remote cloud-platform`: the published area opens at its first route. Grow it with the area.
test('cloud-platform: a signed-in customer opens the area', async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(`/kubernetes-cluster/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: cloudPlatformMessages.overview.title })).toBeVisible();
});
