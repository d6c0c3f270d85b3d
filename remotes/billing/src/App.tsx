import { AreaRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at the billing prefix, /portal/wallet (wallet, payments, invoices). */
export default function BillingApp() {
  return <AreaRoutes />;
}
