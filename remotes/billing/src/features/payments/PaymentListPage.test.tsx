/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToman } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { paymentMessages, paymentStateLabels } from './messages';
import { catchSavedFiles, csvLines } from '../../test/saved-files';
import PaymentListPage from './PaymentListPage';
import { payment } from './payment-fixtures';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = paymentMessages.payments;
const c = t.columns;
const rows = [
  payment({}),
  payment({ id: 8, paymentStatus: 'لغو', paymentStatusId: 3, finalStatus: false, rrn: null, hashCardNumber: null }),
  payment({ id: 9, paymentStatus: 'در صف بانک', paymentStatusId: 9 }),
];

const renderPage = () =>
  renderRoute({
    path: '/portal/wallet/payment',
    url: '/portal/wallet/payment',
    element: <PaymentListPage />,
    api: wireFake()
      .on(api.billing.paymentList, rows)
      // Not what these tests look at: the provider refuses it.
      .on(api.billing.paymentProviders, { status: 404, body: { message: 'no' } }),
  });

test('each payment: its amount in Toman, its state from paymentStatusId, the bank reference and the card as the bank masked it, left to right', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: t.caption });
  const [card] = await within(table).findAllByText('603799******7890');
  expect(card!.closest('[dir="ltr"]')).not.toBeNull();
  expect(within(table).getByRole('columnheader', { name: c.card })).toBeInTheDocument();
  expect(within(table).getAllByText(formatToman(2_500_000))).toHaveLength(3);
  expect(within(table).getByText(paymentStateLabels.verified)).toBeInTheDocument();
  expect(within(table).getByText(paymentStateLabels.failed)).toBeInTheDocument();
  // An id the table does not know: the provider's words.
  expect(within(table).getByText('در صف بانک')).toBeInTheDocument();
});

test('the CSV is built from the rows the page has: Persian headers, Toman, the state as shown, the card', async () => {
  const saved = catchSavedFiles();
  renderPage();
  await screen.findAllByText('603799******7890');
  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
  await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['payments.csv']));
  const lines = await csvLines(saved[0]!);
  expect(lines[0]).toBe([c.id, c.transactionDate, c.amount, c.provider, c.state, c.rrn, c.card].join(','));
  expect(lines.slice(1)).toEqual([
    `7,2026-11-20T08:00:00Z,250000,ملت (به‌پرداخت),${paymentStateLabels.verified},204718365521,603799******7890`,
    `8,2026-11-20T08:00:00Z,250000,ملت (به‌پرداخت),${paymentStateLabels.failed},,`,
    '9,2026-11-20T08:00:00Z,250000,ملت (به‌پرداخت),در صف بانک,204718365521,603799******7890',
  ]);
});
