import type { Bill, BillDetail, BillOrder, BillShort, CalculateMonth } from '@portal/contracts';
import type { WalletEntry } from './ledger';
import { DAY_MS, iso } from '../../clock';
import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { messages } from '../../messages';
import { listEntries } from './ledger';
import { monthStartMs } from './period';
import { selectAll, selectValue } from '../../db/query';

// Bills: one per Jalali month (Tehran time) from the month of the customer's first ledger entry to
// the current one, read from what is stored, never stored themselves. On the wire a bill is the
// hourly usage charged in the month (charges.ts), one `billOrders` line per charged resource with
// its charges as items; usage is debited as it is charged, so its VAT is 0. Its download is the
// month's wallet statement: the opening balance (every entry before the month), the month's
// entries and the closing balance, so it cannot disagree with the wallet.

const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
const persianNumbers = new Intl.DateTimeFormat('en-US-u-ca-persian', { year: 'numeric', month: 'numeric', timeZone: 'UTC' });
const persianNames = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', timeZone: 'UTC' });

export interface Month {
  id: number;
  title: string;
  start: number;
  end: number;
}

function monthAt(startMs: number): Month {
  const local = new Date(startMs + TEHRAN_OFFSET_MS);
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)!.value;
  const nums = persianNumbers.formatToParts(local);
  const names = persianNames.formatToParts(local);
  return {
    id: Number(part(nums, 'year')) * 100 + Number(part(nums, 'month')),
    title: `${part(names, 'month')} ${part(names, 'year')}`,
    start: startMs,
    // the first of the next month: 32 days on is always inside it
    end: monthStartMs(startMs + 32 * DAY_MS),
  };
}

/** The customer's billing months, newest first. */
function months(db: Db, customerId: number, nowMs: number): Month[] {
  const first = selectValue<number | null>(db, 'SELECT MIN(created_at) FROM wallet_entries WHERE customer_id = ?', customerId)!;
  const out: Month[] = [];
  let start = monthStartMs(nowMs);
  const stop = monthStartMs(Math.min(first ?? nowMs, nowMs));
  for (;;) {
    out.push(monthAt(start));
    if (start <= stop) break;
    start = monthStartMs(start - 1);
  }
  return out;
}

export interface Statement {
  month: Month;
  open: boolean;
  openingBalance: number;
  closingBalance: number;
  /** The month's ledger entries, oldest first. */
  entries: WalletEntry[];
}

function statementOf(month: Month, all: WalletEntry[], nowMs: number): Statement {
  const at = (e: WalletEntry) => Date.parse(e.createdAt);
  const openingBalance = all.filter((e) => at(e) < month.start).reduce((n, e) => n + e.amount, 0);
  const entries = all.filter((e) => at(e) >= month.start && at(e) < month.end).sort((a, b) => at(a) - at(b) || a.id - b.id);
  return { month, open: nowMs < month.end, openingBalance, closingBalance: openingBalance + entries.reduce((n, e) => n + e.amount, 0), entries };
}

interface ChargeRow {
  resource_kind: string;
  resource_id: number;
  hours: number;
  amount: number;
  period_start: number;
  period_end: number;
  name: string | null;
}

const chargesOf = (db: Db, customerId: number, m: Month) =>
  selectAll<ChargeRow>(
    db,
    `SELECT c.resource_kind, c.resource_id, c.hours, c.amount, c.period_start, c.period_end, w.reference AS name
       FROM charges c LEFT JOIN wallet_entries w ON w.charge_id = c.id
       WHERE c.customer_id = ? AND c.created_at >= ? AND c.created_at < ? ORDER BY c.period_start, c.id`,
    customerId,
    m.start,
    m.end,
  );

/** billDate: the month's end, or now while it is open. */
const billDate = (m: Month, nowMs: number) => iso(Math.min(m.end, nowMs))!;

function billOf(db: Db, customerId: number, m: Month, nowMs: number): Bill {
  const net = chargesOf(db, customerId, m).reduce((n, c) => n + c.amount, 0);
  return {
    id: m.id,
    calculateMonthId: m.id,
    calculateMonth: m.title,
    fromDate: iso(m.start)!,
    toDate: iso(m.end)!,
    billDate: billDate(m, nowMs),
    netPrice: net,
    vat: 0,
    totalPrice: net,
  };
}

export function listBills(db: Db, customerId: number, nowMs: number): Bill[] {
  return months(db, customerId, nowMs).map((m) => billOf(db, customerId, m, nowMs));
}

export function shortBills(db: Db, customerId: number, nowMs: number): BillShort[] {
  return listBills(db, customerId, nowMs).map((b) => ({ id: b.id, billDate: b.billDate, totalPrice: b.totalPrice }));
}

/** calculate-month/list: the customer's billing months, newest first. */
export function calculateMonths(db: Db, customerId: number, nowMs: number): CalculateMonth[] {
  return months(db, customerId, nowMs).map((m) => ({ id: m.id, name: m.title }));
}

function monthOf(db: Db, customerId: number, rawId: string, nowMs: number): Month {
  const month = /^\d{6}$/.test(rawId) ? months(db, customerId, nowMs).find((m) => m.id === Number(rawId)) : undefined;
  if (!month) throw notFound(messages.financial.billNotFound);
  return month;
}

/** One month's bill with its charges by resource; another month than the customer's answers 404. */
export function getBill(db: Db, customerId: number, rawId: string, nowMs: number): BillDetail {
  const m = monthOf(db, customerId, rawId, nowMs);
  const byResource = new Map<string, ChargeRow[]>();
  for (const c of chargesOf(db, customerId, m)) {
    const key = `${c.resource_kind}:${c.resource_id}`;
    byResource.set(key, [...(byResource.get(key) ?? []), c]);
  }
  const billOrders: BillOrder[] = [...byResource.values()].map((charges) => {
    const first = charges[0]!;
    const product = messages.resourceNames[first.resource_kind] ?? first.resource_kind;
    return {
      product,
      order: first.name ?? String(first.resource_id),
      orderId: first.resource_id,
      orderPrice: charges.reduce((n, c) => n + c.amount, 0),
      fromDate: iso(Math.min(...charges.map((c) => c.period_start)))!,
      toDate: iso(Math.max(...charges.map((c) => c.period_end)))!,
      orderItems: charges.map((c) => ({
        orderItem: product,
        quantity: 1,
        duration: c.hours,
        price: c.amount,
        fromDate: iso(c.period_start)!,
        toDate: iso(c.period_end)!,
      })),
    };
  });
  const { calculateMonth, calculateMonthId: _month, ...bill } = billOf(db, customerId, m, nowMs);
  return { ...bill, name: calculateMonth, billOrders };
}

/** The month's wallet statement (bill/list-download). */
export function getStatement(db: Db, customerId: number, rawId: string, nowMs: number): Statement {
  return statementOf(monthOf(db, customerId, rawId, nowMs), listEntries(db, customerId, { period: 'all' }, nowMs), nowMs);
}
