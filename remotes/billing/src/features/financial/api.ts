import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { MONEY_CHANGED, MONEY_GROUP } from '../wallet/api';

// Financial: offers, referrals and their commissions.
export const useOffers = () => useApiQuery(MONEY_GROUP, api.billing.offerList, {});
export const useOffer = (id: number) => useApiQuery(MONEY_GROUP, api.billing.offerGet, { params: { id } }, { enabled: id > 0 });
export const usePayOffer = () => useApiMutation(api.billing.offerPay, { invalidates: MONEY_CHANGED });
export const useReferral = () => useApiQuery(MONEY_GROUP, api.billing.referralGet, {});
export const useReferred = (referralId: number | undefined) =>
  useApiQuery(MONEY_GROUP, api.billing.referralList, { params: { referralId: referralId ?? 0 } }, { enabled: referralId != null });
export const useCommissions = () => useApiQuery(MONEY_GROUP, api.billing.walletCommissionList, {});
