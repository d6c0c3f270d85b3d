import { randomBytes } from 'node:crypto';
import { PRODUCT, usageCategories, type OrderState, type PaymentProviderId, type PaymentState } from '@portal/contracts';
import { createInvoice, type InvoiceRow, settleInvoice } from './invoices';
import { addEntry } from './ledger';
import { PAYMENT_TTL_MS } from './payments';
import { addOffer, addReferred, creditCommission } from './offers';
import { addOrder } from './orders';
import { addVoucher } from './vouchers';
import type { Db } from '../../db/open';
import { messages } from '../../messages';
import { selectOne, selectValue } from '../../db/query';
import { DAY_MS } from '../../clock';

// The demo's billing: a paid and two unpaid invoices (one the wallet can pay, one it cannot), and
// payments in every settled state, each written the way the live code leaves them (ledger entries
// included). The other customer gets an unpaid invoice and a payment for the isolation tests.

/** A voucher code the demo customer (and any other) can use once: 100,000 Toman. */
export const DEMO_VOUCHER = 'NOWRUZ1405';

const M = messages.financial;
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
    .run(
      who.customerId,
      who.userId,
      p.amount,
      p.provider,
      p.state,
      randomBytes(20).toString('hex'),
      p.reference ?? null,
      p.card ?? null,
      p.message,
      p.at,
      p.at + PAYMENT_TTL_MS,
      settled,
    ).lastInsertRowid as number;
  if (p.state === 'verified') {
    addEntry(db, {
      customerId: who.customerId,
      type: 'topUp',
      amount: p.amount,
      description: M.ledgerTopUpPayment(id),
      reference: p.reference,
      paymentId: id,
      at: settled!,
    });
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
  settleInvoice(db, selectOne<InvoiceRow>(db, 'SELECT * FROM invoices WHERE id = ?', paid)!, 'wallet', ago(35));

  const metalSetup = createInvoice(db, {
    customerId: demo.customerId,
    title: 'راه‌اندازی سرور اختصاصی metal-1',
    items: [
      { description: 'هزینه راه‌اندازی و نصب سرور اختصاصی', quantity: 1, unitPrice: 1_500_000 },
      { description: 'مجوز کنترل پنل برای یک ماه', quantity: 3, unitPrice: 250_000 },
    ],
    issuedAt: ago(2),
    dueAt: now + 5 * DAY_MS,
  });
  const rack = createInvoice(db, {
    customerId: demo.customerId,
    title: 'اجاره سالانه رک کولوکیشن',
    items: [{ description: 'اجاره ماهانه یک رک کامل در مرکز داده تهران', quantity: 12, unitPrice: 40_000_000 }],
    issuedAt: ago(1),
    dueAt: now + 14 * DAY_MS,
  });

  addPayment(db, demo, {
    amount: 5_000_000,
    provider: 'sep',
    state: 'verified',
    at: ago(20),
    reference: '204718365521',
    card: '603799******4321',
    message: M.verified,
  });
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

  // A trial server of the first weeks, since deleted: its hourly usage fills the older monthly statements.
  addPastUsage(db, demo.customerId, ago(74), ago(44));

  // Orders in each state: delivered servers and storage, a cancelled server, two waiting for their
  // invoices (paying one moves its order on), a cluster being set up.
  const invoiceTotal = (id: number) => selectValue<number>(db, 'SELECT total FROM invoices WHERE id = ?', id)!;
  const order = (
    productId: number,
    title: string,
    state: OrderState,
    amount: number,
    at: number,
    invoiceId: number | null = null,
    updatedAt = at + 3_600_000,
  ) => addOrder(db, { customerId: demo.customerId, productId, title, state, amount, invoiceId, at, updatedAt });
  order(PRODUCT.vm, 'سرور ابری trial-vm (پلن استاندارد ۱)', 'completed', 0, ago(74));
  order(PRODUCT.storage, 'فضای ذخیره‌سازی backups', 'completed', 0, ago(10));
  order(PRODUCT.vm, 'سرور ابری web-1', 'completed', 0, ago(5));
  order(PRODUCT.vm, 'دیسک ابری data-1', 'completed', 0, ago(5));
  order(PRODUCT.vm, 'سرور ابری test-2', 'cancelled', 0, ago(12), null, ago(11));
  order(PRODUCT.bareMetal, 'سرور اختصاصی metal-1 (راه‌اندازی و مجوز)', 'pendingPayment', invoiceTotal(metalSetup), ago(2), metalSetup);
  order(PRODUCT.colocation, 'اجاره سالانه رک کولوکیشن', 'pendingPayment', invoiceTotal(rack), ago(1), rack);
  order(PRODUCT.kuberCluster, 'کلاستر کوبرنتیز با سه گره', 'processing', 0, now - 3_600_000, null, now - 1_800_000);

  createInvoice(db, {
    customerId: other.customerId,
    title: 'ثبت دامنه',
    items: [{ description: 'ثبت دامنه other.ir برای یک سال', quantity: 1, unitPrice: 1_000_000 }],
    issuedAt: ago(3),
    dueAt: now + 4 * DAY_MS,
  });
  addPayment(db, other, {
    amount: 300_000,
    provider: 'sep',
    state: 'verified',
    at: ago(2),
    reference: '509912734410',
    card: '589210******1111',
    message: M.verified,
  });
  addOrder(db, { customerId: other.customerId, productId: PRODUCT.storage, title: 'فضای ذخیره‌سازی other-bucket', state: 'completed', amount: 0, at: ago(1) });
}

/** Hourly usage of a server deleted long ago, charged in 10-day charges between `from` and `to`, the way charges.ts writes them. */
function addPastUsage(db: Db, customerId: number, from: number, to: number): void {
  const projectId = selectValue<number>(db, 'SELECT MIN(id) FROM projects WHERE customer_id = ?', customerId)!;
  const hourly = 2500;
  for (let start = from; start + 10 * DAY_MS <= to; start += 10 * DAY_MS) {
    const hours = 240;
    const chargeId = db
      .prepare(
        `INSERT INTO charges (customer_id, project_id, resource_kind, resource_id, category, hours, amount, period_start, period_end, created_at)
         VALUES (?, ?, 'vm-host', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        customerId,
        projectId,
        PAST_SERVER_ID,
        usageCategories.vm,
        hours,
        hours * hourly,
        start,
        start + hours * 3_600_000,
        start + hours * 3_600_000,
      ).lastInsertRowid;
    db.prepare("INSERT INTO wallet_entries (customer_id, amount, kind, description, charge_id, reference, created_at) VALUES (?, ?, 'charge', ?, ?, ?, ?)").run(
      customerId,
      -hours * hourly,
      messages.ledgerCharge(`${messages.resourceNames['vm-host']} «trial-vm»`, hours),
      chargeId,
      'trial-vm',
      start + hours * 3_600_000,
    );
  }
}
/** The deleted server's id: above any the demo's database hands out. */
const PAST_SERVER_ID = 900_001;
