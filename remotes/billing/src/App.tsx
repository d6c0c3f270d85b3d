import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaRoutes } from './routes';

const CalculatorPage = lazy(() => import('./features/calculator/CalculatorPage'));
const FinancialPage = lazy(() => import('./features/financial/FinancialPage'));
const OfferPage = lazy(() => import('./features/financial/OfferPage'));
const CustomerProductsPage = lazy(() => import('./features/services/CustomerProductsPage'));
const SalesPage = lazy(() => import('./features/sales/SalesPage'));

/**
 * Exposed as `./App`; the host mounts it at each billing prefix (shared/areas): /portal/wallet
 * (wallet, payments, invoices, bills), /portal/financial (offers, referrals, voucher), /portal/calculator, /portal/customer-products
 * (my services) and /portal/sales (orders). Routes are relative to the prefix.
 */
export default function BillingApp({ prefix }: { prefix?: string }) {
  if (prefix === '/portal/financial')
    return (
      <Routes>
        <Route index element={<FinancialPage />} />
        <Route path="offer/:id" element={<OfferPage />} />
      </Routes>
    );
  if (prefix === '/portal/customer-products')
    return (
      <Routes>
        <Route index element={<CustomerProductsPage />} />
      </Routes>
    );
  if (prefix === '/portal/sales')
    return (
      <Routes>
        <Route index element={<SalesPage />} />
      </Routes>
    );
  if (prefix === '/portal/calculator')
    return (
      <Routes>
        <Route index element={<CalculatorPage />} />
      </Routes>
    );
  return <AreaRoutes />;
}
