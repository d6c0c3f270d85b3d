import { endpoint } from './endpoint';
import type { IsoDate } from './common';

export interface Notification {
  id: number;
  subject: string;
  content: string;
  notificationDate: IsoDate;
  isSeen: boolean;
}
export interface NotificationShortList {
  /** Unseen notifications in all; the badge caps it at 99. */
  unseenCount: number;
  /** The newest unseen ones, at most 10. */
  items: Notification[];
}

export interface ProductBundle {
  id: number;
  productId: number;
  name: string;
  /** Monthly price in Rial. */
  price: number;
  /** Hourly price in Rial, what usage is charged at. */
  hourlyPrice: number;
  cpu: number | null;
  memory: number | null;
  /** GB */
  disk: number | null;
  /** GB per month, null when unmetered. */
  bandwidth: number | null;
}

/** One unit of a custom-sized resource (a vCPU, a GB of memory or disk, an address) and its price. */
export interface ProductItem {
  id: number;
  productId: number;
  key: 'cpu' | 'memory' | 'disk' | 'ipv4';
  name: string;
  /** Persian unit label: هسته, گیگابایت, عدد */
  unit: string;
  /** Monthly Rial per unit. */
  price: number;
  /** Hourly Rial per unit. */
  hourlyPrice: number;
  min: number;
  max: number;
}

export type LimitedResource = 'project' | 'vm' | 'volume' | 'storage' | 'kubernetes' | 'vpc' | 'dnsCdn';
export interface ResourceUsage {
  resource: LimitedResource;
  used: number;
  limit: number;
}

export const portal = {
  notificationShortList: endpoint<undefined, NotificationShortList>()('GET', 'portal/notification/short-list'),
  notificationList: endpoint<undefined, Notification[]>()('GET', 'portal/notification/list'),
  notificationSeen: endpoint()('PUT', 'portal/notification/seen/:id'),
  storageBundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/storage/list'),
  bareMetalBundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/bare-metal/list'),
  vmBundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/vm/list'),
  productItemList: endpoint<undefined, ProductItem[]>()('GET', 'portal/product-item/list/:productId'),
  resourceUsages: endpoint<undefined, ResourceUsage[], { projectId: number }>()('GET', 'portal/customer-limit/resource-usages'),
};
