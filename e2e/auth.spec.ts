import { expect, test } from '@playwright/test';
import { DEMO, hostMessages, login, logout } from './support';

test('the guard sends a visitor without a token to the login page', async ({ page }) => {
  await page.goto('/storage/1');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: hostMessages.login.title })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('the login page is right-to-left Persian', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
});

test('the login page runs only its small starter, written in the page, until the user engages; a sign-in made meanwhile goes through', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/account/login', { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
  await expect(page.locator('script[data-app]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-ready');
  await expect(page.getByRole('heading', { name: hostMessages.login.title })).toBeVisible();

  await page.getByLabel(hostMessages.login.email).fill(DEMO.email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  expect(scripts.some((path) => /^\/main\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
});

test('a wrong password keeps what was typed and says why in Persian', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel(hostMessages.login.email).fill(DEMO.email);
  await page.getByLabel(hostMessages.login.password, { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: hostMessages.login.submit, exact: true }).click();
  await expect(page.getByText('ایمیل یا رمز عبور').first()).toBeVisible();
  await expect(page.getByLabel(hostMessages.login.email)).toHaveValue(DEMO.email);
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('login shows the dashboard, logout clears storage and returns to login', async ({ page }) => {
  await login(page);
  await expect(page.getByTestId('user-title')).not.toBeEmpty();
  await expect(page.getByTestId('financial-summary')).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('loginInfo'));
  // The provider's login answer and the e-mail, never the password.
  expect(JSON.parse(stored!)).toMatchObject({ accessToken: expect.any(String), userTitle: expect.any(String), isSuperUser: true, email: DEMO.email });
  expect(stored).not.toContain(DEMO.password);

  await logout(page);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  // The old token is revoked: going back does not reach the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('signed-in users opening the login page land on the dashboard', async ({ page }) => {
  await login(page);
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown paths inside the layout show the not-found page', async ({ page }) => {
  await login(page);
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('صفحه پیدا نشد')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
});
