import { formatNumber } from '@portal/locale';

/** Text into HTML (element content or a quoted attribute). */
export const esc = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A version, a remote's name: Latin text kept left-to-right inside the Persian line. */
export const ltr = (value: string): string => `<bdi dir="ltr">${esc(value)}</bdi>`;

/** `0.417` → `۴۱٫۷٪`. */
export const formatRate = (rate: number): string => `${formatNumber(rate * 100, { maximumFractionDigits: 1 })}٪`;
