import { expect, test } from '@playwright/test';
import { storageHostMessages } from '../remotes/storage/src/features/hosts/messages';
import { accessKeyMessages } from '../remotes/storage/src/features/keys/messages';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { uiMessages } from '../shared/ui/src/messages';
import { areaMessages, login, selectProject } from './support';

// The member is a viewer of the trial project: every change is offered disabled, saying why,
// instead of a form whose submit ends on the forbidden page.
test('a project viewer sees the changes disabled with the reason', async ({ page }) => {
  await login(page, 'member@example.com', 'Member@1234');
  await selectProject(page, 'پروژه آزمایشی');
  await expect(page).toHaveURL(/\/vm\/\d+\/list$/);

  const create = page.getByRole('button', { name: vmMessages.list.create }).first();
  await expect(create).toBeDisabled();
  await page.locator('.portal-not-permitted').filter({ has: create }).first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(uiMessages.needsWrite);

  // The wizard's URL opened directly: a notice, and no way to submit.
  await page.goto(page.url().replace(/list$/, 'add-vm'));
  await expect(page.getByText(uiMessages.needsWrite)).toBeVisible();

  await page.getByRole('link', { name: areaMessages.cloudStorage }).click();
  await expect(page.getByRole('heading', { name: storageHostMessages.list.title })).toBeVisible();
  await expect(page.getByRole('button', { name: storageHostMessages.list.create }).first()).toBeDisabled();
  await page.getByRole('cell', { name: 'test-bucket', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'test-bucket' })).toBeVisible();
  await expect(page.getByRole('button', { name: storageHostMessages.detail.delete })).toBeDisabled();
  await expect(page.getByRole('button', { name: accessKeyMessages.keys.create })).toBeDisabled();
});
