import { WALLET_PERIOD_DAYS, type IsoDate, type WalletCommission, type WalletPeriod, type WalletTransaction, type WalletUsagePoint } from '@portal/contracts';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { selectAll } from '../../db/query';

/**
 * What moved the wallet. The balance is the sum of the entries; nothing else stores it.
 * Credits: topUp, voucher, referralCommission, refund. Debits: usage (hourly), invoicePayment.
 */
export type WalletEntryType = 'topUp' | 'usage' | 'invoicePayment' | 'voucher' | 'referralCommission' | 'refund';

/** The ledger as the sandbox keeps it (statements and the CSV read it); the wire's rows are WalletTransaction. */
export interface WalletEntry {
  id: number;
  type: WalletEntryType;
  /** Signed Rial: positive credits the wallet, negative debits it. */
  amount: number;
  /** The balance right after this entry (Rial). */
  balanceAfter: number;
  description: string;
  /** What the entry came from: a bank reference, an invoice number, a resource. */
  reference: string | null;
  paymentId: number | null;
  invoiceId: number | null;
  createdAt: IsoDate;
}
export interface WalletListQuery {
  period?: WalletPeriod;
  type?: WalletEntryType;
}

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
    .run(e.customerId, signed, storedKind(e.type), e.description, e.reference ?? null, e.paymentId ?? null, e.invoiceId ?? null, e.voucherUseId ?? null, e.at)
    .lastInsertRowid as number;
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
  const rows = selectAll<EntryRow>(
    db,
    `SELECT * FROM (
         SELECT e.*, SUM(e.amount) OVER (ORDER BY e.created_at, e.id ROWS UNBOUNDED PRECEDING) AS balance_after
         FROM wallet_entries e WHERE e.customer_id = ?
       ) WHERE (? IS NULL OR created_at >= ?) AND (? IS NULL OR kind = ?)
       ORDER BY created_at DESC, id DESC`,
    customerId,
    since,
    since,
    query.type ? storedKind(query.type) : null,
    query.type ? storedKind(query.type) : null,
  );
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

/** wallet/list: the customer's entries, newest first, each as a credit or a debit with the balance after it. */
export function walletTransactions(db: Db, customerId: number, nowMs: number): WalletTransaction[] {
  return listEntries(db, customerId, {}, nowMs).map((e) => ({
    id: e.id,
    transactionDate: e.createdAt,
    credit: e.amount > 0 ? e.amount : 0,
    debit: e.amount < 0 ? -e.amount : 0,
    balance: e.balanceAfter,
    description: e.description,
  }));
}

/** The report's points at most: a day each for a period of up to two months, longer steps beyond. */
const REPORT_POINTS = 60;

/** usage-report/{period}: the balance at evenly spaced times over the last `days` days, oldest first, the last one now. */
export function usageReport(db: Db, customerId: number, days: number, nowMs: number): WalletUsagePoint[] {
  const points = Math.min(days, REPORT_POINTS);
  const step = (days * 86_400_000) / points;
  const balanceAt = db.prepare('SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE customer_id = ? AND created_at <= ?').pluck();
  return Array.from({ length: points }, (_, i) => {
    const at = Math.round(nowMs - (points - 1 - i) * step);
    return { balance: balanceAt.get(customerId, at) as number, toDate: iso(at)! };
  });
}

/** wallet-commission/list: each commission with the referred customer's payment that earned it, newest first. */
export function commissions(db: Db, customerId: number): WalletCommission[] {
  return selectAll<{ id: number; amount: number; created_at: number; total_price: number }>(
    db,
    `SELECT e.id, e.amount, e.created_at, p.amount AS total_price FROM wallet_entries e JOIN payments p ON p.id = e.commission_payment_id
         WHERE e.customer_id = ? AND e.kind = 'referralCommission' ORDER BY e.created_at DESC, e.id DESC`,
    customerId,
  ).map((r) => ({ id: r.id, totalPrice: r.total_price, amount: r.amount, transactionDate: iso(r.created_at)! }));
}
