import { api, DOMAIN_PRODUCT_ID } from '@portal/contracts';
import { useCatalogueQuery } from '@portal/api';

/** The extensions on sale: the domain product's items (`name` is the extension as typed, `price` per year). */
export const useDomainExtensions = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: DOMAIN_PRODUCT_ID } });
