import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';

// The cache group of every billing feature's queries. No cache group of the provider's is about
// money; they live under 'Accessibility', where the dashboard's financial card is, so a payment
// refreshes that card too.
export const MONEY_GROUP = 'Accessibility';
export const MONEY_CHANGED = [MONEY_GROUP] as const;

export const useBalance = () => useApiQuery(MONEY_GROUP, api.billing.walletBalance, {});
export const useWalletTransactions = () => useApiQuery(MONEY_GROUP, api.billing.walletList, {});
/** The balance over the last `days` days (usage-report's period is a number of days). */
export const useUsageReport = (days: number) =>
  useApiQuery(MONEY_GROUP, api.billing.walletUsageReport, { params: { period: days } }, { placeholderData: (previous) => previous });
export const useVoucherCode = () => useApiMutation(api.billing.voucherUse, { invalidates: MONEY_CHANGED });
