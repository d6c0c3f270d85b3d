import { lazyPage, pageRoutes, preloadAreas } from '@portal/ui';
import { AreaRoutes } from './routes';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const areas = {
  '/portal/wallet': AreaRoutes,
  '/portal/financial': pageRoutes({
    '': lazyPage(() => import('./features/financial/FinancialPage')),
    'offer/:id': lazyPage(() => import('./features/financial/OfferPage')),
  }),
  '/portal/customer-products': pageRoutes({ '': lazyPage(() => import('./features/services/CustomerProductsPage')) }),
  '/portal/sales': pageRoutes({ '': lazyPage(() => import('./features/sales/SalesPage')) }),
  '/portal/calculator': pageRoutes({ '': lazyPage(() => import('./features/calculator/CalculatorPage')) }),
};

/**
 * Exposed as `./App`; the host mounts it at each billing prefix (shared/areas): /portal/wallet
 * (wallet, payments, invoices, bills), /portal/financial (offers, referrals, voucher), /portal/calculator, /portal/customer-products
 * (my services) and /portal/sales (orders). Routes are relative to the prefix.
 */
export default function BillingApp({ prefix }: { prefix?: string }) {
  const Area = areas[prefix as keyof typeof areas] ?? AreaRoutes;
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
