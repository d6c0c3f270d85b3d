import {
  bundlePrice,
  clusterPrice,
  dnsPrice,
  vmPrice,
  volumePrice,
  type KuberClusterBundle,
  type KubernetesPrice,
  type ProductBundle,
  type ProductItem,
  type VmBundle,
} from '@portal/contracts';

// What one line of the price calculator costs, through the same price functions the create wizards
// use (@portal/contracts pricing.ts): a server as the VM wizard prices it, a disk as the volume
// wizard, object storage, VPC and web hosting by their bundles, a Kubernetes cluster as its create page
// does: its workers at the bundle's price plus the control plane of portal/product-item/kubernetes-price;
// DNS by its records at the price of the DNS product's item (product 102), as the provider's calculator does.

export type CalculatorKind = 'vm' | 'volume' | 'storage' | 'vpc' | 'kubernetes' | 'web' | 'dns';
export const CALCULATOR_KINDS: readonly CalculatorKind[] = ['vm', 'volume', 'storage', 'vpc', 'kubernetes', 'web', 'dns'];

/** DNS records a line is priced for (the provider's calculator starts at ten thousand). */
export const DNS_RECORDS = { min: 1, max: 1_000_000, initial: 10_000 } as const;

export interface CalculatorChoice {
  kind: CalculatorKind;
  /** Server: a predefined bundle or a custom size. */
  sizeType: 'bundle' | 'custom';
  vmBundleId?: number;
  cpu?: number;
  memory?: number;
  disk?: number;
  /** Public IPv4 addresses of a custom server. */
  ipv4?: number;
  volumeSize?: number;
  storageBundleId?: number;
  vpcBundleId?: number;
  /** A web hosting plan (the `web` bundle list). */
  webBundleId?: number;
  kuberBundleId?: number;
  workerCount?: number;
  /** DNS records. */
  dnsRecords?: number;
  /** How many of it. */
  count?: number;
}

export interface CalculatorCatalogue {
  vmBundles?: VmBundle[];
  vmItems?: ProductItem[];
  storageBundles?: ProductBundle[];
  vpcBundles?: ProductBundle[];
  webBundles?: ProductBundle[];
  /** The DNS product's item (portal/product-item/list/102). */
  dnsItems?: ProductItem[];
  kuberBundles?: KuberClusterBundle[];
  /** kubernetes-price for the chosen worker count (the control plane's price), once asked. */
  kubernetesPrice?: KubernetesPrice;
}

export interface Quote {
  /** The bundle's name, or the custom size's parts. */
  detail: string;
  count: number;
  /** Rial for one unit. */
  unitHourly: number;
  unitMonthly: number;
  /** Rial for `count` units. */
  hourly: number;
  monthly: number;
}

const find = <B extends ProductBundle>(bundles: B[] | undefined, id: number | undefined) => bundles?.find((b) => b.id === id);

/** The price of a choice, or undefined while it is incomplete. `describe` words a custom size. */
export function quote(
  choice: CalculatorChoice,
  cat: CalculatorCatalogue,
  describe: (c: Required<Pick<CalculatorChoice, 'cpu' | 'memory' | 'disk' | 'ipv4'>> & { workers?: number; bundle?: string; records?: number }) => string,
): Quote | undefined {
  const count = choice.count && choice.count > 0 ? choice.count : 1;
  let unit: { hourly: number; monthly: number } | undefined;
  let detail = '';
  if (choice.kind === 'vm') {
    const custom = { cpu: choice.cpu ?? 0, memory: choice.memory ?? 0, disk: choice.disk ?? 0, ipv4: choice.ipv4 ?? 0 };
    const bundle = find(cat.vmBundles, choice.vmBundleId);
    const isPredefined = choice.sizeType === 'bundle';
    if (!isPredefined && (!custom.cpu || !custom.memory || !custom.disk)) return undefined;
    // As the VM wizard: a bundle with its public address included, a custom size with the addresses asked for.
    unit = vmPrice({ isPredefined, bundle, custom, ipv4: isPredefined ? (bundle?.ipv4 ?? 1) : custom.ipv4 }, cat.vmItems);
    detail = isPredefined ? (bundle?.name ?? '') : describe(custom);
  } else if (choice.kind === 'volume') {
    unit = volumePrice(choice.volumeSize);
    detail = describe({ cpu: 0, memory: 0, disk: choice.volumeSize ?? 0, ipv4: 0 });
  } else if (choice.kind === 'dns') {
    unit = dnsPrice(cat.dnsItems, choice.dnsRecords);
    detail = describe({ cpu: 0, memory: 0, disk: 0, ipv4: 0, records: choice.dnsRecords ?? 0 });
  } else if (choice.kind === 'kubernetes') {
    const bundle = find(cat.kuberBundles, choice.kuberBundleId);
    const workers = choice.workerCount ?? 0;
    if (!bundle) return undefined;
    unit = clusterPrice({ isPredefined: true, bundle, custom: { cpu: 0, memory: 0, disk: 0 }, workers }, cat.kubernetesPrice);
    detail = describe({ cpu: 0, memory: 0, disk: 0, ipv4: 0, workers, bundle: bundle.name ?? '' });
  } else {
    const [bundles, id] =
      choice.kind === 'storage'
        ? [cat.storageBundles, choice.storageBundleId]
        : choice.kind === 'web'
          ? [cat.webBundles, choice.webBundleId]
          : [cat.vpcBundles, choice.vpcBundleId];
    const bundle = find(bundles, id);
    unit = bundlePrice(bundle);
    detail = bundle?.name ?? '';
  }
  if (!unit) return undefined;
  return { detail, count, unitHourly: unit.hourly, unitMonthly: unit.monthly, hourly: unit.hourly * count, monthly: unit.monthly * count };
}
