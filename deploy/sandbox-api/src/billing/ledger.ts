import { WALLET_PERIOD_DAYS, type UsageReportLine, type WalletEntry, type WalletPeriod, type WalletEntryType, type WalletListQuery } from '@portal/contracts';
import { iso } from '../clock';
import type { Db } from '../db/open';

// The wallet is a ledger: every change is one row of wallet_entries and the balance is their sum
// (billing/summary.ts walletBalance); nothing stores a balance. Rows are only ever added.

/**
 * Stored kind → contract type. The hourly charger and the first seed wrote `charge` and `credit`
 * before the other kinds existed; they stay the stored names of usage and top-up.
 */
const KIND_TYPE: Record<string, WalletEntryType> = {
  credit: 'topUp',
  charge: 'usage',
  invoicePayment: 'invoicePayment',
  voucher: 'voucher',
  referralCommission: 'referralCommission',
  refund: 'refund',
};
const TYPE_KIND = Object.fromEntries(Object.entries(KIND_TYPE).map(([k, t]) => [t, k])) as Record<WalletEntryType, string>;
/** Which way each type moves the wallet. */
export const CREDIT_TYPES: ReadonlySet<WalletEntryType> = new Set(['topUp', 'voucher', 'referralCommission', 'refund']);

export const entryType = (kind: string): WalletEntryType | null => KIND_TYPE[kind] ?? null;
export const storedKind = (type: WalletEntryType): string => TYPE_KIND[type];

export interface NewEntry {
  customerId: number;
  type: Exclude<WalletEntryType, 'usage'>;
  /** Rial, always positive here: the type says the sign. */
  amount: number;
  description: string;
  reference?: string | null;
  paymentId?: number | null;
  invoiceId?: number | null;
  voucherUseId?: number | null;
  at: number;
}

/** Adds one entry; callers run it inside the transaction that changes what it records. */
export function addEntry(db: Db, e: NewEntry): number {
  if (!Number.isSafeInteger(e.amount) || e.amount <= 0) throw new Error(`ledger amount must be a positive whole number of Rial, got ${e.amount}`);
  const signed = CREDIT_TYPES.has(e.type) ? e.amount : -e.amount;
  return db
    .prepare(
      'INSERT INTO wallet_entries (customer_id, amount, kind, description, reference, payment_id, invoice_id, voucher_use_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(e.customerId, signed, storedKind(e.type), e.description, e.reference ?? null, e.paymentId ?? null, e.invoiceId ?? null, e.voucherUseId ?? null, e.at).lastInsertRowid as number;
}

interface EntryRow {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  description: string;
  reference: string | null;
  payment_id: number | null;
  invoice_id: number | null;
  created_at: number;
}

/** The customer's entries, newest first, each with the balance right after it. */
export function listEntries(db: Db, customerId: number, query: WalletListQuery, nowMs: number): WalletEntry[] {
  const days = query.period && query.period !== 'all' ? WALLET_PERIOD_DAYS[query.period] : null;
  const since = days == null ? null : nowMs - days * 86_400_000;
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT e.*, SUM(e.amount) OVER (ORDER BY e.created_at, e.id ROWS UNBOUNDED PRECEDING) AS balance_after
         FROM wallet_entries e WHERE e.customer_id = ?
       ) WHERE (? IS NULL OR created_at >= ?) AND (? IS NULL OR kind = ?)
       ORDER BY created_at DESC, id DESC`,
    )
    .all(customerId, since, since, query.type ? storedKind(query.type) : null, query.type ? storedKind(query.type) : null) as EntryRow[];
  return rows.map((r) => ({
    id: r.id,
    type: entryType(r.kind) ?? 'usage',
    amount: r.amount,
    balanceAfter: r.balance_after,
    description: r.description,
    reference: r.reference,
    paymentId: r.payment_id,
    invoiceId: r.invoice_id,
    createdAt: iso(r.created_at)!,
  }));
}

/** Hourly usage charged in the last `period` per product category, largest first (the wallet's usage chart). */
export function usageReport(db: Db, customerId: number, period: WalletPeriod, nowMs: number): UsageReportLine[] {
  const since = period === 'all' ? 0 : nowMs - WALLET_PERIOD_DAYS[period] * 86_400_000;
  return db
    .prepare(
      `SELECT category AS categoryId, SUM(amount) AS amount, SUM(hours) AS hours FROM charges
       WHERE customer_id = ? AND period_end > ? GROUP BY category ORDER BY amount DESC, category`,
    )
    .all(customerId, since) as UsageReportLine[];
}
