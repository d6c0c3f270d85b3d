import { formatNumber } from './digits';
import { messages } from './messages';

/** `120` → `۱۲۰ گیگابایت`: sizes of disks, memory, storage and traffic, all in gigabytes. */
export function formatGigabytes(gb: number | null | undefined): string {
  return `${formatNumber(gb)} ${messages.units.gigabytes}`;
}
