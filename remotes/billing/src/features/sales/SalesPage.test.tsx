/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { salesMessages } from './messages';
import SalesPage from './SalesPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = salesMessages.sales;
const order = (id: number, productId: number, product: string, name: string, status: string) => ({
  id,
  name,
  product,
  productId,
  order: `ORD-${10000 + id}`,
  status,
  createDate: '2026-11-20T08:00:00Z',
});
const orders = [
  order(3, 5, 'کولوکیشن', 'اجاره سالانه رک', 'در انتظار پرداخت'),
  order(2, 1, 'سرور ابری', 'سرور ابری test-2', 'لغوشده'),
  order(1, 1, 'سرور ابری', 'سرور ابری web-1', 'تحویل‌شده'),
];
const short = orders.map(({ productId: _p, status: _s, ...o }) => o);
const catalogue = [
  { id: 1, name: 'سرور ابری', description: null },
  { id: 2, name: 'دیسک ابری', description: null },
  { id: 5, name: 'کولوکیشن', description: null },
];

function renderPage(url = '/portal/sales') {
  return renderRoute({
    path: '/portal/sales',
    url,
    element: <SalesPage />,
    api: wireFake()
      .on(api.billing.orderShortList, short)
      .on(
        api.billing.orderList,
        { params: { productId: 1 } },
        orders.filter((o) => o.productId === 1),
      )
      .on(api.portal.productList, catalogue),
  });
}

test('every order with its number, title, product and date', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: t.caption });
  await waitFor(() => expect(within(table).getByText('ORD-10003')).toBeInTheDocument());
  expect(within(table).getByText('اجاره سالانه رک')).toBeInTheDocument();
  expect(within(table).getAllByText('سرور ابری')).toHaveLength(2);
});

test('the product filter offers the products ordered, not the whole catalogue', async () => {
  renderPage();
  await screen.findByText('ORD-10003');
  await userEvent.click(screen.getByRole('combobox', { name: t.product }));
  expect(await screen.findByTitle('کولوکیشن')).toBeInTheDocument();
  expect(screen.queryByTitle('دیسک ابری')).not.toBeInTheDocument();
});

test("choosing a product asks for that product's list and shows only its orders", async () => {
  const fake = renderPage();
  await screen.findByText('ORD-10003');
  await userEvent.click(screen.getByRole('combobox', { name: t.product }));
  await userEvent.click(await screen.findByTitle('سرور ابری'));
  await waitFor(() => expect(screen.queryByText('ORD-10003')).not.toBeInTheDocument());
  expect(screen.getByText('ORD-10001')).toBeInTheDocument();
  expect(fake.calls(api.billing.orderList, { params: { productId: 1 } }).length).toBeGreaterThan(0);
});

test('?product= in the address opens on that product, with each order’s state', async () => {
  const fake = renderPage('/portal/sales?product=1');
  expect(await screen.findByText('ORD-10002')).toBeInTheDocument();
  expect(screen.getByText('لغوشده')).toBeInTheDocument();
  expect(screen.getByText('تحویل‌شده')).toBeInTheDocument();
  expect(screen.queryByText('ORD-10003')).not.toBeInTheDocument();
  expect(fake.calls(api.billing.orderList, { params: { productId: 1 } }).length).toBeGreaterThan(0);
});
