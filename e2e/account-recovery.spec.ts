import { expect, test, type Page } from '@playwright/test';
import { hostMessages, latestCode, logout, messages, toast } from './support';

async function solveCaptcha(page: Page) {
  const key = await page.locator('input#captchaKey').inputValue();
  await page.getByRole('textbox', { name: hostMessages.captcha.label }).fill(await latestCode(page, key, 'captcha'));
}

test('a new customer signs up with a captcha and lands on the dashboard', async ({ page }) => {
  await page.goto('/account/signup');
  const t = hostMessages.signup;
  await page.getByLabel(t.firstName, { exact: true }).fill('سارا');
  await page.getByLabel(t.lastName).fill('احمدی');
  const email = `sara-${Date.now()}@example.com`;
  await page.getByLabel(hostMessages.login.email).fill(email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill('weak');
  await page.getByLabel(t.repeatPassword).fill('weak');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(messages.validation.patterns.password)).toBeVisible();

  await page.getByLabel(hostMessages.login.password, { exact: true }).fill('Strong@123');
  await page.getByLabel(t.repeatPassword).fill('Strong@123');
  await expect(page.locator('input#captchaKey')).not.toHaveValue('');
  await solveCaptcha(page);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  // The code step shows once the sandbox has "sent" the code.
  await expect(toast(page, t.codeSent)).toBeVisible();
  await expect(page.getByLabel(t.code)).toBeVisible();
  await page.getByLabel(t.code).fill(await latestCode(page, email, 'confirm-signup'));
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
});

test('a forgotten password is reset with the e-mailed code and the new one logs in', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`;
  // A customer of our own, so the shared demo password stays as it is.
  await page.goto('/account/signup');
  await page.getByLabel(hostMessages.signup.firstName, { exact: true }).fill('رضا');
  await page.getByLabel(hostMessages.signup.lastName).fill('کریمی');
  await page.getByLabel(hostMessages.login.email).fill(email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill('First@1234');
  await page.getByLabel(hostMessages.signup.repeatPassword).fill('First@1234');
  await expect(page.locator('input#captchaKey')).not.toHaveValue('');
  await solveCaptcha(page);
  await page.getByRole('button', { name: hostMessages.signup.submit }).click();
  await expect(page.getByLabel(hostMessages.signup.code)).toBeVisible();
  await page.getByLabel(hostMessages.signup.code).fill(await latestCode(page, email, 'confirm-signup'));
  await page.getByRole('button', { name: hostMessages.signup.confirm }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  await logout(page);

  const t = hostMessages.forget;
  await page.getByRole('link', { name: hostMessages.login.forgot }).click();
  await page.getByLabel(hostMessages.login.email).fill(email);
  await expect(page.locator('input#captchaKey')).not.toHaveValue('');
  await solveCaptcha(page);
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(toast(page, t.codeSent)).toBeVisible();

  // The email is kept for the confirm step.
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel(t.code).fill(await latestCode(page, email));
  await page.getByLabel(t.newPassword).fill('Second@1234');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(toast(page, t.done)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);

  await page.getByLabel(hostMessages.login.email).fill(email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill('Second@1234');
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
});
