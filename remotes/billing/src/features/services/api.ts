import { api } from '@portal/contracts';
import { useApiQuery } from '@portal/api';
import { MONEY_GROUP } from '../wallet/api';

// My services.
export const useCustomerProducts = () => useApiQuery(MONEY_GROUP, api.billing.customerProductList, {});
