import { randomBytes } from 'node:crypto';
import type { PaymentProviderId, PaymentState } from '@portal/contracts';
import { createInvoice, type InvoiceRow, settleInvoice } from '../billing/invoices';
import { addEntry } from '../billing/ledger';
import { PAYMENT_TTL_MS } from '../billing/payments';
import { addOffer, addReferred, creditCommission } from '../billing/offers';
import { addVoucher } from '../billing/vouchers';
import type { Db } from '../db/open';
import { messages } from '../messages';

// The demo's billing: a paid and two unpaid invoices (one the wallet can pay, one it cannot), and
// payments in every settled state, each written the way the live code leaves them (ledger entries
// included). The other customer gets an unpaid invoice and a payment for the isolation tests.

/** A voucher code the demo customer (and any other) can use once: 100,000 Toman. */
export const DEMO_VOUCHER = 'NOWRUZ1405';

const M = messages.financial;
const DAY_MS = 86_400_000;
interface Person {
  customerId: number;
  userId: number;
}

function addPayment(
  db: Db,
  who: Person,
  p: { amount: number; provider: PaymentProviderId; state: PaymentState; at: number; reference?: string; card?: string; message: string | null },
): number {
  const settled = p.state === 'pending' ? null : p.state === 'expired' ? p.at + PAYMENT_TTL_MS : p.at + 2 * 60_000;
  const id = db
    .prepare(
      `INSERT INTO payments (customer_id, user_id, amount, provider, state, token, bank_reference, card_mask, result_message, created_at, expires_at, settled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(who.customerId, who.userId, p.amount, p.provider, p.state, randomBytes(20).toString('hex'), p.reference ?? null, p.card ?? null, p.message, p.at, p.at + PAYMENT_TTL_MS, settled)
    .lastInsertRowid as number;
  if (p.state === 'verified') {
    addEntry(db, { customerId: who.customerId, type: 'topUp', amount: p.amount, description: M.ledgerTopUpPayment(id), reference: p.reference, paymentId: id, at: settled! });
    creditCommission(db, { id, customer_id: who.customerId, amount: p.amount }, settled!);
  }
  return id;
}

export function seedBilling(db: Db, demo: Person, other: Person, now: number): void {
  const ago = (days: number) => now - days * DAY_MS;

  const paid = createInvoice(db, {
    customerId: demo.customerId,
    title: 'ثبت دامنه و گواهی SSL',
    items: [
      { description: 'ثبت دامنه example.ir برای یک سال', quantity: 1, unitPrice: 1_200_000 },
      { description: 'گواهی SSL استاندارد یک‌ساله', quantity: 1, unitPrice: 2_500_000 },
    ],
    issuedAt: ago(36),
    dueAt: ago(29),
  });
  settleInvoice(db, db.prepare('SELECT * FROM invoices WHERE id = ?').get(paid) as InvoiceRow, 'wallet', ago(35));

  createInvoice(db, {
    customerId: demo.customerId,
    title: 'راه‌اندازی سرور اختصاصی metal-1',
    items: [
      { description: 'هزینه راه‌اندازی و نصب سرور اختصاصی', quantity: 1, unitPrice: 1_500_000 },
      { description: 'مجوز کنترل پنل برای یک ماه', quantity: 3, unitPrice: 250_000 },
    ],
    issuedAt: ago(2),
    dueAt: now + 5 * DAY_MS,
  });
  createInvoice(db, {
    customerId: demo.customerId,
    title: 'اجاره سالانه رک کولوکیشن',
    items: [{ description: 'اجاره ماهانه یک رک کامل در مرکز داده تهران', quantity: 12, unitPrice: 40_000_000 }],
    issuedAt: ago(1),
    dueAt: now + 14 * DAY_MS,
  });

  addPayment(db, demo, { amount: 5_000_000, provider: 'sep', state: 'verified', at: ago(20), reference: '204718365521', card: '603799******4321', message: M.verified });
  addPayment(db, demo, { amount: 2_000_000, provider: 'pec', state: 'failed', at: ago(15), message: M.cancelled });
  addPayment(db, demo, {
    amount: 1_000_000,
    provider: 'bpm',
    state: 'reversed',
    at: ago(10),
    reference: '318822904417',
    card: '610433******9876',
    message: M.amountMismatch(100_000, 1_000_000),
  });
  addPayment(db, demo, { amount: 500_000, provider: 'bfa', state: 'expired', at: ago(3), message: M.expired });

  // Vouchers: one to try (its code is in the README), one already expired.
  addVoucher(db, DEMO_VOUCHER, 1_000_000, now + 365 * DAY_MS, ago(5));
  addVoucher(db, 'YALDA1403', 2_000_000, ago(30), ago(60));

  // Offers open to everyone, and a referral: the other customer signed up through the demo's
  // link, so its verified top-up below earned the demo a commission.
  addOffer(db, {
    title: 'بسته سرور ابری نوروزی',
    description: 'سه ماه سرور ابری استاندارد ۲ (۲ هسته، ۴ گیگابایت حافظه، ۶۰ گیگابایت دیسک) با ۲۰٪ تخفیف؛ اعتبار آن پس از خرید به سرورهای شما اختصاص می‌یابد.',
    price: 17_280_000,
    expiresAt: now + 20 * DAY_MS,
    createdAt: ago(10),
  });
  addOffer(db, {
    title: 'گواهی SSL وایلدکارت با تخفیف',
    description: 'یک سال گواهی SSL وایلدکارت برای همه زیردامنه‌های یک دامنه، به‌همراه نصب رایگان.',
    price: 1_500_000,
    expiresAt: now + 45 * DAY_MS,
    createdAt: ago(4),
  });
  addReferred(db, demo.customerId, other.customerId, ago(25));

  createInvoice(db, {
    customerId: other.customerId,
    title: 'ثبت دامنه',
    items: [{ description: 'ثبت دامنه other.ir برای یک سال', quantity: 1, unitPrice: 1_000_000 }],
    issuedAt: ago(3),
    dueAt: now + 4 * DAY_MS,
  });
  addPayment(db, other, { amount: 300_000, provider: 'sep', state: 'verified', at: ago(2), reference: '509912734410', card: '589210******1111', message: M.verified });
}
