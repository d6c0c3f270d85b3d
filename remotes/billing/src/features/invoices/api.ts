import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { MONEY_CHANGED, MONEY_GROUP } from '../wallet/api';

export const useInvoices = () => useApiQuery(MONEY_GROUP, api.billing.invoiceList, {});
export const useInvoiceSummary = () => useApiQuery(MONEY_GROUP, api.billing.invoiceSummary, {});
export const useInvoice = (id: number) => useApiQuery(MONEY_GROUP, api.billing.invoiceGet, { params: { id } }, { enabled: id > 0 });
export const usePayInvoice = () => useApiMutation(api.billing.invoicePay, { invalidates: MONEY_CHANGED });
