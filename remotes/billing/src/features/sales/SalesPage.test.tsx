/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToman } from '@portal/locale';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { billingMessages, orderStateLabels } from '../../messages';
import SalesPage from './SalesPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = billingMessages.sales;
const order = (id: number, productId: number, productName: string, title: string, state: string, amount = 0, invoiceId: number | null = null) => ({
  id, number: `ORD-${10000 + id}`, productId, productName, title, state, amount, invoiceId, createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T09:00:00Z',
});
const orders = [
  order(3, 5, 'کولوکیشن', 'اجاره سالانه رک', 'pendingPayment', 528_000_000, 3),
  order(2, 1, 'سرور ابری', 'سرور ابری test-2', 'cancelled'),
  order(1, 1, 'سرور ابری', 'سرور ابری web-1', 'completed'),
];

function renderPage(url = '/portal/sales') {
  return renderRoute({
    path: '/portal/sales',
    url,
    element: <SalesPage />,
    api: async (req) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/my/financial/order/short-list') return json(200, orders);
      if (path === '/api/my/financial/order/list/1') return json(200, orders.filter((o) => o.productId === 1));
      return json(404, { message: 'no' });
    },
  });
}

test('every order with its state, amount in Toman and invoice link', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: t.caption });
  await waitFor(() => expect(within(table).getByText('ORD-10003')).toBeInTheDocument());
  expect(within(table).getByText(orderStateLabels.pendingPayment)).toBeInTheDocument();
  expect(within(table).getByText(orderStateLabels.cancelled)).toBeInTheDocument();
  expect(within(table).getByText(orderStateLabels.completed)).toBeInTheDocument();
  expect(within(table).getByText(formatToman(528_000_000))).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: t.viewInvoice })).toHaveAttribute('href', '/portal/wallet/invoice/3');
});

test("choosing a product asks for that product's list and shows only its orders", async () => {
  const fake = renderPage();
  await screen.findByText('ORD-10003');
  await userEvent.click(screen.getByRole('combobox', { name: t.product }));
  await userEvent.click(await screen.findByTitle('سرور ابری'));
  await waitFor(() => expect(screen.queryByText('ORD-10003')).not.toBeInTheDocument());
  expect(screen.getByText('ORD-10001')).toBeInTheDocument();
  expect(fake.requests.some((r) => r.url.endsWith('/financial/order/list/1'))).toBe(true);
});

test('?product= in the address opens on that product', async () => {
  const fake = renderPage('/portal/sales?product=1');
  expect(await screen.findByText('ORD-10002')).toBeInTheDocument();
  expect(screen.queryByText('ORD-10003')).not.toBeInTheDocument();
  expect(fake.requests.some((r) => r.url.endsWith('/financial/order/list/1'))).toBe(true);
});
