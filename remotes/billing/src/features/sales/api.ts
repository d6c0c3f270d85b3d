import { api } from '@portal/contracts';
import { useApiQuery, useCatalogueQuery } from '@portal/api';
import { MONEY_GROUP } from '../wallet/api';

// Orders.
/** The catalogue's products (the sales page's filter names them by id). */
export const useProducts = () => useCatalogueQuery(api.portal.productList);
export const useOrders = () => useApiQuery(MONEY_GROUP, api.billing.orderShortList, {});
export const useProductOrders = (productId: number | undefined) =>
  useApiQuery(
    MONEY_GROUP,
    api.billing.orderList,
    { params: { productId: productId ?? 0 } },
    { enabled: productId != null, placeholderData: (previous) => previous },
  );
