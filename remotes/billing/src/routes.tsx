import { lazyPage, pageRoutes } from '@portal/ui';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
/** /portal/wallet: the wallet, payments, invoices and bills. */
const WalletRoutes = pageRoutes({
  '': lazyPage(() => import('./features/wallet/WalletPage')),
  payment: lazyPage(() => import('./features/payments/PaymentListPage')),
  'payment/:id': lazyPage(() => import('./features/payments/PaymentPage')),
  invoice: lazyPage(() => import('./features/invoices/InvoiceListPage')),
  'invoice/:id': lazyPage(() => import('./features/invoices/InvoicePage')),
  bill: lazyPage(() => import('./features/bills/BillListPage')),
  'bill/:id': lazyPage(() => import('./features/bills/BillPage')),
});

/**
 * Prefix → its route table, relative to the prefix: /portal/wallet (above), /portal/financial
 * (offers, referrals, voucher), /portal/customer-products (my services), /portal/sales (orders) and
 * /portal/calculator.
 */
export const areas = {
  '/portal/wallet': WalletRoutes,
  '/portal/financial': pageRoutes({
    '': lazyPage(() => import('./features/financial/FinancialPage')),
    'offer/:id': lazyPage(() => import('./features/financial/OfferPage')),
  }),
  '/portal/customer-products': pageRoutes({ '': lazyPage(() => import('./features/services/CustomerProductsPage')) }),
  '/portal/sales': pageRoutes({ '': lazyPage(() => import('./features/sales/SalesPage')) }),
  '/portal/calculator': pageRoutes({ '': lazyPage(() => import('./features/calculator/CalculatorPage')) }),
};
