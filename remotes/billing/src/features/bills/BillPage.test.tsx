/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { billingMessages, entryTypeLabels } from '../../messages';
import BillListPage from './BillListPage';
import BillPage from './BillPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = billingMessages.bills;
const b = billingMessages.bill;
const bill = (id: number, title: string, opening: number, credits: number, debits: number, open = false) => ({
  id, title, open, openingBalance: opening, closingBalance: opening + credits + debits, credits, debits, entryCount: 2,
  periodStart: '2026-09-22T20:30:00Z', periodEnd: '2026-10-22T20:30:00Z',
});
const bills = [bill(140509, 'آذر ۱۴۰۵', 26_200_000, 0, -300_000, true), bill(140508, 'آبان ۱۴۰۵', 25_000_000, 2_000_000, -800_000)];
const entry = (id: number, type: string, amount: number, balanceAfter: number, description: string) => ({
  id, type, amount, balanceAfter, description, reference: null, paymentId: null, invoiceId: null, createdAt: '2026-10-01T08:00:00Z',
});
const detail = {
  ...bills[1],
  groups: [
    { type: 'topUp', count: 1, amount: 2_000_000, entries: [entry(3, 'topUp', 2_000_000, 27_000_000, 'افزایش اعتبار با پرداخت اینترنتی شماره ۴')] },
    { type: 'usage', count: 1, amount: -800_000, entries: [entry(4, 'usage', -800_000, 26_200_000, 'هزینه ۲۴۰ ساعت سرور ابری «trial-vm»')] },
  ],
};

const api = async (req: Request) => {
  const path = new URL(req.url).pathname;
  if (path === '/api/my/financial/bill/list') return json(200, bills);
  if (path === '/api/my/financial/bill/get/140508') return json(200, detail);
  if (path === '/api/my/financial/bill/get/140001') return json(404, { message: 'صورت‌وضعیت ماهانه یافت نشد' });
  return json(404, { message: 'no' });
};

test('the list: one row per month with opening and closing balances in Toman, the open month marked, each linked', async () => {
  renderRoute({ path: '/portal/wallet/bill', url: '/portal/wallet/bill', element: <BillListPage />, api });
  const table = await screen.findByRole('table', { name: t.caption });
  await waitFor(() => expect(within(table).getByRole('link', { name: 'آبان ۱۴۰۵' })).toHaveAttribute('href', '/portal/wallet/bill/140508'));
  expect(within(table).getByText(t.open)).toBeInTheDocument();
  expect(within(table).getAllByText(formatToman(26_200_000)).length).toBe(2); // آبان closes where آذر opens
  expect(screen.getByRole('tab', { name: billingMessages.nav.bills, selected: true })).toBeInTheDocument();
});

test("one bill: its balances, the month's entries grouped by type, and the CSV button", async () => {
  renderRoute({ path: '/portal/wallet/bill/:id', url: '/portal/wallet/bill/140508', element: <BillPage />, api });
  expect(await screen.findByRole('heading', { level: 1, name: b.title('آبان ۱۴۰۵') })).toBeInTheDocument();
  expect(screen.getByTestId('bill-closing')).toHaveTextContent(formatToman(26_200_000));
  const topUps = screen.getByRole('table', { name: b.groupTitle(entryTypeLabels.topUp, '۱') });
  expect(within(topUps).getByText('افزایش اعتبار با پرداخت اینترنتی شماره ۴')).toBeInTheDocument();
  const usage = screen.getByRole('table', { name: b.groupTitle(entryTypeLabels.usage, '۱') });
  expect(within(usage).getAllByText(formatToman(-800_000)).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
});

test('a month that is not the customer’s says so with a way back', async () => {
  renderRoute({ path: '/portal/wallet/bill/:id', url: '/portal/wallet/bill/140001', element: <BillPage />, api });
  expect(await screen.findByRole('link', { name: b.back })).toHaveAttribute('href', '/portal/wallet/bill');
});
