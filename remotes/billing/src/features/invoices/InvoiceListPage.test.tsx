/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToman } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { invoiceMessages, invoiceStateLabels } from './messages';
import { catchSavedFiles, csvLines } from '../../test/saved-files';
import InvoiceListPage from './InvoiceListPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = invoiceMessages.invoices;
const c = t.columns;
// netPrice − discount = totalPrice; + vat = invoicePrice.
const invoice = (over: Record<string, unknown>) => ({
  id: 12,
  invoiceDate: '2026-11-01T08:00:00Z',
  netPrice: 3_000_000,
  discount: 500_000,
  totalPrice: 2_500_000,
  vat: 250_000,
  invoicePrice: 2_750_000,
  invoiceStatusId: 3,
  invoiceStatus: 'پرداخت نشده',
  fromDate: '2026-11-01T08:00:00Z',
  toDate: '2026-11-08T08:00:00Z',
  ...over,
});
const rows = [
  invoice({}),
  invoice({ id: 11, discount: 0, totalPrice: 3_000_000, vat: 300_000, invoicePrice: 3_300_000, invoiceStatusId: 1, invoiceStatus: 'پرداخت شده' }),
];

const renderPage = () =>
  renderRoute({
    path: '/portal/wallet/invoice',
    url: '/portal/wallet/invoice',
    element: <InvoiceListPage />,
    api: wireFake().on(api.billing.invoiceList, rows).on(api.billing.invoiceSummary, { totalPaid: 3_300_000, totalUnpaid: 2_750_000 }),
  });

test("each invoice shows the provider's discount and the sum after it beside the items' sum, tax and what is paid", async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: t.caption });
  expect(await within(table).findByRole('columnheader', { name: c.discount })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: c.totalPrice })).toBeInTheDocument();
  const first = within(table).getAllByRole('row')[1]!;
  await waitFor(() => expect(within(first).getByText(formatToman(500_000))).toBeInTheDocument());
  expect(within(first).getByText(formatToman(2_500_000))).toBeInTheDocument();
  expect(within(first).getByText(formatToman(2_750_000))).toBeInTheDocument();
  expect(within(first).getByText(invoiceStateLabels.unpaid)).toBeInTheDocument();
});

test('the CSV holds the rows with Persian headers, Toman amounts (discount and after-discount sum too) and the state as shown', async () => {
  const saved = catchSavedFiles();
  renderPage();
  await screen.findAllByText(formatToman(500_000));
  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
  await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['invoices.csv']));
  const lines = await csvLines(saved[0]!);
  expect(lines[0]).toBe([c.number, c.issuedAt, c.dueAt, c.netPrice, c.discount, c.totalPrice, c.vat, c.total, c.state].join(','));
  expect(lines.slice(1)).toEqual([
    `12,2026-11-01T08:00:00Z,2026-11-08T08:00:00Z,300000,50000,250000,25000,275000,${invoiceStateLabels.unpaid}`,
    `11,2026-11-01T08:00:00Z,2026-11-08T08:00:00Z,300000,0,300000,30000,330000,${invoiceStateLabels.paid}`,
  ]);
});
