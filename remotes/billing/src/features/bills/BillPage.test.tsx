/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToman } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { billingMessages } from '../../messages';
import { billMessages } from './messages';
import BillListPage from './BillListPage';
import { catchSavedFiles, csvLines } from '../../test/saved-files';
import BillPage from './BillPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = billMessages.bills;
const b = billMessages.bill;
const bill = (id: number, name: string, fromDate: string, toDate: string, netPrice: number) => ({
  id,
  calculateMonthId: id,
  calculateMonth: name,
  fromDate,
  toDate,
  billDate: toDate,
  netPrice,
  vat: 0,
  totalPrice: netPrice,
});
const bills = [
  bill(140509, 'آذر ۱۴۰۵', '2026-11-21T20:30:00Z', '2026-12-21T20:30:00Z', 300_000),
  bill(140508, 'آبان ۱۴۰۵', '2026-10-22T20:30:00Z', '2026-11-21T20:30:00Z', 800_000),
];
const item = (fromDate: string, toDate: string, duration: number, price: number) => ({
  orderItem: 'سرور ابری',
  quantity: 1,
  duration,
  price,
  fromDate,
  toDate,
});
const detail = {
  id: 140508,
  name: 'آبان ۱۴۰۵',
  billDate: '2026-11-21T20:30:00Z',
  fromDate: '2026-10-22T20:30:00Z',
  toDate: '2026-11-21T20:30:00Z',
  netPrice: 800_000,
  vat: 0,
  totalPrice: 800_000,
  billOrders: [
    {
      product: 'سرور ابری',
      order: 'trial-vm',
      orderId: 9,
      orderPrice: 800_000,
      fromDate: '2026-10-23T08:00:00Z',
      toDate: '2026-11-12T08:00:00Z',
      orderItems: [item('2026-10-23T08:00:00Z', '2026-11-02T08:00:00Z', 240, 400_000), item('2026-11-02T08:00:00Z', '2026-11-12T08:00:00Z', 240, 400_000)],
    },
  ],
};

const provider = () =>
  wireFake()
    .on(api.billing.billList, bills)
    .on(api.billing.billGet, { params: { id: 140508 } }, detail)
    .on(api.billing.billGet, { params: { id: 140001 } }, { status: 404, body: { message: 'صورت‌وضعیت ماهانه یافت نشد' } });

test('the list: one row per month with its usage, tax and total in Toman, each linked', async () => {
  renderRoute({ path: '/portal/wallet/bill', url: '/portal/wallet/bill', element: <BillListPage />, api: provider() });
  const table = await screen.findByRole('table', { name: t.caption });
  await waitFor(() => expect(within(table).getByRole('link', { name: 'آبان ۱۴۰۵' })).toHaveAttribute('href', '/portal/wallet/bill/140508'));
  expect(within(table).getByRole('link', { name: 'آذر ۱۴۰۵' })).toHaveAttribute('href', '/portal/wallet/bill/140509');
  expect(within(table).getAllByText(formatToman(800_000)).length).toBe(2); // usage and total
  expect(screen.getByRole('tab', { name: billingMessages.nav.bills, selected: true })).toBeInTheDocument();
});

test("one bill: its total, each charged resource with its charges' hours", async () => {
  renderRoute({ path: '/portal/wallet/bill/:id', url: '/portal/wallet/bill/140508', element: <BillPage />, api: provider() });
  expect(await screen.findByRole('heading', { level: 1, name: b.title('آبان ۱۴۰۵') })).toBeInTheDocument();
  expect(screen.getByTestId('bill-total')).toHaveTextContent(formatToman(800_000));
  const server = screen.getByRole('table', { name: b.orderTitle('سرور ابری', 'trial-vm') });
  expect(within(server).getAllByText('۲۴۰')).toHaveLength(2);
  expect(within(server).getAllByText(formatToman(400_000))).toHaveLength(2);
  expect(screen.getByText(b.statementHint)).toBeInTheDocument();
});

test('the CSV is built from the bill the page has: one line per charge, Persian headers, Toman, hours', async () => {
  const saved = catchSavedFiles();
  const withBare = {
    ...detail,
    billOrders: [
      ...detail.billOrders,
      {
        product: 'دیسک ابری',
        order: null,
        orderId: 10,
        orderPrice: 50_000,
        fromDate: '2026-11-01T08:00:00Z',
        toDate: '2026-11-02T08:00:00Z',
        orderItems: null,
      },
    ],
  };
  renderRoute({
    path: '/portal/wallet/bill/:id',
    url: '/portal/wallet/bill/140508',
    element: <BillPage />,
    api: wireFake().on(api.billing.billGet, { params: { id: 140508 } }, withBare),
  });
  await userEvent.click(await screen.findByRole('button', { name: /CSV/ }));
  await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['bill-140508.csv']));
  const lines = await csvLines(saved[0]!);
  expect(lines[0]).toBe([b.csv.product, b.csv.order, b.csv.item, b.columns.from, b.columns.to, b.csv.quantity, b.columns.hours, b.columns.price].join(','));
  expect(lines.slice(1)).toEqual([
    'سرور ابری,trial-vm,سرور ابری,2026-10-23T08:00:00Z,2026-11-02T08:00:00Z,1,240,40000',
    'سرور ابری,trial-vm,سرور ابری,2026-11-02T08:00:00Z,2026-11-12T08:00:00Z,1,240,40000',
    // A resource the provider lists without its charges: the resource and its price alone.
    'دیسک ابری,,,2026-11-01T08:00:00Z,2026-11-02T08:00:00Z,,,5000',
  ]);
});

test('a month that is not the customer’s says so with a way back', async () => {
  renderRoute({ path: '/portal/wallet/bill/:id', url: '/portal/wallet/bill/140001', element: <BillPage />, api: provider() });
  expect(await screen.findByRole('link', { name: b.back })).toHaveAttribute('href', '/portal/wallet/bill');
});
