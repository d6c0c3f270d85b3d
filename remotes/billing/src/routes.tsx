import { lazyPage, pageRoutes } from '@portal/ui';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
/** The area's pages under /portal/wallet. */
export const AreaRoutes = pageRoutes({
  '': lazyPage(() => import('./features/wallet/WalletPage')),
  payment: lazyPage(() => import('./features/payments/PaymentListPage')),
  'payment/:id': lazyPage(() => import('./features/payments/PaymentPage')),
  invoice: lazyPage(() => import('./features/invoices/InvoiceListPage')),
  'invoice/:id': lazyPage(() => import('./features/invoices/InvoicePage')),
  bill: lazyPage(() => import('./features/bills/BillListPage')),
  'bill/:id': lazyPage(() => import('./features/bills/BillPage')),
});
