import { expect, test, type Page } from '@playwright/test';
import { normalizeDigits } from '../shared/locale/src/digits';
import { formatToman } from '../shared/locale/src/money';
import { billingMessages, paymentStateLabels } from '../remotes/billing/src/messages';
import { login } from './support';

// Billing: top-up through the sandbox's simulated bank, a cancelled bank payment, an invoice paid
// from the wallet. Amounts are shown in Toman; the balance is read from the wallet page.

const w = billingMessages.wallet;

/** The wallet balance the page shows, in Toman. */
async function shownBalance(page: Page): Promise<number> {
  await page.goto('/portal/wallet');
  const box = page.getByTestId('wallet-balance');
  await expect(box).toContainText('تومان');
  const text = normalizeDigits((await box.textContent()) ?? '').replace(/[^\d-]/g, '');
  return Number(text);
}

async function startTopUp(page: Page, toman: string, provider: string) {
  await page.goto('/portal/wallet');
  await page.getByRole('button', { name: w.topUp }).click();
  await page.getByLabel(billingMessages.topUp.amount).fill(toman);
  await page.getByLabel(provider).check();
  await page.getByRole('button', { name: billingMessages.topUp.go }).click();
  await expect(page).toHaveURL(/\/api\/my\/financial\/sandbox-bank\//);
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
}

test('top-up through the simulated bank: the wallet shows the new balance, credited once', async ({ page }) => {
  await login(page);
  const before = await shownBalance(page);
  await startTopUp(page, '250000', 'ملت (به‌پرداخت)');
  await page.getByLabel('شماره کارت').fill('6037991234567890');
  await page.getByLabel('CVV2').fill('123');
  await page.getByLabel('رمز دوم (پویا)').fill('123456');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

  await expect(page).toHaveURL(/\/portal\/wallet\/payment\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'پرداخت تأیید شد و مبلغ آن به کیف پول افزوده شد' })).toBeVisible();
  await expect(page.getByText(paymentStateLabels.verified, { exact: true })).toBeVisible();
  const paymentUrl = page.url();

  expect(await shownBalance(page)).toBe(before + 250_000);
  // Coming back to the payment's page (as a reload or the bank's second redirect would) credits nothing more.
  await page.goto(paymentUrl);
  await expect(page.getByText(paymentStateLabels.verified, { exact: true })).toBeVisible();
  expect(await shownBalance(page)).toBe(before + 250_000);
  await page.goto('/portal/wallet?type=topUp&period=week');
  await expect(page.getByRole('table', { name: w.entries }).getByText(formatToman(2_500_000))).toHaveCount(1);
});

test('a bank payment cancelled at the bank is failed and the balance is unchanged', async ({ page }) => {
  await login(page);
  const before = await shownBalance(page);
  await startTopUp(page, '120000', 'سامان (سپ)');
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/portal\/wallet\/payment\/\d+$/);
  await expect(page.getByText(paymentStateLabels.failed, { exact: true })).toBeVisible();
  await expect(page.getByText('پرداخت در درگاه بانک لغو شد؛ مبلغی از حساب شما کسر نشده است')).toBeVisible();
  expect(await shownBalance(page)).toBe(before);
});

test('an invoice paid from the wallet: paid, and the balance is lower by exactly its total', async ({ page }) => {
  await login(page);
  const before = await shownBalance(page);
  await page.goto('/portal/wallet/invoice');
  await page.getByRole('row', { name: /راه‌اندازی سرور اختصاصی metal-1/ }).getByRole('link').click();
  await expect(page.getByTestId('invoice-total')).toHaveText(formatToman(2_475_000));
  await page.getByRole('button', { name: billingMessages.invoice.payFromWallet }).click();
  await page.getByRole('dialog').getByRole('button', { name: billingMessages.invoice.payFromWallet }).click();
  await expect(page.getByText('پرداخت‌شده', { exact: true })).toBeVisible();
  expect(await shownBalance(page)).toBe(before - 247_500);
});

test('a voucher credits the wallet once: the second use is refused on the field', async ({ page }) => {
  await login(page);
  const before = await shownBalance(page);
  const code = page.getByLabel(billingMessages.voucher.code);
  await code.fill('NOWRUZ1405');
  await page.getByRole('button', { name: billingMessages.voucher.use }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'با کد هدیه به کیف پول شما افزوده شد' }).first()).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toContainText(formatToman((before + 100_000) * 10));
  await code.fill('NOWRUZ1405');
  await page.getByRole('button', { name: billingMessages.voucher.use }).click();
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: 'این کد هدیه پیش‌تر برای حساب شما استفاده شده است' })).toBeVisible();
  await expect(code).toHaveValue('NOWRUZ1405');
  expect(await shownBalance(page)).toBe(before + 100_000);
});
