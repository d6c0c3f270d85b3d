import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { formatNumber, normalizeDigits } from '../shared/locale/src/digits';
import { formatToman } from '../shared/locale/src/money';
import { PRODUCT } from '../shared/contracts/src/vocabulary/products';
import { billingMessages } from '../remotes/billing/src/messages';
import { billMessages } from '../remotes/billing/src/features/bills/messages';
import { calculatorMessages } from '../remotes/billing/src/features/calculator/messages';
import { financialMessages } from '../remotes/billing/src/features/financial/messages';
import { paymentMessages, paymentStateLabels } from '../remotes/billing/src/features/payments/messages';
import { salesMessages } from '../remotes/billing/src/features/sales/messages';
import { serviceMessages } from '../remotes/billing/src/features/services/messages';
import { vmMessages } from '../remotes/cloud-infra/src/features/vm/messages';
import { hostMessages, latestCode, login, selectProject, shot } from './support';

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
  // Among this week's credits, the top-up once.
  await page.goto('/portal/wallet?type=credit&period=week');
  await expect(page.getByRole('table', { name: w.entries }).getByText(formatToman(2_500_000))).toHaveCount(1);
  // The payment list shows the card as the bank masked it.
  await page.goto('/portal/wallet/payment');
  await expect(page.getByRole('table', { name: paymentMessages.payments.caption }).getByText('603799******7890').first()).toBeVisible();
});

test("the wallet's CSV is built from the rows shown: each entry's transaction number, Persian headers, a byte-order mark", async ({ page }, info) => {
  await login(page);
  await page.goto('/portal/wallet?period=all');
  const table = page.getByRole('table', { name: w.entries });
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe('wallet.csv');
  const file = info.outputPath('wallet.csv');
  await download.saveAs(file);
  const bytes = (await import('node:fs')).readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  const c = w.columns;
  expect(lines[0]).toBe([c.id, c.transactionDate, c.description, c.credit, c.debit, c.balance].join(','));
  // Every line starts with its entry's number, as the first column of the table shows it.
  expect(lines.slice(1).every((line) => /^\d+,/.test(line))).toBe(true);
  // All the rows the page has (the table shows them a page at a time).
  expect(lines.length - 1).toBeGreaterThanOrEqual(await table.locator('tbody tr.ant-table-row').count());
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
  await page
    .getByRole('row')
    .filter({ hasText: formatToman(2_475_000) })
    .getByRole('link')
    .click();
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
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: billingMessages.voucher.done }).first()).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toContainText(formatToman((before + 100_000) * 10));
  await code.fill('NOWRUZ1405');
  await page.getByRole('button', { name: billingMessages.voucher.use }).click();
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: 'این کد هدیه پیش‌تر برای حساب شما استفاده شده است' })).toBeVisible();
  await expect(code).toHaveValue('NOWRUZ1405');
  expect(await shownBalance(page)).toBe(before + 100_000);
});

test("an invoice's PDF (rendered by the gateway from invoice/get) downloads, and its text holds the invoice number and the amount", async ({ page }, info) => {
  await login(page);
  await page.goto('/portal/wallet/invoice');
  await page
    .getByRole('row')
    .filter({ hasText: formatToman(4_070_000) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: billingMessages.invoice.title('۱') })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: billingMessages.invoice.downloadPdf }).click()]);
  expect(download.suggestedFilename()).toBe('invoice-1.pdf');
  const file = info.outputPath('invoice-1.pdf');
  await download.saveAs(file);
  // pdftotext wraps right-to-left and left-to-right runs in embedding marks; the words are what count.
  const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
  expect(text).toContain('شماره صورتحساب');
  expect(text).toContain(formatNumber(4_070_000, { maximumFractionDigits: 0 }));
  expect(text).toContain('صورتحساب فروش خدمات');
  expect(text).toContain('تخفیف');
});

test('the calculator prices a custom server as the VM wizard does, and adds lines up', async ({ page }) => {
  const c = calculatorMessages.calculator;
  const v = vmMessages.create;
  await login(page);
  // The wizard's price for 2 cores, 2 GB, 30 GB and its one public address.
  await selectProject(page, 'پروژه آزمایشی');
  await expect(page).toHaveURL(/\/vm\/\d+\/list$/);
  await page.getByRole('button', { name: vmMessages.list.create }).first().click();
  // The data centre is the project's; the OS comes first.
  await page.getByText('Debian 12', { exact: true }).click();
  await page.getByRole('button', { name: 'مرحله بعد' }).click();
  await page.getByText('پیکربندی دلخواه').click();
  await page.getByRole('spinbutton', { name: v.cpu }).fill('2');
  await page.getByRole('spinbutton', { name: v.memory }).fill('2');
  await page.getByRole('spinbutton', { name: v.disk }).fill('30');
  const summary = page.getByTestId('vm-price-summary').first();
  await expect(summary).toContainText('تومان');
  const wizardToman = /\(([۰-۹٬]+ تومان)\)/.exec((await summary.textContent()) ?? '')![1]!;

  // The top bar's calculator button leads to the calculator.
  await page.getByRole('link', { name: hostMessages.layout.calculator }).first().click();
  // The wizard asks before its typed choices are left.
  await page.getByRole('dialog').getByRole('button', { name: 'خروج' }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await page.getByText(c.custom, { exact: true }).click();
  await page.getByRole('spinbutton', { name: c.cpu }).fill('2');
  await page.getByRole('spinbutton', { name: c.memory }).fill('2');
  await page.getByRole('spinbutton', { name: c.disk }).fill('30');
  await page.getByRole('spinbutton', { name: c.ipv4 }).fill('1');
  const quote = page.getByTestId('calculator-quote');
  await expect(quote).toContainText(wizardToman);
  await page.getByRole('button', { name: c.add }).click();

  // A second line: a 100 GB disk, 2 of them (20 Rial per GB-hour, 720 hours).
  await page.locator('label.ant-radio-button-wrapper', { hasText: c.kinds.volume }).click();
  await page.getByRole('spinbutton', { name: c.volumeSize }).fill('100');
  await page.getByRole('spinbutton', { name: c.count }).fill('2');
  await expect(quote).toContainText(formatToman(2 * 100 * 20 * 720));
  await page.getByRole('button', { name: c.add }).click();
  const server = Number(normalizeDigits(wizardToman).replace(/\D/g, ''));
  await expect(page.getByTestId('calculator-total-monthly')).toHaveText(formatToman(server * 10 + 2 * 100 * 20 * 720));
  await shot(page, 'calculator');
});

test('financial: the referral link and its commission; an offer bought once from the wallet', async ({ page }) => {
  const f = financialMessages.financial;
  const o = financialMessages.offer;
  await login(page);
  const before = await shownBalance(page);
  await page.goto('/portal/financial');
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await expect(page.getByTestId('referral-link')).toContainText('/account/signup?referral=');
  // The other customer signed up through the demo's link; its top-up of 30,000 Toman earned 10%.
  await expect(page.getByTestId('commission-total')).toHaveText(formatToman(30_000));
  await shot(page, 'financial');

  await page.getByRole('link', { name: 'گواهی SSL وایلدکارت با تخفیف' }).click();
  await expect(page.getByTestId('offer-total')).toHaveText(formatToman(1_650_000));
  await page.getByRole('button', { name: o.pay }).click();
  await page.getByRole('dialog').getByRole('button', { name: o.pay }).click();
  await expect(page.getByText(o.once)).toBeVisible();
  await expect(page.getByRole('button', { name: o.pay })).toHaveCount(0);
  await shot(page, 'offer-bought');
  expect(await shownBalance(page)).toBe(before - 165_000);
  // bought: no longer on offer to this customer
  await page.goto('/portal/financial');
  await expect(page.getByRole('link', { name: 'بسته سرور ابری نوروزی' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'گواهی SSL وایلدکارت با تخفیف' })).toHaveCount(0);
});

test('my services: every resource from the system menu, each linked to its page, the monthly total, the CSV', async ({ page }, info) => {
  const t = serviceMessages.services;
  await login(page);
  await page.getByRole('button', { name: hostMessages.layout.systemMenu }).click();
  await page.getByRole('menuitem', { name: hostMessages.layout.myServices }).click();
  await expect(page).toHaveURL(/\/portal\/customer-products$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const table = page.getByRole('table', { name: t.caption });
  // both projects' resources, each with its type (found through the table's search: the list is paged)
  const search = page.getByPlaceholder(t.search);
  await search.fill('test-bucket');
  await expect(table.getByRole('row', { name: /test-bucket/ })).toContainText('پروژه آزمایشی');
  await search.fill('metal-1');
  await expect(table.getByRole('row', { name: /metal-1/ })).toContainText('سرور اختصاصی');
  await search.fill('');
  await expect(page.getByText(/جمع هزینه ماهانه/)).toBeVisible();
  await shot(page, 'my-services');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe('my-services.csv');
  const file = info.outputPath('my-services.csv');
  await download.saveAs(file);
  const csv = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(csv).toContain(t.columns.monthlyCost);
  expect(csv).toMatch(/web-1,سرور ابری,پروژه اصلی,فعال,\d+/);

  await search.fill('web-1');
  await table.getByRole('link', { name: 'web-1' }).click();
  await expect(page).toHaveURL(/\/vm\/\d+\/\d+\/specification$/);
});

test("bills: a bill per month of the hourly usage; one month's charged resources, and their charges as CSV", async ({ page }, info) => {
  const t = billMessages.bills;
  await login(page);
  await page.goto('/portal/wallet');
  await page.getByRole('tab', { name: billingMessages.nav.bills }).click();
  await expect(page).toHaveURL(/\/portal\/wallet\/bill$/);
  const table = page.getByRole('table', { name: t.caption });
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await shot(page, 'bills');

  // The oldest month with usage: the trial server's hours (the first weeks), and its statement.
  let charged = -1;
  for (let i = (await rows.count()) - 1; i >= 0 && charged < 0; i--)
    if (Number(normalizeDigits((await rows.nth(i).locator('td').last().textContent()) ?? '').replace(/[^\d]/g, '')) > 0) charged = i;
  expect(charged).toBeGreaterThanOrEqual(0);
  await rows.nth(charged).getByRole('link').click();
  await expect(page).toHaveURL(/\/portal\/wallet\/bill\/\d{6}$/);
  await expect(page.getByRole('table', { name: /سرور ابری «trial-vm»/ })).toBeVisible();
  await shot(page, 'bill');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bill-\d{6}\.csv$/);
  const file = info.outputPath('bill.csv');
  await download.saveAs(file);
  const csv = (await import('node:fs')).readFileSync(file, 'utf8');
  const b = billMessages.bill;
  expect(csv.split('\r\n')[0]).toBe(
    `\uFEFF${[b.csv.product, b.csv.order, b.csv.item, b.columns.from, b.columns.to, b.csv.quantity, b.columns.hours, b.columns.price].join(',')}`,
  );
  expect(csv).toMatch(/\r\nسرور ابری,trial-vm,[^\r\n]*,\d+,\d+(\.\d+)?\r\n/);
});

test('sales: the orders, narrowed to one product with their states', async ({ page }) => {
  const t = salesMessages.sales;
  await login(page);
  await page.goto('/portal/wallet');
  await page.getByRole('tab', { name: billingMessages.nav.sales }).click();
  await expect(page).toHaveURL(/\/portal\/sales$/);
  const table = page.getByRole('table', { name: t.caption });
  await expect(table.getByRole('row', { name: /سرور ابری test-2/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /کلاستر کوبرنتیز/ })).toBeVisible();
  await shot(page, 'sales');
  await page.getByRole('combobox', { name: t.product }).click();
  await page.locator('.ant-select-item-option[title="کولوکیشن"]').click();
  await expect(page).toHaveURL(new RegExp(`product=${PRODUCT.colocation}$`));
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table).toContainText('اجاره سالانه رک کولوکیشن');
  await expect(table).toContainText('در انتظار پرداخت');
});

test("a sign-up through the demo's referral link carries the code; the demo sees the new referred customer", async ({ page, browser }) => {
  const f = financialMessages.financial;
  const s = hostMessages.signup;
  await login(page);
  await page.goto('/portal/financial');
  const link = ((await page.getByTestId('referral-link').textContent()) ?? '').trim();
  expect(link).toMatch(/\/account\/signup\?referral=\w+$/);
  const referred = page.getByRole('table', { name: f.referred }).locator('tbody tr.ant-table-row');
  await expect(referred.first()).toBeVisible();
  const before = await referred.count();

  const visitor = await browser.newPage();
  const path = link.slice(link.indexOf('/account/signup'));
  // an unknown code is refused on its field
  await visitor.goto('/account/signup?referral=REFNOSUCH');
  const email = `ref-${Date.now()}@example.com`;
  await visitor.getByLabel(s.firstName, { exact: true }).fill('نگار');
  await visitor.getByLabel(s.lastName).fill('صالحی');
  await visitor.getByLabel(hostMessages.login.email).fill(email);
  await visitor.getByLabel(hostMessages.login.password, { exact: true }).fill('Strong@123');
  await visitor.getByLabel(s.repeatPassword).fill('Strong@123');
  await expect(visitor.getByLabel(s.referralCode)).toHaveValue('REFNOSUCH');
  await expect(visitor.locator('input#captchaKey')).not.toHaveValue('');
  let key = await visitor.locator('input#captchaKey').inputValue();
  await visitor.getByRole('textbox', { name: hostMessages.captcha.label }).fill(await latestCode(visitor, key, 'captcha'));
  await visitor.getByRole('button', { name: s.submit, exact: true }).click();
  await expect(visitor.locator('.ant-form-item-explain-error').filter({ hasText: 'کد معرفی معتبر نیست' })).toBeVisible();

  // the real link fills the code; the account is created and linked
  await visitor.goto(path);
  const code = new URL(link, 'http://x').searchParams.get('referral')!;
  await expect(visitor.getByLabel(s.referralCode)).toHaveValue(code);
  await visitor.getByLabel(s.firstName, { exact: true }).fill('نگار');
  await visitor.getByLabel(s.lastName).fill('صالحی');
  await visitor.getByLabel(hostMessages.login.email).fill(email);
  await visitor.getByLabel(hostMessages.login.password, { exact: true }).fill('Strong@123');
  await visitor.getByLabel(s.repeatPassword).fill('Strong@123');
  await expect(visitor.locator('input#captchaKey')).not.toHaveValue('');
  key = await visitor.locator('input#captchaKey').inputValue();
  await visitor.getByRole('textbox', { name: hostMessages.captcha.label }).fill(await latestCode(visitor, key, 'captcha'));
  await shot(visitor, 'signup-referral');
  await visitor.getByRole('button', { name: s.submit, exact: true }).click();
  await expect(visitor.getByLabel(s.code)).toBeVisible();
  await visitor.getByLabel(s.code).fill(await latestCode(visitor, email, 'confirm-signup'));
  await visitor.getByRole('button', { name: s.confirm }).click();
  await expect(visitor.getByRole('heading', { name: hostMessages.dashboard.title })).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(referred).toHaveCount(before + 1);
  await expect(page.getByRole('table', { name: f.referred })).toContainText('نگ');
});

test('the calculator prices a web host by its plan from the web catalogue', async ({ page }) => {
  const c = calculatorMessages.calculator;
  await login(page);
  await page.goto('/portal/calculator');
  await page.locator('label.ant-radio-button-wrapper', { hasText: c.kinds.web }).click();
  await page.getByRole('combobox', { name: c.webBundle }).click();
  await page.locator('.ant-select-item-option[title="هاست وب پایه"]').click();
  // the plan's catalogue price (1,440,000 Rial a month, 2,000 an hour)
  const quote = page.getByTestId('calculator-quote');
  await expect(quote).toContainText(formatToman(1_440_000));
  await expect(quote).toContainText(formatToman(2_000));
  await page.getByRole('button', { name: c.add }).click();
  await expect(page.getByTestId('calculator-total-monthly')).toHaveText(formatToman(1_440_000));
  await expect(page.getByTestId('calculator-lines')).toContainText(c.kinds.web);
});
