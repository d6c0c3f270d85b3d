/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { billingMessages } from '../../messages';
import InvoicePage from './InvoicePage';
import { goTo } from '../payments/TopUpDialog';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.setTimeout(30_000);
resetAfterEach();

const t = billingMessages.invoice;
const invoice = {
  id: 7,
  number: 'INV-10007',
  title: 'راه‌اندازی سرور اختصاصی',
  state: 'unpaid',
  subtotal: 2_250_000,
  taxPercent: 10,
  tax: 225_000,
  total: 2_475_000,
  issuedAt: '2025-03-01T08:00:00Z',
  dueAt: '2025-03-06T08:00:00Z',
  paidAt: null,
  paidBy: null,
  items: [
    { id: 1, description: 'هزینه راه‌اندازی', quantity: 1, unitPrice: 1_500_000, amount: 1_500_000 },
    { id: 2, description: 'مجوز کنترل پنل', quantity: 3, unitPrice: 250_000, amount: 750_000 },
  ],
};
const SHORT = 'موجودی کیف پول برای پرداخت این صورتحساب کافی نیست؛ ۱۰۰٬۰۰۰ تومان (۱٬۰۰۰٬۰۰۰ ریال) کم دارید. ابتدا کیف پول را شارژ کنید.';

function renderPage(pay: () => Response) {
  const api = async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/my/financial/invoice/get/7') return json(200, invoice);
    if (path === '/api/my/financial/wallet/get-balance') return json(200, { balance: 1_475_000 });
    if (path === '/api/my/financial/payment-provider/list') return json(200, [{ id: 'sep', name: 'سامان (سپ)' }]);
    if (path === '/api/my/financial/invoice/pay/7') return pay();
    if (path === '/api/my/financial/invoice/download/7') return new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });
    if (path === '/api/my/financial/payment/create') return json(200, { payment: { id: 3 }, redirectUrl: '/api/my/financial/sandbox-bank/abc' });
    return json(404, { message: 'no' });
  };
  return renderRoute({ path: '/portal/wallet/invoice/:id', url: '/portal/wallet/invoice/7', element: <InvoicePage />, api });
}

test('items, the tax line and the total are shown in Toman', async () => {
  renderPage(() => json(200, invoice));
  expect(await screen.findByRole('heading', { level: 1, name: t.title('INV-10007') })).toBeInTheDocument();
  expect(screen.getByText(t.tax('۱۰'))).toBeInTheDocument();
  expect(screen.getByTestId('invoice-total')).toHaveTextContent(formatToman(2_475_000));
  expect(screen.getByText(formatToman(225_000))).toBeInTheDocument();
  expect(screen.getByText(billingMessages.unitNote)).toBeInTheDocument();
});

test('a wallet that holds too little: the shortfall is said and a top-up of that amount is offered', async () => {
  const fake = renderPage(() => json(422, { errorMessage: SHORT, message: SHORT, shortfall: 1_000_000 }));
  fireEvent.click(await screen.findByRole('button', { name: t.payFromWallet }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /تأیید|بله|پرداخت/ }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(SHORT);
  fireEvent.click(within(alert).getByRole('button', { name: t.topUpShortfall }));
  const amount = await screen.findByLabelText(billingMessages.topUp.amount);
  // 1,000,000 Rial short = 100,000 Toman, in Persian digits.
  await waitFor(() => expect(amount).toHaveValue('۱۰۰۰۰۰'));
  expect(fake.requests.some((r) => r.url.endsWith('/financial/invoice/pay/7') && r.method === 'POST')).toBe(true);
});

test('paying by bank creates a payment for the invoice and goes to the bank', async () => {
  const assign = jest.spyOn(goTo, 'assign').mockImplementation(() => undefined);
  const fake = renderPage(() => json(200, invoice));
  fireEvent.click(await screen.findByRole('button', { name: t.payByBank }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/my/financial/sandbox-bank/abc'));
  const create = fake.requests.find((r) => r.url.endsWith('/financial/payment/create'))!;
  expect(await create.json()).toEqual({ providerId: 'sep', invoiceId: 7 });
});

test('the PDF button downloads the invoice as INV-….pdf', async () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    created.push(b);
    return 'blob:invoice';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('INV-10007.pdf');
  });
  const fake = renderPage(() => json(200, invoice));
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.downloadPdf) }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(fake.requests.some((r) => r.url.endsWith('/financial/invoice/download/7'))).toBe(true);
  expect(created[0]!.size).toBeGreaterThan(0);
});
