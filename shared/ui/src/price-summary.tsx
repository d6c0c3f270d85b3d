/**
 * `PriceSummary`: what an order costs, as label/value rows (`data-testid="price-summary"`),
 * shown in the order card and again in the confirm dialog. Money rows give the amount in Rial,
 * optionally followed by Toman.
 */
import type { ReactNode } from 'react';
import Descriptions from 'antd/es/descriptions';
import { hourlyOf } from '@portal/contracts';
import { EMPTY_VALUE, formatRial, formatToman } from '@portal/locale';

export type PriceRow = { label: ReactNode; value: ReactNode } | { label: ReactNode; rial: number; withToman?: boolean };

export interface PriceSummaryProps {
  /** `undefined` while nothing priceable is chosen yet: `placeholder` is shown instead. */
  rows: PriceRow[] | undefined;
  placeholder: ReactNode;
}

const rowValue = (row: PriceRow): ReactNode =>
  'rial' in row ? (row.withToman ? `${formatRial(row.rial)} (${formatToman(row.rial)})` : formatRial(row.rial)) : row.value;

export function PriceSummary({ rows, placeholder }: PriceSummaryProps) {
  if (!rows) return <span>{placeholder}</span>;
  return (
    <Descriptions column={1} size="small" data-testid="price-summary">
      {rows.map((row, i) => (
        <Descriptions.Item key={i} label={row.label}>
          {rowValue(row)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** A catalogue bundle of any kind: its name and monthly price (the hourly one is derived, `hourlyOf`). */
export interface PricedBundle {
  name: string | null;
  price: number;
}

/** The rows of a chosen bundle: its name, the monthly price (Rial and Toman), the hourly price (monthly / 720). */
export function bundlePriceRows(
  bundle: PricedBundle | undefined,
  labels: { bundle: ReactNode; monthly: ReactNode; hourly: ReactNode },
): PriceRow[] | undefined {
  if (!bundle) return undefined;
  return [
    { label: labels.bundle, value: bundle.name ?? EMPTY_VALUE },
    { label: labels.monthly, rial: bundle.price, withToman: true },
    { label: labels.hourly, rial: hourlyOf(bundle.price) },
  ];
}
