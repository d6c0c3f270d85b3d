import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const WalletPage = lazy(() => import('./features/wallet/WalletPage'));
const PaymentListPage = lazy(() => import('./features/payments/PaymentListPage'));
const PaymentPage = lazy(() => import('./features/payments/PaymentPage'));
const InvoiceListPage = lazy(() => import('./features/invoices/InvoiceListPage'));
const InvoicePage = lazy(() => import('./features/invoices/InvoicePage'));
const BillListPage = lazy(() => import('./features/bills/BillListPage'));
const BillPage = lazy(() => import('./features/bills/BillPage'));

/** The area's pages under /portal/wallet (the only prefix routed so far). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route index element={<WalletPage />} />
      <Route path="payment" element={<PaymentListPage />} />
      <Route path="payment/:id" element={<PaymentPage />} />
      <Route path="invoice" element={<InvoiceListPage />} />
      <Route path="invoice/:id" element={<InvoicePage />} />
      <Route path="bill" element={<BillListPage />} />
      <Route path="bill/:id" element={<BillPage />} />
    </Routes>
  );
}
