import type { KubernetesPrice } from './kubernetes';
import type { KuberClusterBundle, ProductBundle, ProductItem, VmBundle } from './portal';
import { volumeHourlyPrice } from './volume';
import { PRODUCT_ITEM } from './vocabulary/products';

// Prices as the sandbox charges them, computed once for the create wizards and the price
// calculator (/portal/calculator), so the two cannot show different numbers for one choice.
// Amounts are Rial. The catalogue's rows (bundles, product items) carry the monthly `price` only.

/** A month is 30 days of 24 hours: 720 hours. */
export const HOURS_PER_MONTH = 720;

/**
 * The hourly price of a monthly price: monthly / 720. The one rule: the portal shows it, and the
 * sandbox charges usage at it (its catalogue's hourly figures are derived the same way).
 */
export const hourlyOf = (monthly: number): number => monthly / HOURS_PER_MONTH;

/**
 * Which product item is which unit: an item row is {id, name, price, unit} only, so the portal knows
 * a server's vCPU item by its id (the provider's `PRODUCT_ITEM`), per product it prices. A cluster's
 * custom node is priced at the VM items (kubernetes-price's `vmProductItemsPrice`); object storage
 * of a custom size by its GB item; DNS by its record item.
 */
export const PRODUCT_ITEM_IDS = {
  vm: { cpu: PRODUCT_ITEM.vcpu, memory: PRODUCT_ITEM.memory, disk: PRODUCT_ITEM.disk, ipv4: PRODUCT_ITEM.ipv4 },
  kuberCluster: { cpu: PRODUCT_ITEM.vcpu, memory: PRODUCT_ITEM.memory, disk: PRODUCT_ITEM.disk, ipv4: PRODUCT_ITEM.ipv4 },
  kuberCloud: { cpu: PRODUCT_ITEM.kuberCpu, memory: PRODUCT_ITEM.kuberMemory, disk: PRODUCT_ITEM.kuberDisk },
  vpc: { publicIp: PRODUCT_ITEM.vpcIpv4, rules10: PRODUCT_ITEM.vpc10Rules },
  storage: { disk: PRODUCT_ITEM.cloudDisk },
} as const;

/** The items of a list by what they are (`PRODUCT_ITEM_IDS.vm` → { cpu, memory, … }); one the list lacks is absent. */
export function itemsByKey<K extends string>(items: readonly ProductItem[] | undefined, ids: Readonly<Record<K, number>>): Partial<Record<K, ProductItem>> {
  const out: Partial<Record<K, ProductItem>> = {};
  for (const key of Object.keys(ids) as K[]) {
    const item = items?.find((i) => i.id === ids[key]);
    if (item) out[key] = item;
  }
  return out;
}

export interface Price {
  monthly: number;
  hourly: number;
}
const priced = (monthly: number): Price => ({ monthly, hourly: hourlyOf(monthly) });

export interface PriceLine {
  key: string;
  label: string;
  quantity: number;
  monthly: number;
}
export interface VmPrice extends Price {
  lines: PriceLine[];
}

export interface VmSizeChoice {
  isPredefined: boolean;
  bundle: VmBundle | undefined;
  custom: { cpu: number; memory: number; disk: number };
  /** Public IPv4 addresses ordered (0 without a public address). */
  ipv4: number;
}

/**
 * A server's price as the VM wizard shows it before confirming and the sandbox charges it: a
 * bundle (its `ipv4` addresses included) or custom units × their product-item prices. Undefined
 * while something needed is not chosen.
 */
export function vmPrice(choice: VmSizeChoice, items: readonly ProductItem[] | undefined): VmPrice | undefined {
  const byKey = itemsByKey(items, PRODUCT_ITEM_IDS.vm);
  const ipItem = byKey.ipv4;
  if (!ipItem) return undefined;
  const lines: PriceLine[] = [];
  if (choice.isPredefined) {
    if (!choice.bundle) return undefined;
    lines.push({ key: 'bundle', label: choice.bundle.name ?? '', quantity: 1, monthly: choice.bundle.price });
    const extra = Math.max(0, choice.ipv4 - choice.bundle.ipv4);
    if (extra) lines.push({ key: 'ipv4', label: ipItem.name ?? '', quantity: extra, monthly: extra * ipItem.price });
  } else {
    for (const key of ['cpu', 'memory', 'disk'] as const) {
      const item = byKey[key];
      if (!item) return undefined;
      const q = choice.custom[key];
      lines.push({ key, label: item.name ?? '', quantity: q, monthly: q * item.price });
    }
    if (choice.ipv4) lines.push({ key: 'ipv4', label: ipItem.name ?? '', quantity: choice.ipv4, monthly: choice.ipv4 * ipItem.price });
  }
  return { ...priced(lines.reduce((n, l) => n + l.monthly, 0)), lines };
}

/** A product ordered by its bundle (object storage, VPC, web hosting, …): the bundle's monthly price and its hourly share. */
export const bundlePrice = (bundle: ProductBundle | undefined): Price | undefined => (bundle ? priced(bundle.price) : undefined);

/** A custom size at its unit prices (`ids` names which item is which unit); undefined while an item is missing. */
export function customPrice<K extends string>(
  items: readonly ProductItem[] | undefined,
  ids: Readonly<Record<K, number>>,
  size: Readonly<Record<K, number>>,
): Price | undefined {
  const byKey = itemsByKey(items, ids);
  let monthly = 0;
  for (const key of Object.keys(ids) as K[]) {
    const item = byKey[key];
    if (!item) return undefined;
    monthly += item.price * size[key];
  }
  return priced(monthly);
}

export interface ClusterSizeChoice {
  isPredefined: boolean;
  bundle: KuberClusterBundle | undefined;
  custom: { cpu: number; memory: number; disk: number };
  workers: number;
}
export interface ClusterPrice extends Price {
  perNode: Price;
  /** The control plane: the management item's price (its master nodes included). */
  management: Price;
}

/**
 * A Kubernetes cluster: each worker node at its bundle's price, or its custom size at the worker unit
 * prices of kubernetes-price (one IPv4 included), plus the control plane's management price.
 */
export function clusterPrice(choice: ClusterSizeChoice, price: KubernetesPrice | undefined): ClusterPrice | undefined {
  if (!price || !(choice.workers >= 1)) return undefined;
  const perNode = choice.isPredefined
    ? bundlePrice(choice.bundle)
    : customPrice(price.vmProductItemsPrice ?? [], PRODUCT_ITEM_IDS.kuberCluster, { ...choice.custom, ipv4: 1 });
  if (!perNode) return undefined;
  const management = priced(price.masterNodesInfo.kubernetesManagementItemPrice);
  return { ...priced(perNode.monthly * choice.workers + management.monthly), perNode, management };
}

/** A cloud disk of `sizeGb`: the per-GB hourly price, a 720-hour month. */
export function volumePrice(sizeGb: number | null | undefined): Price | undefined {
  if (!sizeGb) return undefined;
  const hourly = volumeHourlyPrice(sizeGb);
  return { monthly: hourly * HOURS_PER_MONTH, hourly };
}

/** Object storage of a custom size: `disk` GB at product 104's GB item (`PRODUCT_ITEM.cloudDisk`). */
export const storagePrice = (items: readonly ProductItem[] | undefined, diskGb: number | null | undefined): Price | undefined =>
  diskGb ? customPrice(items, PRODUCT_ITEM_IDS.storage, { disk: diskGb }) : undefined;

/**
 * DNS by its records, as the provider's calculator prices it: the records at the price of product
 * 102's item (its list has the one item).
 */
export function dnsPrice(items: readonly ProductItem[] | undefined, records: number | null | undefined): Price | undefined {
  const item = items?.[0];
  if (!item || !records) return undefined;
  return priced(item.price * records);
}

/** A VPC of a custom size: public IPv4 addresses and firewall rules in tens, at product 109's items. */
export const vpcPrice = (items: readonly ProductItem[] | undefined, size: { publicIp: number; rules10: number }): Price | undefined =>
  customPrice(items, PRODUCT_ITEM_IDS.vpc, size);
