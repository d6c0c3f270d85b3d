/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { api, type ResponseOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { paymentMessages, paymentStateLabels } from './messages';
import PaymentPage from './PaymentPage';
import { payment } from './payment-fixtures';

resetAfterEach();

const t = paymentMessages.payment;

const renderPage = (answer: ResponseOf<typeof api.billing.paymentGet>) =>
  renderRoute({
    path: '/portal/wallet/payment/:id',
    url: '/portal/wallet/payment/7',
    element: <PaymentPage />,
    api: wireFake().on(api.billing.paymentGet, { params: { id: 7 } }, answer),
  });

test('a verified payment: what it means, its state, amount, gateway, bank reference and card', async () => {
  renderPage(payment({}));
  expect(await screen.findByRole('status')).toHaveTextContent(t.results.verified);
  expect(screen.getByText(paymentStateLabels.verified)).toBeInTheDocument();
  expect(screen.getByText(formatToman(2_500_000))).toBeInTheDocument();
  expect(screen.getByText('ملت (به‌پرداخت)')).toBeInTheDocument();
  expect(screen.getByText('204718365521')).toBeInTheDocument();
  expect(screen.getByText('603799******7890')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.toWallet })).toHaveAttribute('href', '/portal/wallet');
});

test('a payment cancelled at the bank says so, with no reference or card', async () => {
  renderPage(payment({ paymentStatus: 'ناموفق', paymentStatusId: 3, finalStatus: false, rrn: null, hashCardNumber: null }));
  expect(await screen.findByRole('status')).toHaveTextContent(t.results.failed);
  expect(screen.getAllByText('----')).toHaveLength(2);
  expect(screen.queryByRole('link', { name: t.toWallet })).toBeNull();
});

test('a status id the portal does not know shows the provider’s words', async () => {
  renderPage(payment({ paymentStatus: 'در حال بررسی بانک', paymentStatusId: 42, finalStatus: false }));
  expect(await screen.findByText('در حال بررسی بانک')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});
