import { api, PRODUCT } from '@portal/contracts';
import { useCatalogueQuery } from '@portal/api';

// The catalogue the price calculator prices from (the same lists the create wizards read).
export const useVmBundles = () => useCatalogueQuery(api.portal.vmBundleList);
export const useVmItems = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: PRODUCT.vm } });
export const useDnsItems = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: PRODUCT.dns } });
export const useStorageBundles = () => useCatalogueQuery(api.portal.storageBundleList);
export const useVpcBundles = () => useCatalogueQuery(api.vpc.bundleList);
export const useKuberBundles = () => useCatalogueQuery(api.kubernetes.clusterBundleList);
export const useWebBundles = () => useCatalogueQuery(api.webHost.bundleList);
/** The control plane's price for `workers` workers (kubernetes-price); asked once a bundle is chosen. */
export const useKubernetesPrice = (workers: number | undefined, productBundleId: number | undefined) =>
  useCatalogueQuery(api.kubernetes.price, { params: { workerNodeCount: workers ?? 1 } }, { enabled: !!workers && productBundleId != null });
