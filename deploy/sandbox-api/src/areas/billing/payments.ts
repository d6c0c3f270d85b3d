import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PAYMENT_PROVIDER_IDS,
  PAYMENT_TTL_MINUTES,
  paymentProviderNumber,
  paymentStatusId,
  type BfaCallback,
  type BpmCallback,
  type Payment,
  type PaymentProvider,
  type PaymentProviderId,
  type PaymentState,
  type PecCallback,
  type SepCallback,
} from '@portal/contracts';
import { iso, MINUTE_MS } from '../../clock';
import type { Db } from '../../db/open';
import { HttpError, notFound, refused } from '../../http/errors';
import { messages } from '../../messages';
import { addEntry } from './ledger';
import { creditCommission } from './offers';
import { selectAll, selectOne } from '../../db/query';

// Payments through the (simulated) Iranian bank gateways. A payment is created pending with a
// token (the bank's `refId`); the browser goes to the bank's page; the bank records what happened
// in its own books (bank_transactions) and posts the gateway's call-back. The call-back is only a
// signal, as with the real gateways: it names the payment (by token, or by order number and bank
// reference) and the verification reads the bank's record, never the call-back's word. A payment
// is settled once (a conditional state change; the wallet's unique payment_id), a reference must
// be the one the bank issued for that payment (another payment's is refused), and a payment not
// verified within PAYMENT_TTL_MINUTES expires.

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
  created_at: number;
  expires_at: number;
  settled_at: number | null;
}

/** Every gateway takes payments in the sandbox; none has a logo file. */
export const paymentProviders = (): PaymentProvider[] =>
  PAYMENT_PROVIDER_IDS.map((key) => ({ id: paymentProviderNumber(key), name: M.providers[key] ?? key, status: true, photoName: null }));

/** The bank's reference as the provider sends it: a number (the simulated bank issues 12 digits). */
const rrnOf = (reference: string | null): number | null => (reference && /^\d{1,15}$/.test(reference) ? Number(reference) : null);

export function toPayment(r: PaymentRow): Payment {
  return {
    id: r.id,
    transactionDate: iso(r.created_at)!,
    paymentStatus: M.stateNames[r.state] ?? r.state,
    paymentStatusId: paymentStatusId(r.state),
    paymentProvider: M.providers[r.provider] ?? r.provider,
    paymentProviderId: paymentProviderNumber(r.provider),
    finalStatus: r.state === 'verified',
    amount: r.amount,
    rrn: rrnOf(r.bank_reference),
    hashCardNumber: r.card_mask,
  };
}

/** Pending payments past their time become expired (run before anything reads or settles payments). */
export function expireStale(db: Db, nowMs: number): number {
  return db
    .prepare("UPDATE payments SET state = 'expired', result_message = ?, settled_at = expires_at WHERE state = 'pending' AND expires_at <= ?")
    .run(M.expired, nowMs).changes;
}

export const listPayments = (db: Db, customerId: number): PaymentRow[] =>
  selectAll<PaymentRow>(db, 'SELECT * FROM payments WHERE customer_id = ? ORDER BY created_at DESC, id DESC', customerId);

export const paymentRow = (db: Db, id: number): PaymentRow | undefined => selectOne<PaymentRow>(db, 'SELECT * FROM payments WHERE id = ?', id);
export const paymentByToken = (db: Db, token: string): PaymentRow | undefined => selectOne<PaymentRow>(db, 'SELECT * FROM payments WHERE token = ?', token);

/**
 * A payment's token: 15 digits, because Parsian's call-back carries it as a number (the others
 * as a string); it is also the bank page's address, so it is drawn at random.
 */
export const TOKEN_PATTERN = /^[1-9]\d{14}$/;
const newToken = () => String(randomInt(1, 10)) + String(randomInt(0, 1e7)).padStart(7, '0') + String(randomInt(0, 1e7)).padStart(7, '0');

export function createPaymentRow(db: Db, p: { customerId: number; userId: number; amount: number; provider: PaymentProviderId; at: number }): PaymentRow {
  const id = db
    .prepare(
      `INSERT INTO payments (customer_id, user_id, amount, provider, state, token, created_at, expires_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
    )
    .run(p.customerId, p.userId, p.amount, p.provider, newToken(), p.at, p.at + PAYMENT_TTL_MS).lastInsertRowid as number;
  return paymentRow(db, id)!;
}

/** What the bank's own books say of one payment. */
export interface BankRecord {
  payment_id: number;
  paid: 0 | 1;
  reference: string | null;
  amount: number;
  card_mask: string | null;
}

/** The simulated bank writes down what the customer did at its page (once per payment). */
export function recordAtBank(db: Db, p: PaymentRow, outcome: { paid: boolean; cardMask: string | null }, nowMs: number): BankRecord {
  const reference = outcome.paid ? newBankReference() : null;
  db.prepare('INSERT INTO bank_transactions (payment_id, paid, reference, amount, card_mask, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    p.id,
    outcome.paid ? 1 : 0,
    reference,
    p.amount,
    outcome.paid ? outcome.cardMask : null,
    nowMs,
  );
  return bankRecord(db, p.id)!;
}
const bankRecord = (db: Db, paymentId: number) => selectOne<BankRecord>(db, 'SELECT * FROM bank_transactions WHERE payment_id = ?', paymentId);

/** The terminal number the simulated bank puts in its call-backs. */
const TERMINAL = 13_000_001;

/** The body the simulated bank posts to a gateway's call-back, as that gateway names its fields. */
export function bankCallbackBody(p: PaymentRow, r: BankRecord): SepCallback | PecCallback | BfaCallback | BpmCallback {
  const paid = r.paid === 1;
  switch (p.provider) {
    case 'sep':
      return {
        TerminalId: TERMINAL,
        state: paid ? 'OK' : 'CanceledByUser',
        status: paid ? 2 : 1,
        RRN: r.reference,
        refNum: r.reference,
        resNum: p.id,
        traceNo: r.reference ? r.reference.slice(-6) : null,
        amount: r.amount,
        wage: null,
        securePan: r.card_mask,
        hashedCardNumber: null,
      };
    case 'pec':
      return {
        token: Number(p.token),
        orderId: p.id,
        terminalNo: TERMINAL,
        RRN: rrnOf(r.reference),
        status: paid ? 0 : -138,
        hashCardNumber: r.card_mask,
        amount: String(r.amount),
        swAmount: null,
        sTraceNo: r.reference ? r.reference.slice(-6) : null,
      };
    case 'bfa':
      return { userId: String(p.customer_id), refNum: r.reference, token: p.token };
    case 'bpm':
      return {
        refId: p.token,
        resCode: paid ? 0 : 17,
        saleOrderId: p.id,
        saleReferenceId: rrnOf(r.reference),
        cardHolderInfo: null,
        cardHolderPan: r.card_mask,
        finalAmount: r.amount,
      };
  }
}

/** A call-back reduced to what identifies the payment and the reference it claims; null when it names none. */
interface CallbackClaim {
  token: string | null;
  paymentId: number | null;
  reference: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : null);
const whole = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const digits = (v: unknown): string | null => (whole(v) != null && (v as number) > 0 ? String(v) : null);

/** How each gateway names the payment and its reference (the provider's request models). */
export function readCallback(provider: PaymentProviderId, raw: unknown): CallbackClaim | null {
  const b = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const claim = (token: string | null, paymentId: number | null, reference: string | null) =>
    token == null && paymentId == null ? null : { token, paymentId, reference };
  switch (provider) {
    case 'sep':
      // Saman sends no token: the order number (ResNum) and the receipt (RefNum) are checked with the bank.
      return claim(null, whole(b.resNum), text(b.refNum));
    case 'pec':
      return claim(digits(b.token), whole(b.orderId), digits(b.RRN));
    case 'bfa':
      return claim(text(b.token), null, text(b.refNum));
    case 'bpm':
      return claim(text(b.refId), whole(b.saleOrderId), digits(b.saleReferenceId));
  }
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The call-back's answer (the provider declares none): what happened, in words. */
export interface CallbackOutcome {
  message: string;
  /** The payment's state afterwards, for the sandbox's own tests and the bank page. */
  state: PaymentState;
  changed: boolean;
}

/**
 * Verifies one call-back against the bank's record and settles the payment, in one transaction.
 * Refusals (an unknown payment, a token or reference that is not the bank's) change nothing.
 */
export function receiveCallback(db: Db, provider: PaymentProviderId, raw: unknown, nowMs: number): CallbackOutcome {
  const claim = readCallback(provider, raw);
  if (!claim) throw new HttpError(422, { message: messages.invalidInput, errors: { Token: [M.unknownPayment] } });
  return db.transaction((): CallbackOutcome => {
    const byToken = claim.token != null ? paymentByToken(db, claim.token) : undefined;
    const p = byToken ?? (claim.token == null && claim.paymentId != null ? paymentRow(db, claim.paymentId) : undefined);
    if (!p || p.provider !== provider || (claim.token != null && !sameToken(p.token, claim.token))) throw notFound(M.unknownPayment);
    if (claim.paymentId != null && claim.paymentId !== p.id) throw refused(M.wrongToken);
    if (p.state === 'pending' && p.expires_at <= nowMs) {
      expireStale(db, nowMs);
      return { message: M.expired, state: 'expired', changed: true };
    }
    if (p.state !== 'pending')
      return { message: p.state === 'expired' ? M.expired : M.replayed(M.stateNames[p.state] ?? p.state), state: p.state, changed: false };
    const bank = bankRecord(db, p.id);
    if (!bank) throw refused(M.notAtBank);
    if (bank.paid === 1 && (claim.reference == null || !sameToken(claim.reference, bank.reference!))) throw refused(M.referenceMismatch);

    const settle = (state: PaymentState, message: string) => {
      db.prepare('UPDATE payments SET state = ?, result_message = ?, bank_reference = ?, card_mask = ?, settled_at = ? WHERE id = ? AND state = ?').run(
        state,
        message,
        bank.reference,
        bank.card_mask,
        nowMs,
        p.id,
        'pending',
      );
      return { message, state, changed: true };
    };
    if (bank.paid === 0) return settle('failed', M.cancelled);
    if (bank.amount !== p.amount) return settle('reversed', M.amountMismatch(bank.amount, p.amount));
    const result = settle('verified', M.verified);
    addEntry(db, {
      customerId: p.customer_id,
      type: 'topUp',
      amount: p.amount,
      description: M.ledgerTopUpPayment(p.id),
      reference: bank.reference,
      paymentId: p.id,
      at: nowMs,
    });
    creditCommission(db, p, nowMs);
    return result;
  })();
}

/** A bank reference as the simulated bank issues them: 12 digits (RRN). */
export const newBankReference = () => String(100_000_000_000 + (randomBytes(6).readUIntBE(0, 6) % 900_000_000_000));
