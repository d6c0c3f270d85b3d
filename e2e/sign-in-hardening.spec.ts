import { expect, test, type Page } from '@playwright/test';
import { hostMessages, latestCode, openLoginApp } from './support';

/** A customer of this test's own (so the shared demo account's failures stay untouched). */
async function newCustomer(page: Page): Promise<{ email: string; password: string }> {
  const email = `locked-${Date.now()}@example.com`;
  const password = 'Owner@1234';
  const { captchaKey } = await (await page.request.get('/api/my/auth/captcha')).json();
  const captchaCode = await latestCode(page, captchaKey, 'captcha');
  const sent = await page.request.post('/api/my/auth/register', { data: { firstName: 'مالک', lastName: 'حساب', email, password, captchaKey, captchaCode } });
  expect(sent.status()).toBe(200);
  // The provider's login answer without a session: the account exists only once the code is confirmed.
  expect(await sent.json()).toMatchObject({ accessToken: null, twoFactor: false });
  const confirmed = await page.request.post('/api/my/auth/register-confirm', { data: { email, confirmCode: await latestCode(page, email, 'confirm-signup') } });
  expect(confirmed.status()).toBe(200);
  return { email, password };
}

test('failed sign-ins do not lock the account: the form asks for a captcha, and the owner gets in with it', async ({ page }) => {
  const owner = await newCustomer(page);
  const t = hostMessages.login;
  await openLoginApp(page);
  await page.getByLabel(t.email).fill(owner.email);
  const captcha = page.getByRole('textbox', { name: hostMessages.captcha.label });
  for (let i = 0; i < 3; i++) {
    await page.getByLabel(t.password, { exact: true }).fill(`Wrong@${i}000`);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText('ایمیل یا رمز عبور اشتباه است').first()).toBeVisible();
    if (i < 2) await expect(captcha).toHaveCount(0);
  }
  await expect(captcha).toBeVisible();
  await expect(page.locator('input#captchaKey')).not.toHaveValue('');
  // The first try with a captcha waits for nothing (the delays begin once it fails too).
  await page.getByLabel(t.password, { exact: true }).fill(owner.password);
  await captcha.fill(await latestCode(page, await page.locator('input#captchaKey').inputValue(), 'captcha'));
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
});

test('the sandbox mailbox is closed to anyone without the secret', async ({ page }) => {
  const res = await page.request.get('/api/sandbox/codes?to=demo@example.com');
  expect(res.status()).toBe(401);
  const mailbox = await page.request.get('/api/sandbox/mailbox');
  expect(mailbox.status()).toBe(200);
  expect(await mailbox.text()).toContain('name="secret"');
});
