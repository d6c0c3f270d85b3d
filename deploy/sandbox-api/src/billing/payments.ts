import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_PROVIDER_IDS, PAYMENT_TTL_MINUTES, type Payment, type PaymentCallbackResult, type PaymentProvider, type PaymentProviderId, type PaymentState } from '@portal/contracts';
import { iso, MINUTE_MS } from '../clock';
import type { Db } from '../db/open';
import { messages } from '../messages';
import { settleInvoice, type InvoiceRow } from './invoices';
import { addEntry } from './ledger';
import { creditCommission } from './offers';

// Payments through the (simulated) Iranian bank gateways. A payment is created pending with a
// token; the browser goes to the bank's page with that token; the bank calls back the gateway's
// callback, which verifies as the real gateways require: the token must be the one issued, the
// amount paid must be the payment's, a bank reference (RefNum / RRN) is accepted once (unique
// column), a callback for a settled payment changes nothing, a mismatch is reversed, and a payment
// not verified within PAYMENT_TTL_MINUTES expires. The wallet is credited once per payment (the
// conditional state change and the unique payment_id of wallet_entries).

const M = messages.financial;
export const PAYMENT_TTL_MS = PAYMENT_TTL_MINUTES * MINUTE_MS;

export interface PaymentRow {
  id: number;
  customer_id: number;
  user_id: number;
  amount: number;
  provider: PaymentProviderId;
  state: PaymentState;
  token: string;
  bank_reference: string | null;
  card_mask: string | null;
  result_message: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
}

export const paymentProviders = (): PaymentProvider[] => PAYMENT_PROVIDER_IDS.map((id) => ({ id, name: M.providers[id]! }));

const SELECT = 'SELECT p.*, i.number AS invoice_number FROM payments p LEFT JOIN invoices i ON i.id = p.invoice_id';

export function toPayment(r: PaymentRow): Payment {
  return {
    id: r.id,
    amount: r.amount,
    providerId: r.provider,
    providerName: M.providers[r.provider] ?? r.provider,
    state: r.state,
    bankReference: r.bank_reference,
    cardMask: r.card_mask,
    resultMessage: r.result_message,
    invoiceId: r.invoice_id,
    invoiceNumber: r.invoice_number,
    createdAt: iso(r.created_at)!,
    expiresAt: iso(r.expires_at)!,
    settledAt: iso(r.settled_at),
  };
}

/** Pending payments past their time become expired (run before anything reads or settles payments). */
export function expireStale(db: Db, nowMs: number): number {
  return db.prepare("UPDATE payments SET state = 'expired', result_message = ?, settled_at = expires_at WHERE state = 'pending' AND expires_at <= ?").run(M.expired, nowMs).changes;
}

export const listPayments = (db: Db, customerId: number): Payment[] =>
  (db.prepare(`${SELECT} WHERE p.customer_id = ? ORDER BY p.created_at DESC, p.id DESC`).all(customerId) as PaymentRow[]).map(toPayment);

export const paymentRow = (db: Db, id: number): PaymentRow | undefined => db.prepare(`${SELECT} WHERE p.id = ?`).get(id) as PaymentRow | undefined;
export const paymentByToken = (db: Db, token: string): PaymentRow | undefined => db.prepare(`${SELECT} WHERE p.token = ?`).get(token) as PaymentRow | undefined;

export function createPaymentRow(db: Db, p: { customerId: number; userId: number; amount: number; provider: PaymentProviderId; invoice: InvoiceRow | null; at: number }): PaymentRow {
  const token = randomBytes(20).toString('hex');
  const id = db
    .prepare(
      `INSERT INTO payments (customer_id, user_id, amount, provider, state, token, invoice_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
    )
    .run(p.customerId, p.userId, p.amount, p.provider, token, p.invoice?.id ?? null, p.at, p.at + PAYMENT_TTL_MS).lastInsertRowid as number;
  return paymentRow(db, id)!;
}

/** A callback body in one shape, whichever gateway posted it; null when it is not one. */
export interface BankAnswer {
  token: string;
  paymentId: number;
  /** The bank says the customer paid. */
  paid: boolean;
  reference: string | null;
  amount: number;
  cardMask: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};

/** How each gateway names its fields (as their real callbacks post them). */
export function readBankAnswer(provider: PaymentProviderId, raw: unknown): BankAnswer | null {
  const b = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = (token: unknown, id: unknown, paid: boolean, ref: unknown, amount: unknown, card: unknown): BankAnswer | null => {
    const t = str(token);
    const pid = int(id);
    const a = int(amount);
    if (!t || pid == null || a == null) return null;
    return { token: t, paymentId: pid, paid, reference: str(ref), amount: a, cardMask: str(card) };
  };
  switch (provider) {
    case 'sep':
      return pick(b.Token, b.ResNum, b.State === 'OK', b.RefNum, b.Amount, b.SecurePan);
    case 'pec':
      return pick(b.Token, b.OrderId, int(b.Status) === 0, b.RRN, b.Amount, b.HashCardNumber);
    case 'bfa':
      return pick(b.token, b.OrderId, int(b.ResCode) === 0, b.RetrivalRefNo, b.Amount, b.CardNo);
    case 'bpm':
      return pick(b.RefId, b.SaleOrderId, int(b.ResCode) === 0, b.SaleReferenceId, b.FinalAmount, b.CardHolderPan);
  }
}

/** The body the simulated bank posts to a gateway's callback. */
export function bankCallbackBody(provider: PaymentProviderId, a: BankAnswer): Record<string, string | number> {
  const ref = a.reference ?? '';
  const card = a.cardMask ?? '';
  switch (provider) {
    case 'sep':
      return { Token: a.token, ResNum: a.paymentId, State: a.paid ? 'OK' : 'CanceledByUser', RefNum: ref, Amount: a.amount, SecurePan: card };
    case 'pec':
      return { Token: a.token, OrderId: a.paymentId, Status: a.paid ? 0 : -138, RRN: ref, Amount: a.amount, HashCardNumber: card };
    case 'bfa':
      return { token: a.token, OrderId: a.paymentId, ResCode: a.paid ? 0 : -1, RetrivalRefNo: ref, Amount: a.amount, CardNo: card };
    case 'bpm':
      return { RefId: a.token, SaleOrderId: a.paymentId, ResCode: a.paid ? 0 : 17, SaleReferenceId: ref, FinalAmount: a.amount, CardHolderPan: card };
  }
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface CallbackOutcome extends PaymentCallbackResult {
  /** HTTP status of the callback's answer. */
  status: 200 | 404 | 422;
}

/** Verifies one bank answer and settles the payment; everything in one transaction. */
export function receiveBankAnswer(db: Db, provider: PaymentProviderId, answer: BankAnswer | null, nowMs: number): CallbackOutcome {
  if (!answer) return { status: 422, paymentId: null, state: null, changed: false, message: messages.invalidInput };
  return db.transaction((): CallbackOutcome => {
    expireStale(db, nowMs);
    const p = paymentRow(db, answer.paymentId);
    if (!p || p.provider !== provider) return { status: 404, paymentId: null, state: null, changed: false, message: M.unknownPayment };
    const same = { paymentId: p.id, changed: false };
    if (!sameToken(p.token, answer.token)) return { status: 422, ...same, state: p.state, message: M.wrongToken };
    if (p.state !== 'pending')
      return { status: 200, ...same, state: p.state, message: p.state === 'expired' ? M.expired : M.replayed(M.stateNames[p.state] ?? p.state) };

    const settle = (state: PaymentState, message: string, reference: string | null = null) => {
      db.prepare('UPDATE payments SET state = ?, result_message = ?, bank_reference = ?, card_mask = ?, settled_at = ? WHERE id = ? AND state = ?').run(
        state,
        message,
        reference,
        answer.cardMask,
        nowMs,
        p.id,
        'pending',
      );
      return { status: 200 as const, paymentId: p.id, state, changed: true, message };
    };
    if (!answer.paid) return settle('failed', M.cancelled);
    if (!answer.reference) return settle('reversed', M.missingReference);
    if (db.prepare('SELECT 1 FROM payments WHERE bank_reference = ?').get(answer.reference)) return settle('reversed', M.referenceReused);
    if (answer.amount !== p.amount) return settle('reversed', M.amountMismatch(answer.amount, p.amount), answer.reference);

    const invoice = p.invoice_id == null ? null : (db.prepare('SELECT * FROM invoices WHERE id = ?').get(p.invoice_id) as InvoiceRow);
    const payingInvoice = invoice?.state === 'unpaid';
    const result = settle('verified', payingInvoice ? M.verifiedForInvoice(invoice.number) : M.verified, answer.reference);
    addEntry(db, { customerId: p.customer_id, type: 'topUp', amount: p.amount, description: M.ledgerTopUpPayment(p.id), reference: answer.reference, paymentId: p.id, at: nowMs });
    if (payingInvoice) settleInvoice(db, invoice, 'bank', nowMs);
    creditCommission(db, p, nowMs);
    return result;
  })();
}

/** A bank reference as the simulated bank issues them: 12 digits (RRN). */
export const newBankReference = () => String(100_000_000_000 + (randomBytes(6).readUIntBE(0, 6) % 900_000_000_000));
