/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToman } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { billingMessages } from '../../messages';
import { periodLabels } from './messages';
import { notify } from '@portal/ui/toast';
import { goTo } from '../payments/TopUpDialog';
import { catchSavedFiles, csvLines } from '../../test/saved-files';
import WalletPage from './WalletPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = billingMessages.wallet;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
// The provider's rows: a credit or a debit with the balance after it, newest first.
const rows = [
  { id: 3, transactionDate: daysAgo(1), credit: 0, debit: 40_000, balance: 24_960_000, description: 'هزینه ۱ ساعت استفاده از سرور ابری «web-1»' },
  { id: 2, transactionDate: daysAgo(20), credit: 25_000_000, debit: 0, balance: 25_000_000, description: 'افزایش اعتبار با پرداخت اینترنتی شماره ۱' },
  { id: 1, transactionDate: daysAgo(200), credit: 0, debit: 0, balance: 0, description: null },
];

function renderPage(url = '/portal/wallet') {
  const fake = wireFake()
    .on(api.billing.walletBalance, 24_960_000)
    .on(api.billing.walletList, rows)
    .on(api.billing.paymentProviders, [
      { id: 1, name: 'سامان (سپ)', status: true, photoName: null },
      { id: 2, name: 'پارسیان (پک)', status: false, photoName: null },
      { id: 4, name: 'ملت (به‌پرداخت)', status: true, photoName: null },
    ])
    .on(api.billing.paymentCreate, (request) =>
      (request.body.amount ?? 0) < 100_000
        ? { status: 422, body: { errors: { Amount: ['مبلغ (ریال) باید عددی بین ۱۰۰۰۰۰ و ۵۰۰۰۰۰۰۰۰ باشد'] } } }
        : { status: true, location: '/api/my/financial/sandbox-bank/123456789012345', phoneNumber: null, refId: '123456789012345' },
    )
    .on(api.billing.walletUsageReport, [
      { balance: 25_000_000, toDate: daysAgo(2) },
      { balance: 24_960_000, toDate: daysAgo(0) },
    ])
    .on(api.billing.voucherUse, (request) =>
      request.body.voucherCode === 'NOWRUZ1405'
        ? { status: 200 }
        : { status: 422, body: { errors: { VoucherCode: ['این کد هدیه پیش‌تر برای حساب شما استفاده شده است و دوباره اعتبار نمی‌دهد'] } } },
    );
  return renderRoute({ path: '/portal/wallet', url, element: <WalletPage />, api: fake });
}

const shownRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

test('the balance (a bare number) and the transactions are in Toman with Persian digits, and the unit is said', async () => {
  const fake = renderPage();
  await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(formatToman(24_960_000)));
  const table = await screen.findByRole('table', { name: t.entries });
  // The last 30 days by default: the 200-day-old row is not shown.
  await waitFor(() => expect(shownRows(table)).toHaveLength(2));
  // A debit in its column, a credit in its, each with the balance after it.
  expect(
    within(shownRows(table)[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .slice(3),
  ).toEqual(['----', formatToman(40_000), formatToman(24_960_000)]);
  expect(
    within(shownRows(table)[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .slice(3),
  ).toEqual([formatToman(25_000_000), '----', formatToman(25_000_000)]);
  expect(screen.getByText(billingMessages.unitNote)).toBeInTheDocument();
  // The balance's course over the period: the usage report asked for the period's 30 days.
  expect(await screen.findByRole('img', { name: new RegExp(t.usage) })).toBeInTheDocument();
  expect(fake.calls(api.billing.walletUsageReport, { params: { period: 30 } }).length).toBeGreaterThan(0);
});

test('the period and credit/debit filters narrow the rows and are kept in the URL', async () => {
  const fake = renderPage('/portal/wallet?type=credit&period=year');
  const table = await screen.findByRole('table', { name: t.entries });
  await waitFor(() => expect(shownRows(table)).toHaveLength(1));
  expect(within(table).getByText('افزایش اعتبار با پرداخت اینترنتی شماره ۱')).toBeInTheDocument();
  expect(screen.getByText(periodLabels.year)).toBeInTheDocument();
  expect(screen.getByText(t.directions.credit)).toBeInTheDocument();
  await waitFor(() => expect(fake.calls(api.billing.walletUsageReport, { params: { period: 365 } }).length).toBeGreaterThan(0));
});

test('top-up: the amount is typed in Toman, checked against the limits, sent in Rial with the gateway number, and the browser goes to the bank', async () => {
  const assign = jest.spyOn(goTo, 'assign').mockImplementation(() => undefined);
  const fake = renderPage();
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.topUp) }));
  const typeAmount = async (text: string) => {
    const amount = await screen.findByLabelText(billingMessages.topUp.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, text);
  };
  await typeAmount('۵۰۰');
  fireEvent.click(screen.getByRole('button', { name: billingMessages.topUp.go }));
  expect(await screen.findByText('مبلغ (تومان) باید عددی بین ۱۰۰۰۰ و ۵۰۰۰۰۰۰۰ باشد')).toBeInTheDocument();
  // A closed gateway is shown but cannot be chosen.
  expect(await screen.findByLabelText('پارسیان (پک)')).toBeDisabled();
  await typeAmount('۲۵۰۰۰۰');
  fireEvent.click(await screen.findByLabelText('ملت (به‌پرداخت)'));
  fireEvent.click(screen.getByRole('button', { name: billingMessages.topUp.go }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/my/financial/sandbox-bank/123456789012345'));
  expect(fake.calls(api.billing.paymentCreate)[0].body).toEqual({ amount: 2_500_000, paymentProviderId: 4 });
});

test('a voucher code: accepted with a toast, a refused one keeps the code with the reason on the field', async () => {
  const fake = renderPage();
  const code = await screen.findByLabelText(billingMessages.voucher.code);
  fireEvent.change(code, { target: { value: 'USEDCODE' } });
  fireEvent.click(screen.getByRole('button', { name: billingMessages.voucher.use }));
  expect(await screen.findByText('این کد هدیه پیش‌تر برای حساب شما استفاده شده است و دوباره اعتبار نمی‌دهد')).toBeInTheDocument();
  expect(code).toHaveValue('USEDCODE');
  const balanceReads = () => fake.calls(api.billing.walletBalance).length;
  const before = balanceReads();
  fireEvent.change(code, { target: { value: 'NOWRUZ1405' } });
  fireEvent.click(screen.getByRole('button', { name: billingMessages.voucher.use }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(billingMessages.voucher.done));
  // The answer is not read: the balance is asked for again.
  await waitFor(() => expect(balanceReads()).toBeGreaterThan(before));
  await waitFor(() => expect(screen.getByLabelText(billingMessages.voucher.code)).toHaveValue(''), { timeout: 4000 });
});

test('each transaction shows its number; the CSV holds the rows shown, with Persian headers and Toman amounts', async () => {
  const saved = catchSavedFiles();
  renderPage();
  const table = await screen.findByRole('table', { name: t.entries });
  await waitFor(() => expect(shownRows(table)).toHaveLength(2));
  expect(within(shownRows(table)[0]!).getByText('۳')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
  expect(saved.map((f) => f.name)).toEqual(['wallet.csv']);
  const lines = await csvLines(saved[0]!);
  const c = t.columns;
  expect(lines[0]).toBe([c.id, c.transactionDate, c.description, c.credit, c.debit, c.balance].join(','));
  expect(lines).toHaveLength(3);
  expect(lines[1]).toBe(`3,${rows[0]!.transactionDate},هزینه ۱ ساعت استفاده از سرور ابری «web-1»,0,4000,2496000`);
  expect(lines[2]).toMatch(/^2,.*,2500000,0,2500000$/);
});
