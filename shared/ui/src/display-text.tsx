/**
 * Small display helpers so pages do not hand-format values:
 * `MoneyText` (Rial, or Toman), `DateText` (Jalali date or date-time, Tehran time, with the
 * ISO instant in a <time> element), `NumberText` (Persian digits).
 */
import { formatDate, formatDateTime, formatGigabytes, formatNumber, formatRial, formatToman, toDate, type DateInput } from '@portal/locale';

export interface MoneyTextProps {
  /** Amount in Rial (the API's unit). */
  rial: number | null | undefined;
  unit?: 'rial' | 'toman';
}

export function MoneyText({ rial, unit = 'rial' }: MoneyTextProps) {
  return <span style={{ whiteSpace: 'nowrap' }}>{unit === 'toman' ? formatToman(rial) : formatRial(rial)}</span>;
}

export interface DateTextProps {
  value: DateInput;
  withTime?: boolean;
}

export function DateText({ value, withTime }: DateTextProps) {
  const date = toDate(value);
  const text = withTime ? formatDateTime(value) : formatDate(value);
  if (!date) return <span>{text}</span>;
  return (
    <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  );
}

export interface NumberTextProps {
  value: number | null | undefined;
  maximumFractionDigits?: number;
}

export function NumberText({ value, maximumFractionDigits }: NumberTextProps) {
  return <span>{formatNumber(value, { maximumFractionDigits })}</span>;
}

export { Ltr, Bdi } from './bidi';

export interface GigabytesTextProps {
  value: number | null | undefined;
}

/** A size in gigabytes, isolated so a number beside it cannot run into its digits. */
export function GigabytesText({ value }: GigabytesTextProps) {
  return <bdi style={{ whiteSpace: 'nowrap' }}>{formatGigabytes(value)}</bdi>;
}
