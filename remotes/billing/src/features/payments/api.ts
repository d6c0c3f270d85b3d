import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { MONEY_GROUP } from '../wallet/api';

export const useProviders = () => useApiQuery(MONEY_GROUP, api.billing.paymentProviders, {});
export const usePayments = () => useApiQuery(MONEY_GROUP, api.billing.paymentList, {});
export const usePayment = (id: number) => useApiQuery(MONEY_GROUP, api.billing.paymentGet, { params: { id } }, { enabled: id > 0 });
export const useCreatePayment = () => useApiMutation(api.billing.paymentCreate);
