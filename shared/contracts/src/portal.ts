import { wire, type Wire } from './wire';

/** A notification of the bell and the notification list (both bare arrays, newest first). */
export type Notification = Wire<'NotificationListResponse'>;
/** A product of the catalogue (a kind of service) by id and name. */
export type Product = Wire<'ProductListResponse'>;
export type ProductDetail = Wire<'GetProductResponse'>;
/** The customer's limits and what is used of them (vCPU, GB of memory and disk, rules, addresses, servers). */
export type ResourceUsage = Wire<'ResourceUsageResponse'>;

// The catalogue's rows, each kind its own (the product a bundle belongs to is the list it came
// from): only id, name, the monthly `price` in Rial and the kind's sizes. The hourly price is derived
// (pricing.ts `hourlyOf`); which unit an item is, is known by its id (pricing.ts `PRODUCT_ITEM_IDS`).
export type VmBundle = Wire<'ProductBundleVmListResponse'>;
export type VolumeBundle = Wire<'ProductBundleBlockStorageListResponse'>;
export type StorageBundle = Wire<'ProductBundleStorageListResponse'>;
export type VpcBundle = Wire<'ProductBundleVpcListResponse'>;
export type WebBundle = Wire<'ProductBundleWebListResponse'>;
export type KuberClusterBundle = Wire<'ProductBundleKuberClusterListResponse'>;
export type KuberCloudBundle = Wire<'ProductBundleKuberCloudListResponse'>;
export type BareMetalBundle = Wire<'ProductBundleBareMetalListResponse'>;
/** What a bundle of any kind has: its id, its name and its monthly price. */
export type ProductBundle = Pick<VmBundle, 'id' | 'name' | 'price'>;
/** One unit of a custom size (a vCPU, a GB, an address): its id, name, monthly Rial per unit and unit label. */
export type ProductItem = Wire<'ProductItemListResponse'>;

/** The sandbox's own limit kinds (its `customer_limits` table); the wire's are those of ResourceUsage. */
export type LimitedResource = 'project' | 'vm' | 'volume' | 'storage' | 'kubernetes' | 'vpc' | 'dnsCdn';

export const portal = {
  notificationShortList: wire('GET', 'portal/notification/short-list'),
  notificationList: wire('GET', 'portal/notification/list'),
  notificationSeen: wire('PUT', 'portal/notification/seen/:id'),
  productList: wire('GET', 'portal/product/list'),
  productGet: wire('GET', 'portal/product/get/:id'),
  /** Where a promotion code leads: a URL (a JSON string). */
  promotionRedirectLink: wire('GET', 'portal/promotion/redirect-link/:code'),
  /** Declares no answer: the portal reads nothing from it. */
  homeIndex: wire('GET', 'home/index'),
  storageBundleList: wire('GET', 'portal/product-bundle/storage-list'),
  bareMetalBundleList: wire('GET', 'portal/product-bundle/bare-metal-list'),
  vmBundleList: wire('GET', 'portal/product-bundle/vm-list'),
  productItemList: wire('GET', 'portal/product-item/list/:productId'),
  resourceUsages: wire('GET', 'portal/customer-limit/resource-usages'),
};
