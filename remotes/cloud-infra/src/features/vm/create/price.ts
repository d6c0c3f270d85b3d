import type { ProductBundle, ProductItem } from '@portal/contracts';

export interface PriceLine {
  key: string;
  label: string;
  quantity: number;
  monthly: number;
}
export interface VmPrice {
  monthly: number;
  hourly: number;
  lines: PriceLine[];
}

interface SizeChoice {
  isPredefined: boolean;
  bundle: ProductBundle | undefined;
  custom: { cpu: number; memory: number; disk: number };
  /** Public IPv4 addresses ordered (0 without a public address). */
  ipv4: number;
}

/**
 * The price shown before confirming, as the sandbox charges it: a bundle (one IPv4 included) or
 * custom units × their product-item prices. Undefined while something needed is not chosen.
 */
export function vmPrice(choice: SizeChoice, items: ProductItem[] | undefined): VmPrice | undefined {
  const byKey = Object.fromEntries((items ?? []).map((i) => [i.key, i])) as Partial<Record<ProductItem['key'], ProductItem>>;
  const ipItem = byKey.ipv4;
  if (!ipItem) return undefined;
  const lines: Array<PriceLine & { hourly: number }> = [];
  if (choice.isPredefined) {
    if (!choice.bundle) return undefined;
    lines.push({ key: 'bundle', label: choice.bundle.name, quantity: 1, monthly: choice.bundle.price, hourly: choice.bundle.hourlyPrice });
    const extra = Math.max(0, choice.ipv4 - 1);
    if (extra) lines.push({ key: 'ipv4', label: ipItem.name, quantity: extra, monthly: extra * ipItem.price, hourly: extra * ipItem.hourlyPrice });
  } else {
    for (const key of ['cpu', 'memory', 'disk'] as const) {
      const item = byKey[key];
      if (!item) return undefined;
      const q = choice.custom[key];
      lines.push({ key, label: item.name, quantity: q, monthly: q * item.price, hourly: q * item.hourlyPrice });
    }
    if (choice.ipv4) lines.push({ key: 'ipv4', label: ipItem.name, quantity: choice.ipv4, monthly: choice.ipv4 * ipItem.price, hourly: choice.ipv4 * ipItem.hourlyPrice });
  }
  return {
    monthly: lines.reduce((n, l) => n + l.monthly, 0),
    hourly: lines.reduce((n, l) => n + l.hourly, 0),
    lines: lines.map(({ hourly: _h, ...l }) => l),
  };
}
