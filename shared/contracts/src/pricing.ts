import type { ProductBundle, ProductItem } from './portal';
import { volumeHourlyPrice } from './volume';

// Prices as the sandbox charges them, computed once for the create wizards and the price
// calculator (/portal/calculator), so the two cannot show different numbers for one choice.
// Amounts are Rial.

/** Hourly prices are monthly / 720: a 30-day month, as the catalogue defines them. */
export const HOURS_PER_MONTH = 720;

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

export interface VmSizeChoice {
  isPredefined: boolean;
  bundle: ProductBundle | undefined;
  custom: { cpu: number; memory: number; disk: number };
  /** Public IPv4 addresses ordered (0 without a public address). */
  ipv4: number;
}

/**
 * A server's price as the VM wizard shows it before confirming and the sandbox charges it: a
 * bundle (one IPv4 included) or custom units × their product-item prices. Undefined while something
 * needed is not chosen.
 */
export function vmPrice(choice: VmSizeChoice, items: ProductItem[] | undefined): VmPrice | undefined {
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

/** A product ordered by its bundle (object storage, VPC, ...): the bundle's own prices. */
export const bundlePrice = (bundle: ProductBundle | undefined): { monthly: number; hourly: number } | undefined =>
  bundle ? { monthly: bundle.price, hourly: bundle.hourlyPrice } : undefined;

/** A cloud disk of `sizeGb`: the per-GB hourly price, a 720-hour month. */
export function volumePrice(sizeGb: number | null | undefined): { monthly: number; hourly: number } | undefined {
  if (!sizeGb) return undefined;
  const hourly = volumeHourlyPrice(sizeGb);
  return { monthly: hourly * HOURS_PER_MONTH, hourly };
}
