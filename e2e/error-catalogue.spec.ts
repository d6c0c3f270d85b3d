import { expect, test, type Page } from '@playwright/test';
import { hostMessages, login, messages, toast } from './support';

// Each row of the spec's error catalogue (§8), seen in the browser: the dashboard's financial
// summary request is answered the way the row describes.
const FINANCIAL = '**/api/my/dashboard/financial';

async function answerFinancial(page: Page, status: number, body: unknown, headers: Record<string, string> = {}) {
  await page.route(FINANCIAL, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body), headers }),
  );
}

async function reloadDashboard(page: Page) {
  await page.goto('/');
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('timeout: "request timeout" toast', async ({ page }) => {
  await page.clock.install();
  await page.route(FINANCIAL, () => {
    /* never answers */
  });
  const requested = page.waitForRequest(FINANCIAL);
  await reloadDashboard(page);
  await requested;
  await page.clock.fastForward(31_000);
  await expect(toast(page, messages.errors.requestTimeout)).toBeVisible();
});

test('no response: the generic message', async ({ page }) => {
  await page.route(FINANCIAL, (route) => route.abort('connectionreset'));
  await reloadDashboard(page);
  await expect(toast(page, messages.errors.generic)).toBeVisible();
});

test('5xx: the server message, else the generic one', async ({ page }) => {
  await answerFinancial(page, 502, { message: 'سرویس مالی در دسترس نیست' });
  await reloadDashboard(page);
  await expect(toast(page, 'سرویس مالی در دسترس نیست')).toBeVisible();

  await page.unroute(FINANCIAL);
  await answerFinancial(page, 500, {});
  await reloadDashboard(page);
  await expect(toast(page, messages.errors.generic)).toBeVisible();
});

test('422: one toast per message, then the fallbacks', async ({ page }) => {
  await answerFinancial(page, 422, { errors: { Name: ['نام کوتاه است'], Price: ['قیمت نامعتبر است'] } });
  await reloadDashboard(page);
  await expect(toast(page, 'نام کوتاه است')).toBeVisible();
  await expect(toast(page, 'قیمت نامعتبر است')).toBeVisible();

  await page.unroute(FINANCIAL);
  await answerFinancial(page, 422, { title: 'عنوان خطا' });
  await reloadDashboard(page);
  await expect(toast(page, 'عنوان خطا')).toBeVisible();

  await page.unroute(FINANCIAL);
  await answerFinancial(page, 422, {});
  await reloadDashboard(page);
  await expect(toast(page, messages.errors.invalidInput)).toBeVisible();
});

test('429: the rate-limit fallback, without waiting for Retry-After', async ({ page }) => {
  await answerFinancial(page, 429, {}, { 'Retry-After': '999999' });
  await reloadDashboard(page);
  await expect(toast(page, messages.errors.tooManyRequests)).toBeVisible();
});

test('403: goes to the forbidden page without a toast', async ({ page }) => {
  await answerFinancial(page, 403, { message: 'should not be shown' });
  await reloadDashboard(page);
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByText(messages.pages.forbiddenTitle)).toBeVisible();
  await expect(page.getByText('should not be shown')).toHaveCount(0);
});

test('404: no toast, the card offers a retry', async ({ page }) => {
  await answerFinancial(page, 404, { message: 'should not be shown' });
  await reloadDashboard(page);
  await expect(page.getByTestId('financial-summary').getByText(hostMessages.dashboard.loadFailed)).toBeVisible();
  await expect(page.getByText('should not be shown')).toHaveCount(0);
});

test('401: the session is cleared and the user goes to login', async ({ page }) => {
  await answerFinancial(page, 401, { message: 'expired' });
  await reloadDashboard(page);
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('loginInfo'))).toBeNull();
});

test('400: the server message', async ({ page }) => {
  await answerFinancial(page, 400, { message: 'درخواست نادرست است' });
  await reloadDashboard(page);
  await expect(toast(page, 'درخواست نادرست است')).toBeVisible();
});
