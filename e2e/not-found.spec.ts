import { expect, test } from '@playwright/test';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { login, messages } from './support';

/** Something that does not exist is "not found" with a way back, never a network failure to retry. */
test('a missing server or project is not found, with a way back and no retry', async ({ page }) => {
  await login(page);

  await page.goto('/vm/1/99999/specification');
  await expect(page.getByText(vmMessages.detail.notFound)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(messages.common.retry) })).toHaveCount(0);
  await page.getByRole('button', { name: vmMessages.detail.back }).click();
  await expect(page).toHaveURL(/\/vm\/1\/list$/);
  await expect(page.getByRole('heading', { name: vmMessages.list.title })).toBeVisible();

  await page.goto('/vm/99/list');
  await expect(page.getByText(messages.pages.notFoundTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(messages.common.retry) })).toHaveCount(0);
});
