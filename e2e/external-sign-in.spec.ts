import { expect, test, type Page } from '@playwright/test';
import { accountMessages } from '../host/src/account/messages';
import { hostMessages, openLoginApp, shot } from './support';
import { axeFindings, describeFindings } from './axe';

// Issue 17: sign in with Google and ITO through the sandbox provider's consent page (the seeded
// accounts the README names), and every way it can go wrong lands on the login page with a message.

const t = hostMessages.externalSignIn;
const CONSENT_TITLE = { google: 'ورود با گوگل (سندباکس)', ito: 'ورود با ITO (سندباکس)' };

/** From the login page to the provider's consent page. */
async function toConsent(page: Page, provider: 'google' | 'ito') {
  await openLoginApp(page);
  await page.getByRole('button', { name: t[provider] }).click();
  await expect(page.getByRole('heading', { name: CONSENT_TITLE[provider] })).toBeVisible();
}

/** Picks the account by its e-mail and answers. */
async function answer(page: Page, email: string, decision: 'اجازه می‌دهم' | 'اجازه نمی‌دهم') {
  await page.getByRole('radio', { name: email }).check();
  await page.getByRole('button', { name: decision }).click();
}

const notice = (page: Page) => page.locator('.auth-notice');

test('Google: the demo account (verified e-mail) through the consent page to the dashboard; linked on the account page', async ({ page }) => {
  await toConsent(page, 'google');
  expect(describeFindings(await axeFindings(page))).toEqual([]);
  await shot(page, 'external-consent-google');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'external-consent-google-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await answer(page, 'demo@example.com', 'اجازه می‌دهم');
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  // The code does not stay in the address bar.
  expect(new URL(page.url()).search).toBe('');
  await page.goto('/portal/account');
  const row = page.getByTestId('identity-google');
  await expect(row).toContainText('demo@example.com');
  await shot(page, 'external-account-linked');
});

test('ITO: the demo account through the consent page to the dashboard, by keyboard', async ({ page }) => {
  await toConsent(page, 'ito');
  await shot(page, 'external-consent-ito');
  // The first account is chosen; Tab reaches it, then "allow", and Enter sends the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'demo@example.com' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'اجازه می‌دهم' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
});

test('a verified e-mail with no account: a new customer with the profile incomplete, whose only way in cannot be unlinked', async ({ page }) => {
  const a = accountMessages;
  await toConsent(page, 'google');
  await answer(page, 'new.google@example.com', 'اجازه می‌دهم');
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  await page.goto('/portal/account');
  await expect(page.getByText(a.profile.incomplete)).toBeVisible();
  const row = page.getByTestId('identity-google');
  await expect(row).toContainText('new.google@example.com');
  await row.getByRole('button', { name: `${a.externalIdentities.unlink} ${a.externalIdentities.providers.google}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(a.externalIdentities.noPassword);
  await dialog.getByRole('button', { name: a.externalIdentities.unlink }).click();
  await expect(page.getByText('این تنها راه ورود به حساب شماست').first()).toBeVisible();
  await shot(page, 'external-unlink-refused');
  await page.reload();
  await expect(page.getByTestId('identity-google')).toContainText('new.google@example.com');
});

test('deny on the consent page: back on the login page with the message, signed out', async ({ page }) => {
  await toConsent(page, 'google');
  await answer(page, 'demo@example.com', 'اجازه نمی‌دهم');
  await expect(notice(page)).toHaveText(t.denied);
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('loginInfo'))).toBeNull();
  // The login page with its notice and the provider buttons.
  expect(describeFindings(await axeFindings(page))).toEqual([]);
  await shot(page, 'external-error-denied');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'external-error-denied-390');
  // Sign-up offers the same two ways.
  await page.goto('/account/signup');
  await expect(page.getByRole('button', { name: t.google })).toBeVisible();
  await expect(page.getByRole('button', { name: t.ito })).toBeVisible();
  await shot(page, 'external-signup-390');
});

test('an account with two-factor on goes to the two-factor page, which asks for the e-mail too', async ({ page }) => {
  await toConsent(page, 'google');
  await answer(page, '2fa@example.com', 'اجازه می‌دهم');
  await expect(page.getByRole('heading', { name: hostMessages.twoFactor.title })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/two-factor-login$/);
  // The login answer names no e-mail, and the code step (the provider's body) needs it.
  await expect(page.getByLabel(hostMessages.login.email)).toBeVisible();
  await expect(page.getByLabel(hostMessages.twoFactor.code)).toBeVisible();
  await shot(page, 'external-two-factor');
});

test('an unverified e-mail of an existing account is refused with the reason', async ({ page }) => {
  await toConsent(page, 'google');
  await answer(page, 'other@example.com', 'اجازه می‌دهم');
  await expect(notice(page)).toContainText('تأیید نشده');
  await shot(page, 'external-error-unverified');
});

test('a callback opened in another browser (no sign-in started there) and a replayed code are refused', async ({ page, browser }) => {
  await toConsent(page, 'ito');
  // Note the provider's answer (the callback URL with the code) as the browser follows it.
  const callback = page.waitForRequest((request) => request.url().includes('/account/login-callback/ito?'));
  await answer(page, 'demo@example.com', 'اجازه می‌دهم');
  const callbackUrl = (await callback).url();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  expect(callbackUrl).toContain('code=');

  // The same callback in a browser that never started this sign-in: no pending sign-in is bound there.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(callbackUrl);
  await expect(notice(stranger)).toContainText('همین مرورگر');
  await shot(stranger, 'external-error-state');
  await other.close();

  // The same code again in the first browser (after signing out), with a fresh sign-in of its own started.
  await page.evaluate(() => localStorage.clear());
  await openLoginApp(page);
  expect((await page.request.get('/api/my/auth/login-ito-url')).status()).toBe(200);
  const code = new URL(callbackUrl).searchParams.get('code')!;
  await page.goto(`/account/login-callback/ito?${new URLSearchParams({ code })}`);
  await expect(notice(page)).toContainText('قبلاً استفاده شده');
  await shot(page, 'external-error-replayed');
});
