/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate, formatDateTime, formatToman } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake, type WireResult } from '@portal/ui/test-support';
import { billingMessages } from '../../messages';
import { financialMessages } from './messages';
import FinancialPage from './FinancialPage';
import OfferPage from './OfferPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = financialMessages.financial;
const offer = { id: 2, name: 'گواهی SSL وایلدکارت', amount: 1_650_000, freeAmount: 0, expireDate: '2026-12-20T08:00:00Z' };
const { id: _id, ...offerDetail } = offer;
const SHORT = 'موجودی کیف پول برای پرداخت این صورتحساب کافی نیست؛ ۵۰٬۰۰۰ تومان (۵۰۰٬۰۰۰ ریال) کم دارید. ابتدا کیف پول را شارژ کنید.';

function provider(pay: WireResult<typeof api.billing.offerPay>) {
  return wireFake()
    .on(api.billing.referralGet, { id: 4, referralCode: 'REF1', referralLink: '/account/signup?referral=REF1' })
    .on(api.billing.referralList, { params: { referralId: 4 } }, [{ customer: 'کا… دی…', commissionPercent: 10, joinDate: '2026-10-30T08:00:00Z' }])
    .on(api.billing.walletCommissionList, [
      { id: 9, totalPrice: 300_000, amount: 30_000, transactionDate: '2026-11-22T08:00:00Z' },
      { id: 8, totalPrice: 200_000, amount: 20_000, transactionDate: '2026-11-12T08:00:00Z' },
    ])
    .on(api.billing.offerList, [offer])
    .on(api.billing.offerGet, { params: { id: 2 } }, offerDetail)
    .on(api.billing.walletBalance, 1_150_000)
    .on(api.billing.paymentProviders, [{ id: 1, name: 'سامان (سپ)', status: true, photoName: null }])
    .on(api.billing.offerPay, pay);
}

test('the share link, the referred customer, the commissions, the offers and the voucher form', async () => {
  renderRoute({
    path: '/portal/financial',
    url: '/portal/financial',
    element: <FinancialPage />,
    api: provider({ status: true, location: null, phoneNumber: null, refId: null }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('referral-link')).toHaveTextContent(`${window.location.origin}/account/signup?referral=REF1`));
  // the commissions' sum
  await waitFor(() => expect(screen.getByTestId('commission-total')).toHaveTextContent(formatToman(50_000)));
  expect(await screen.findByText('کا… دی…')).toBeInTheDocument();
  expect(screen.getByText('۱۰٪')).toBeInTheDocument();
  expect(screen.getByText(formatToman(300_000))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: offer.name })).toHaveAttribute('href', '/portal/financial/offer/2');
  // each list is a table of its own name, its dates Jalali
  expect(within(screen.getByRole('table', { name: t.offers })).getByText(formatDate(offer.expireDate))).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: t.referred })).getByText(formatDate('2026-10-30T08:00:00Z'))).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: t.commissions })).getByText(formatDateTime('2026-11-22T08:00:00Z'))).toBeInTheDocument();
  expect(screen.getByLabelText(billingMessages.voucher.code)).toBeInTheDocument();
});

test('an offer the wallet cannot pay: the refusal with the shortfall and a top-up of that amount', async () => {
  const fake = renderRoute({
    path: '/portal/financial/offer/:id',
    url: '/portal/financial/offer/2',
    element: <OfferPage />,
    api: provider({ status: 422, body: { errorMessage: SHORT, message: SHORT, shortfall: 500_000 } }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: offer.name })).toBeInTheDocument();
  expect(screen.getByTestId('offer-total')).toHaveTextContent(formatToman(1_650_000));
  fireEvent.click(screen.getByRole('button', { name: financialMessages.offer.pay }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: financialMessages.offer.pay }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(SHORT);
  expect(fake.calls(api.billing.offerPay)[0].body).toEqual({ offerId: 2 });
  fireEvent.click(within(alert).getByRole('button', { name: billingMessages.invoice.topUpShortfall }));
  await waitFor(() => expect(screen.getByLabelText(billingMessages.topUp.amount)).toHaveValue('۵۰۰۰۰'));
});

test('a bought offer says it is bought and offers no second purchase', async () => {
  renderRoute({
    path: '/portal/financial/offer/:id',
    url: '/portal/financial/offer/2',
    element: <OfferPage />,
    api: provider({ status: true, location: null, phoneNumber: null, refId: null }),
  });
  fireEvent.click(await screen.findByRole('button', { name: financialMessages.offer.pay }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: financialMessages.offer.pay }));
  expect(await screen.findByText(financialMessages.offer.once)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: financialMessages.offer.pay })).not.toBeInTheDocument();
});
