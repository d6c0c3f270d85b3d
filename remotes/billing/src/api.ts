import { api, PRODUCT } from '@portal/contracts';
import { useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Billing's queries. No cache group of the provider's is about money; they live under 'Accessibility',
// where the dashboard's financial card is, so a payment refreshes that card too.
const GROUP = 'Accessibility';
const CHANGED = [GROUP] as const;

export const useBalance = () => useApiQuery(GROUP, api.billing.walletBalance, {});
export const useWalletTransactions = () => useApiQuery(GROUP, api.billing.walletList, {});
/** The balance over the last `days` days (usage-report's period is a number of days). */
export const useUsageReport = (days: number) =>
  useApiQuery(GROUP, api.billing.walletUsageReport, { params: { period: days } }, { placeholderData: (previous) => previous });
export const useProviders = () => useApiQuery(GROUP, api.billing.paymentProviders, {});
export const usePayments = () => useApiQuery(GROUP, api.billing.paymentList, {});
export const usePayment = (id: number) => useApiQuery(GROUP, api.billing.paymentGet, { params: { id } }, { enabled: id > 0 });
export const useInvoices = () => useApiQuery(GROUP, api.billing.invoiceList, {});
export const useInvoiceSummary = () => useApiQuery(GROUP, api.billing.invoiceSummary, {});
export const useInvoice = (id: number) => useApiQuery(GROUP, api.billing.invoiceGet, { params: { id } }, { enabled: id > 0 });

export const useCreatePayment = () => useApiMutation(api.billing.paymentCreate);
export const usePayInvoice = () => useApiMutation(api.billing.invoicePay, { invalidates: CHANGED });
export const useVoucherCode = () => useApiMutation(api.billing.voucherUse, { invalidates: CHANGED });

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

// Financial: offers, referrals and their commissions.
export const useOffers = () => useApiQuery(GROUP, api.billing.offerList, {});
export const useOffer = (id: number) => useApiQuery(GROUP, api.billing.offerGet, { params: { id } }, { enabled: id > 0 });
export const usePayOffer = () => useApiMutation(api.billing.offerPay, { invalidates: CHANGED });
export const useReferral = () => useApiQuery(GROUP, api.billing.referralGet, {});
export const useReferred = (referralId: number | undefined) =>
  useApiQuery(GROUP, api.billing.referralList, { params: { referralId: referralId ?? 0 } }, { enabled: referralId != null });
export const useCommissions = () => useApiQuery(GROUP, api.billing.walletCommissionList, {});

// My services, bills and orders.
export const useCustomerProducts = () => useApiQuery(GROUP, api.billing.customerProductList, {});
/** The catalogue's products (the sales page's filter names them by id). */
export const useProducts = () => useCatalogueQuery(api.portal.productList);
export const useBills = () => useApiQuery(GROUP, api.billing.billList, {});
export const useBill = (id: number) => useApiQuery(GROUP, api.billing.billGet, { params: { id } }, { enabled: id > 0 });
export const useOrders = () => useApiQuery(GROUP, api.billing.orderShortList, {});
export const useProductOrders = (productId: number | undefined) =>
  useApiQuery(GROUP, api.billing.orderList, { params: { productId: productId ?? 0 } }, { enabled: productId != null, placeholderData: (previous) => previous });
