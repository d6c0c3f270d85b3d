import { WALLET_ENTRY_TYPES, type Bill, type BillDetail, type BillShort, type WalletEntry } from '@portal/contracts';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { notFound } from '../http/errors';
import { messages } from '../messages';
import { CREDIT_TYPES, listEntries } from './ledger';
import { monthStartMs } from './period';

// Bills: the wallet's monthly statements, one per Jalali month (Tehran time) from the month of the
// customer's first ledger entry to the current one. Nothing is stored: a bill is read from the
// ledger, so its opening balance is the sum of every entry before the month and its closing
// balance the opening plus the month's entries; they cannot disagree with the wallet.

const DAY_MS = 86_400_000;
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
const persianNumbers = new Intl.DateTimeFormat('en-US-u-ca-persian', { year: 'numeric', month: 'numeric', timeZone: 'UTC' });
const persianNames = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', timeZone: 'UTC' });

interface Month {
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
  const first = db.prepare('SELECT MIN(created_at) FROM wallet_entries WHERE customer_id = ?').pluck().get(customerId) as number | null;
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

function statement(month: Month, all: WalletEntry[], nowMs: number): { bill: Bill; entries: WalletEntry[] } {
  const at = (e: WalletEntry) => Date.parse(e.createdAt);
  const opening = all.filter((e) => at(e) < month.start).reduce((n, e) => n + e.amount, 0);
  const entries = all.filter((e) => at(e) >= month.start && at(e) < month.end).sort((a, b) => at(a) - at(b) || a.id - b.id);
  const credits = entries.filter((e) => CREDIT_TYPES.has(e.type)).reduce((n, e) => n + e.amount, 0);
  const debits = entries.filter((e) => !CREDIT_TYPES.has(e.type)).reduce((n, e) => n + e.amount, 0);
  return {
    bill: {
      id: month.id,
      title: month.title,
      periodStart: iso(month.start)!,
      periodEnd: iso(month.end)!,
      open: nowMs < month.end,
      openingBalance: opening,
      closingBalance: opening + credits + debits,
      credits,
      debits,
      entryCount: entries.length,
    },
    entries,
  };
}

const ledgerOf = (db: Db, customerId: number, nowMs: number) => listEntries(db, customerId, { period: 'all' }, nowMs);

export function listBills(db: Db, customerId: number, nowMs: number): Bill[] {
  const all = ledgerOf(db, customerId, nowMs);
  return months(db, customerId, nowMs).map((m) => statement(m, all, nowMs).bill);
}

export function shortBills(db: Db, customerId: number, nowMs: number): BillShort[] {
  return months(db, customerId, nowMs).map((m) => ({ id: m.id, title: m.title, open: nowMs < m.end }));
}

/** One month's statement with its entries grouped by type; another month than the customer's answers 404. */
export function getBill(db: Db, customerId: number, rawId: string, nowMs: number): BillDetail {
  const month = /^\d{6}$/.test(rawId) ? months(db, customerId, nowMs).find((m) => m.id === Number(rawId)) : undefined;
  if (!month) throw notFound(messages.financial.billNotFound);
  const { bill, entries } = statement(month, ledgerOf(db, customerId, nowMs), nowMs);
  const groups = WALLET_ENTRY_TYPES.map((type) => {
    const of = entries.filter((e) => e.type === type);
    return { type, count: of.length, amount: of.reduce((n, e) => n + e.amount, 0), entries: of };
  }).filter((g) => g.count > 0);
  return { ...bill, groups };
}
