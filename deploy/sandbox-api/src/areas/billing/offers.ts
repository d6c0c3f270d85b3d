import { REFERRAL_COMMISSION_PERCENT, type Offer, type OfferDetail, type PayOfferResult, type Referral, type ReferredCustomer } from '@portal/contracts';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { HttpError, notFound } from '../../http/errors';
import { messages } from '../../messages';
import { createInvoice, settleInvoice, taxOf, type InvoiceRow } from './invoices';
import { addEntry } from './ledger';
import { selectAll, selectOne, selectValue } from '../../db/query';

// Offers and referrals (financial/offer/..., financial/referral/..., financial/wallet-commission/list).
// An offer is bought once per customer (unique offer_id, customer_id): an invoice is issued for it
// and paid from the wallet in the same transaction, so a wallet that holds too little refuses it
// with the shortfall and nothing is written. A referred customer's verified top-up earns the
// referrer REFERRAL_COMMISSION_PERCENT of it as a referralCommission ledger entry, once per payment.

const M = messages.financial;

interface OfferRow {
  id: number;
  title: string;
  description: string;
  price: number;
  expires_at: number;
  paid_at: number | null;
  invoice_id: number | null;
}

const OFFERS = `SELECT o.*, p.paid_at, p.invoice_id FROM offers o LEFT JOIN offer_purchases p ON p.offer_id = o.id AND p.customer_id = ?`;

/** What the wallet pays for it, tax included; our offers give no wallet credit besides the package. */
const amountOf = (r: OfferRow) => r.price + taxOf(r.price);
const toOffer = (r: OfferRow): Offer => ({ id: r.id, name: r.title, amount: amountOf(r), freeAmount: 0, expireDate: iso(r.expires_at)! });

/** The offers this customer can still buy: open and not bought yet, the soonest to end first. */
export function listOffers(db: Db, customerId: number, nowMs: number): Offer[] {
  const rows = selectAll<OfferRow>(db, `${OFFERS} WHERE o.expires_at > ? AND p.id IS NULL ORDER BY o.expires_at, o.id`, customerId, nowMs);
  return rows.map(toOffer);
}

function offerRow(db: Db, customerId: number, rawId: unknown): OfferRow {
  const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
  const row = Number.isSafeInteger(id) ? selectOne<OfferRow>(db, `${OFFERS} WHERE o.id = ?`, customerId, id) : undefined;
  if (!row) throw notFound(M.offerNotFound);
  return row;
}

export function getOffer(db: Db, customerId: number, rawId: unknown): OfferDetail {
  const { id: _id, ...offer } = toOffer(offerRow(db, customerId, rawId));
  return offer;
}

const refused = (message: string) => new HttpError(422, { errorMessage: message, message });

/**
 * Buys the offer from the wallet: invoice issued and paid, purchase recorded; all or nothing. The
 * provider's bank route (`paymentProviderId`) is refused: an offer here is paid from the wallet.
 */
export function payOffer(db: Db, customerId: number, offerId: number, nowMs: number): PayOfferResult {
  return db.transaction((): PayOfferResult => {
    const offer = offerRow(db, customerId, offerId);
    if (offer.paid_at != null) throw refused(M.offerAlreadyPaid);
    if (offer.expires_at <= nowMs) throw refused(M.offerExpired);
    const invoiceId = createInvoice(db, {
      customerId,
      title: M.offerInvoiceTitle(offer.title),
      items: [{ description: offer.title, quantity: 1, unitPrice: offer.price }],
      issuedAt: nowMs,
      dueAt: nowMs,
    });
    settleInvoice(db, selectOne<InvoiceRow>(db, 'SELECT * FROM invoices WHERE id = ?', invoiceId)!, 'wallet', nowMs);
    const bought = db
      .prepare('INSERT INTO offer_purchases (offer_id, customer_id, invoice_id, paid_at) VALUES (?, ?, ?, ?) ON CONFLICT (offer_id, customer_id) DO NOTHING')
      .run(offer.id, customerId, invoiceId, nowMs);
    if (bought.changes !== 1) throw refused(M.offerAlreadyPaid);
    return { status: true, location: null, phoneNumber: null, refId: null };
  })();
}

export function addOffer(db: Db, o: { title: string; description: string; price: number; expiresAt: number; createdAt: number }): number {
  return db
    .prepare('INSERT INTO offers (title, description, price, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(o.title, o.description, o.price, o.expiresAt, o.createdAt).lastInsertRowid as number;
}

// Referrals

interface ReferralRow {
  id: number;
  customer_id: number;
  code: string;
}

/** The customer's referral (one per customer, made on first request with a code from its id). */
export function referralOf(db: Db, customerId: number): ReferralRow {
  const found = selectOne<ReferralRow>(db, 'SELECT * FROM referrals WHERE customer_id = ?', customerId);
  if (found) return found;
  const code = `REF${(customerId * 7919 + 104729).toString(36).toUpperCase()}`;
  db.prepare('INSERT INTO referrals (customer_id, code) VALUES (?, ?)').run(customerId, code);
  return selectOne<ReferralRow>(db, 'SELECT * FROM referrals WHERE customer_id = ?', customerId)!;
}

export function referralSummary(db: Db, customerId: number): Referral {
  const r = referralOf(db, customerId);
  return { id: r.id, referralCode: r.code, referralLink: `/account/signup?referral=${r.code}` };
}

/** "Sara Ahmadi" → "Sa… A…": the referrer sees who joined, not their full name. */
const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${[...w].slice(0, 2).join('')}…`)
    .join(' ');

export function referredCustomers(db: Db, customerId: number, rawReferralId: string): ReferredCustomer[] {
  const r = referralOf(db, customerId);
  if (String(r.id) !== rawReferralId) throw notFound(M.referralNotFound);
  const rows = selectAll<{ name: string; joined_at: number }>(
    db,
    'SELECT c.name, rc.joined_at FROM referred_customers rc JOIN customers c ON c.id = rc.customer_id WHERE rc.referral_id = ? ORDER BY rc.joined_at DESC',
    r.id,
  );
  return rows.map((c) => ({ customer: maskName(c.name), commissionPercent: REFERRAL_COMMISSION_PERCENT, joinDate: iso(c.joined_at)! }));
}

/** The referral a sign-up's code names (any letter case), if any. */
export function referralIdByCode(db: Db, code: string): number | undefined {
  return selectValue<number>(db, 'SELECT id FROM referrals WHERE code = ? COLLATE NOCASE', code.trim());
}

/** Links a customer who signed up through a referral link to its referrer (inside the sign-up's transaction). */
export function linkReferred(db: Db, referralId: number, customerId: number, joinedAt: number): void {
  db.prepare('INSERT INTO referred_customers (referral_id, customer_id, joined_at) VALUES (?, ?, ?)').run(referralId, customerId, joinedAt);
}

export function addReferred(db: Db, referrerCustomerId: number, customerId: number, joinedAt: number): void {
  db.prepare('INSERT INTO referred_customers (referral_id, customer_id, joined_at) VALUES (?, ?, ?)').run(
    referralOf(db, referrerCustomerId).id,
    customerId,
    joinedAt,
  );
}

/** After a verified payment (inside its transaction): the referrer of its customer, if any, earns the commission, once. */
export function creditCommission(db: Db, payment: { id: number; customer_id: number; amount: number }, nowMs: number): void {
  const referrer = selectValue<number>(
    db,
    'SELECT r.customer_id FROM referred_customers rc JOIN referrals r ON r.id = rc.referral_id WHERE rc.customer_id = ?',
    payment.customer_id,
  );
  if (referrer == null) return;
  const amount = Math.floor((payment.amount * REFERRAL_COMMISSION_PERCENT) / 100);
  if (amount <= 0) return;
  const id = addEntry(db, {
    customerId: referrer,
    type: 'referralCommission',
    amount,
    description: M.ledgerCommission(payment.id),
    reference: String(payment.id),
    at: nowMs,
  });
  db.prepare('UPDATE wallet_entries SET commission_payment_id = ?, commission_from = ? WHERE id = ?').run(payment.id, payment.customer_id, id);
}
