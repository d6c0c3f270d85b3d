import { api } from '@portal/contracts';
import { useApiQuery } from '@portal/api';
import { MONEY_GROUP } from '../wallet/api';

export const useBills = () => useApiQuery(MONEY_GROUP, api.billing.billList, {});
export const useBill = (id: number) => useApiQuery(MONEY_GROUP, api.billing.billGet, { params: { id } }, { enabled: id > 0 });
