import { formatNumber } from './digits';
import { messages } from './messages';
import { EMPTY_VALUE } from './empty';

/** The API speaks Rial everywhere (contracts say so); Toman is a display choice only. */
export const RIAL_PER_TOMAN = 10;

/** `12500` → `۱۲٬۵۰۰ ریال`. */
export function formatRial(rial: number | null | undefined): string {
  if (rial === null || rial === undefined || !Number.isFinite(rial)) return EMPTY_VALUE;
  return `${formatNumber(Math.round(rial), { maximumFractionDigits: 0 })} ${messages.money.rial}`;
}

/** `12500` (Rial) → `۱٬۲۵۰ تومان`; a fraction of a Toman is rounded, as no coin exists for it. */
export function formatToman(rial: number | null | undefined): string {
  if (rial === null || rial === undefined || !Number.isFinite(rial)) return EMPTY_VALUE;
  return `${formatNumber(Math.round(rial / RIAL_PER_TOMAN), { maximumFractionDigits: 0 })} ${messages.money.toman}`;
}

export function rialToToman(rial: number): number {
  return rial / RIAL_PER_TOMAN;
}
export function tomanToRial(toman: number): number {
  return Math.round(toman * RIAL_PER_TOMAN);
}
