import { expect, test } from '@playwright/test';
import { vpcMessages } from '../remotes/vpc/src/messages';
import { login, selectProject } from './support';

test('vpc: the demo project lists prod-vpc', async ({ page }) => {
  await login(page);
  await selectProject(page, 'پروژه اصلی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(`/vpc/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: vpcMessages.list.title })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'prod-vpc' })).toBeVisible();
});
