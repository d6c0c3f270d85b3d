import { LoadFailed } from '@portal/ui';
import { billingMessages } from './messages';
import { AreaRoutes } from './routes';

/**
 * Exposed as `./App`; the host mounts it at every billing prefix. Only /portal/wallet (wallet,
 * payments, invoices) has pages so far: the other prefixes (financial, calculator,
 * customer-products, sales) answer "not found" with a way to the wallet until theirs exist.
 */
export default function BillingApp({ prefix }: { prefix: string }) {
  if (prefix !== '/portal/wallet') return <LoadFailed error={null} invalidId backTo="/portal/wallet" backLabel={billingMessages.nav.wallet} />;
  return <AreaRoutes />;
}
