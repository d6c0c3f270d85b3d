/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, invoiceStatusId, type ResponseOf } from '@portal/contracts';
import { formatToman } from '@portal/locale';
import { renderRoute, resetAfterEach, wireFake, type WireResult } from '@portal/ui/test-support';
import { billingMessages } from '../../messages';
import { invoiceStateLabels } from './messages';
import InvoicePage from './InvoicePage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.setTimeout(30_000);
resetAfterEach();

const t = billingMessages.invoice;
const invoice: ResponseOf<typeof api.billing.invoiceGet> = {
  id: 7,
  sellerName: 'پرتال ابری',
  sellerAddress: 'تهران',
  sellerPhone: '021-91000000',
  customerName: 'شرکت نمونه',
  customerAddress: null,
  customerPhone: null,
  invoiceStatusId: invoiceStatusId('unpaid'),
  invoiceStatus: 'پرداخت‌نشده',
  invoiceDate: '2025-03-01T08:00:00Z',
  netPrice: 2_250_000,
  discount: 0,
  totalPrice: 2_250_000,
  vat: 225_000,
  invoicePrice: 2_475_000,
  fromDate: '2025-03-01T08:00:00Z',
  toDate: '2025-03-06T08:00:00Z',
  invoiceItems: [
    { product: 'هزینه راه‌اندازی', quantity: 1, unitPrice: 1_500_000, price: 1_500_000 },
    { product: 'مجوز کنترل پنل', quantity: 3, unitPrice: 250_000, price: 750_000 },
  ],
};
const SHORT = 'موجودی کیف پول برای پرداخت این صورتحساب کافی نیست؛ ۱۰۰٬۰۰۰ تومان (۱٬۰۰۰٬۰۰۰ ریال) کم دارید. ابتدا کیف پول را شارژ کنید.';

const paid = { status: true, location: null, phoneNumber: null, refId: null };

function renderPage(pay: WireResult<typeof api.billing.invoicePay>, answer: ResponseOf<typeof api.billing.invoiceGet> = invoice) {
  const fake = wireFake()
    .on(api.billing.invoiceGet, { params: { id: 7 } }, answer)
    .on(api.billing.walletBalance, 1_475_000)
    .on(api.billing.paymentProviders, [{ id: 1, name: 'سامان (سپ)', status: true, photoName: null }])
    .on(api.billing.invoicePay, pay)
    .on(
      api.billing.invoiceDownload,
      { params: { id: 7 } },
      new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
  return renderRoute({ path: '/portal/wallet/invoice/:id', url: '/portal/wallet/invoice/7', element: <InvoicePage />, api: fake });
}

test('the seller, the customer, the items, the tax line and the total are shown in Toman', async () => {
  renderPage(paid);
  expect(await screen.findByRole('heading', { level: 1, name: t.title('۷') })).toBeInTheDocument();
  expect(screen.getByText(invoiceStateLabels.unpaid)).toBeInTheDocument();
  expect(screen.getByText('پرتال ابری')).toBeInTheDocument();
  expect(screen.getByText('شرکت نمونه')).toBeInTheDocument();
  expect(screen.getByText('مجوز کنترل پنل')).toBeInTheDocument();
  expect(screen.getByText(t.tax)).toBeInTheDocument();
  expect(screen.getByTestId('invoice-total')).toHaveTextContent(formatToman(2_475_000));
  expect(screen.getByText(formatToman(225_000))).toBeInTheDocument();
  expect(screen.getByText(billingMessages.unitNote)).toBeInTheDocument();
});

test("the provider's discount and the sum after it are lines of their own, between the items' sum and the tax", async () => {
  renderPage(paid, {
    ...invoice,
    discount: 250_000,
    totalPrice: 2_000_000,
    vat: 200_000,
    invoicePrice: 2_200_000,
  });
  expect(await screen.findByTestId('invoice-discount')).toHaveTextContent(formatToman(250_000));
  expect(screen.getByText(t.discount)).toBeInTheDocument();
  expect(screen.getByText(t.totalPrice)).toBeInTheDocument();
  expect(screen.getByTestId('invoice-total-price')).toHaveTextContent(formatToman(2_000_000));
  expect(screen.getByTestId('invoice-total')).toHaveTextContent(formatToman(2_200_000));
});

test('a wallet that holds too little: the shortfall is said and a top-up of that amount is offered', async () => {
  const fake = renderPage({ status: 422, body: { errorMessage: SHORT, message: SHORT, shortfall: 1_000_000 } });
  fireEvent.click(await screen.findByRole('button', { name: t.payFromWallet }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /تأیید|بله|پرداخت/ }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(SHORT);
  fireEvent.click(within(alert).getByRole('button', { name: t.topUpShortfall }));
  const amount = await screen.findByLabelText(billingMessages.topUp.amount);
  // 1,000,000 Rial short = 100,000 Toman, in Persian digits.
  await waitFor(() => expect(amount).toHaveValue('۱۰۰۰۰۰'));
  expect(fake.calls(api.billing.invoicePay)[0].body).toEqual({ id: 7 });
});

test('paying from the wallet sends the invoice id in the body', async () => {
  const fake = renderPage(paid);
  fireEvent.click(await screen.findByRole('button', { name: t.payFromWallet }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /تأیید|بله|پرداخت/ }));
  await waitFor(() => expect(fake.calls(api.billing.invoicePay).length).toBeGreaterThan(0));
  expect(fake.calls(api.billing.invoicePay)[0].body).toEqual({ id: 7 });
});

test('paying by bank offers a top-up of what the wallet lacks for the invoice', async () => {
  renderPage(paid);
  // 2,475,000 Rial owed, 1,475,000 held: 100,000 Toman to top up.
  expect(await screen.findByText(t.bankHint(formatToman(1_000_000)))).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: t.payByBank }));
  const amount = await screen.findByLabelText(billingMessages.topUp.amount);
  await waitFor(() => expect(amount).toHaveValue('۱۰۰۰۰۰'));
});

test('the PDF button downloads the invoice as invoice-{id}.pdf', async () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    created.push(b);
    return 'blob:invoice';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('invoice-7.pdf');
  });
  const fake = renderPage(paid);
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.downloadPdf) }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(fake.calls(api.billing.invoiceDownload, { params: { id: 7 } }).length).toBeGreaterThan(0);
  expect(created[0]!.size).toBeGreaterThan(0);
});

test('where nothing renders the PDF (404), the button steps aside with no error', async () => {
  const { notify } = jest.requireMock('@portal/ui/toast') as { notify: { error: jest.Mock } };
  renderRoute({
    path: '/portal/wallet/invoice/:id',
    url: '/portal/wallet/invoice/7',
    element: <InvoicePage />,
    api: wireFake()
      .on(api.billing.invoiceGet, { params: { id: 7 } }, invoice)
      .on(api.billing.invoiceDownload, { status: 404, body: { message: 'Not Found' } })
      // Not what this test looks at: the provider refuses them too.
      .on(api.billing.walletBalance, { status: 404, body: { message: 'Not Found' } })
      .on(api.billing.paymentProviders, { status: 404, body: { message: 'Not Found' } }),
  });
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.downloadPdf) }));
  await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(t.downloadPdf) })).toBeNull());
  expect(notify.error).not.toHaveBeenCalled();
});
