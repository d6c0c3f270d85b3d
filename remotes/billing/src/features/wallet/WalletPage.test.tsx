/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToman } from '@portal/locale';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { billingMessages, entryTypeLabels, periodLabels, usageCategoryLabels } from '../../messages';
import { notify } from '@portal/ui/toast';
import { goTo } from '../payments/TopUpDialog';
import WalletPage from './WalletPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = billingMessages.wallet;
const entries = [
  { id: 2, type: 'usage', amount: -40_000, balanceAfter: 24_960_000, description: 'هزینه ۱ ساعت استفاده', reference: 'web-1', paymentId: null, invoiceId: null, createdAt: '2025-03-01T08:00:00Z' },
  { id: 1, type: 'topUp', amount: 25_000_000, balanceAfter: 25_000_000, description: 'افزایش اعتبار', reference: '204718365521', paymentId: 1, invoiceId: null, createdAt: '2025-02-01T08:00:00Z' },
];

function renderPage(url = '/portal/wallet') {
  const api = async (req: Request) => {
    const u = new URL(req.url);
    if (u.pathname === '/api/my/financial/wallet/get-balance') return json(200, { balance: 24_960_000 });
    if (u.pathname === '/api/my/financial/wallet/list') return json(200, u.searchParams.get('type') === 'topUp' ? entries.slice(1) : entries);
    if (u.pathname === '/api/my/financial/payment-provider/list')
      return json(200, [
        { id: 'sep', name: 'سامان (سپ)' },
        { id: 'bpm', name: 'ملت (به‌پرداخت)' },
      ]);
    if (u.pathname === '/api/my/financial/payment/create') {
      const body = await req.json();
      if (body.amount < 100_000) return json(422, { errors: { Amount: ['مبلغ (ریال) باید عددی بین ۱۰۰۰۰۰ و ۵۰۰۰۰۰۰۰۰ باشد'] } });
      return json(200, { payment: { id: 9 }, redirectUrl: '/api/my/financial/sandbox-bank/tok' });
    }
    if (u.pathname.startsWith('/api/my/financial/wallet/usage-report/'))
      return json(200, [
        { categoryId: 1, amount: 300_000, hours: 30 },
        { categoryId: 0, amount: 100_000, hours: 10 },
      ]);
    if (u.pathname === '/api/my/financial/voucher/use') {
      const { code } = await req.json();
      if (code === 'NOWRUZ1405') return json(200, { amount: 1_000_000, balance: 25_960_000, message: '۱۰۰٬۰۰۰ تومان با کد هدیه به کیف پول شما افزوده شد' });
      return json(422, { errors: { Code: ['این کد هدیه پیش‌تر برای حساب شما استفاده شده است و دوباره اعتبار نمی‌دهد'] } });
    }
    return json(404, { message: 'no' });
  };
  return renderRoute({ path: '/portal/wallet', url, element: <WalletPage />, api });
}

test('the balance and the entries are in Toman with Persian digits, and the unit is said', async () => {
  renderPage();
  await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(formatToman(24_960_000)));
  const table = await screen.findByRole('table', { name: t.entries });
  expect(within(table).getByText(entryTypeLabels.usage)).toBeInTheDocument();
  expect(within(table).getByText(formatToman(-40_000))).toBeInTheDocument();
  expect(formatToman(-40_000)).toContain('تومان');
  expect(screen.getByText(billingMessages.unitNote)).toBeInTheDocument();
  // The usage chart: one line per category, its share said in words.
  const usage = await screen.findByRole('list', { name: t.usage });
  expect(within(usage).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    t.usageLine(usageCategoryLabels[1]!, formatToman(300_000), '۷۵'),
    t.usageLine(usageCategoryLabels[0]!, formatToman(100_000), '۲۵'),
  ]);
});

test('the type filter asks the server and is kept in the URL', async () => {
  const fake = renderPage('/portal/wallet?type=topUp&period=year');
  await screen.findByRole('table', { name: t.entries });
  await waitFor(() => expect(fake.requests.some((r) => r.url.includes('type=topUp') && r.url.includes('period=year'))).toBe(true));
  expect(screen.getByText(periodLabels.year)).toBeInTheDocument();
});

test('top-up: the amount is typed in Toman, checked against the limits, sent in Rial, and the browser goes to the bank', async () => {
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
  await typeAmount('۲۵۰۰۰۰');
  fireEvent.click(await screen.findByLabelText('ملت (به‌پرداخت)'));
  fireEvent.click(screen.getByRole('button', { name: billingMessages.topUp.go }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/my/financial/sandbox-bank/tok'));
  const sent = fake.requests.find((r) => r.url.endsWith('/financial/payment/create'))!;
  expect(await sent.json()).toEqual({ amount: 2_500_000, providerId: 'bpm' });
});

test('a voucher code: accepted with a toast, a refused one keeps the code with the reason on the field', async () => {
  renderPage();
  const code = await screen.findByLabelText(billingMessages.voucher.code);
  fireEvent.change(code, { target: { value: 'USEDCODE' } });
  fireEvent.click(screen.getByRole('button', { name: billingMessages.voucher.use }));
  expect(await screen.findByText('این کد هدیه پیش‌تر برای حساب شما استفاده شده است و دوباره اعتبار نمی‌دهد')).toBeInTheDocument();
  expect(code).toHaveValue('USEDCODE');
  fireEvent.change(code, { target: { value: 'NOWRUZ1405' } });
  fireEvent.click(screen.getByRole('button', { name: billingMessages.voucher.use }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('۱۰۰٬۰۰۰ تومان با کد هدیه به کیف پول شما افزوده شد'));
  await waitFor(() => expect(screen.getByLabelText(billingMessages.voucher.code)).toHaveValue(''), { timeout: 4000 });
});
