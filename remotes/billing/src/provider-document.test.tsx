/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { Component, type ReactElement, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '@portal/api';
import { renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { uiMessages } from '@portal/ui';
import { providerMock, type MockKind } from './test/provider-mock';
import WalletPage from './features/wallet/WalletPage';
import PaymentListPage from './features/payments/PaymentListPage';
import PaymentPage from './features/payments/PaymentPage';
import InvoiceListPage from './features/invoices/InvoiceListPage';
import InvoicePage from './features/invoices/InvoicePage';
import BillListPage from './features/bills/BillListPage';
import BillPage from './features/bills/BillPage';
import FinancialPage from './features/financial/FinancialPage';
import OfferPage from './features/financial/OfferPage';
import SalesPage from './features/sales/SalesPage';
import CustomerProductsPage from './features/services/CustomerProductsPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.setTimeout(60_000);
resetAfterEach();

/** What the area's boundary would catch: a page that throws while rendering an answer. */
class Boundary extends Component<{ children: ReactNode; onError: (e: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

// Every billing route but the calculator, at the id a static mock's lists name (1).
const ROUTES: Array<[string, string, ReactElement]> = [
  ['/portal/wallet', '/portal/wallet', <WalletPage />],
  ['/portal/wallet/payment', '/portal/wallet/payment', <PaymentListPage />],
  ['/portal/wallet/payment/:id', '/portal/wallet/payment/1', <PaymentPage />],
  ['/portal/wallet/invoice', '/portal/wallet/invoice', <InvoiceListPage />],
  ['/portal/wallet/invoice/:id', '/portal/wallet/invoice/1', <InvoicePage />],
  ['/portal/wallet/bill', '/portal/wallet/bill', <BillListPage />],
  ['/portal/wallet/bill/:id', '/portal/wallet/bill/1', <BillPage />],
  ['/portal/financial', '/portal/financial', <FinancialPage />],
  ['/portal/financial/offer/:id', '/portal/financial/offer/1', <OfferPage />],
  ['/portal/sales', '/portal/sales', <SalesPage />],
  ['/portal/customer-products', '/portal/customer-products', <CustomerProductsPage />],
];
const KINDS: MockKind[] = ['static', 'empty', 'long'];

describe.each(KINDS)('against a mock of the provider’s document alone (%s answers)', (kind) => {
  test.each(ROUTES)('%s renders with no failure panel and no error toast', async (path, url, element) => {
    const errors: unknown[] = [];
    const fake = renderRoute({ path, url, element: <Boundary onError={(e) => errors.push(e)}>{element}</Boundary>, api: providerMock(kind) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(fake.requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(errors).toEqual([]);
    expect(screen.queryByText('failed')).toBeNull();
    expect(screen.queryByText(uiMessages.tableError)).toBeNull();
    expect(screen.queryByText(uiMessages.notFound)).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
