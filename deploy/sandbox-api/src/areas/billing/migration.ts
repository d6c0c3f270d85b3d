// The wallet ledger and hourly charges; payments through bank gateways and invoices.
import type { Migration } from '../../db/migrations/types';

export const billingMigrations: Migration[] = [
  {
    id: 3,
    name: 'billing: wallet ledger and hourly charges',
    up: `
      CREATE TABLE charges (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        project_id INTEGER NOT NULL,
        resource_kind TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        category INTEGER NOT NULL,
        hours INTEGER NOT NULL,
        amount INTEGER NOT NULL,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        -- a second charge for the same hour of the same resource is impossible, whatever calls us
        UNIQUE (resource_kind, resource_id, period_start)
      );
      CREATE INDEX charges_customer ON charges(customer_id, period_end);
      CREATE TABLE wallet_entries (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        amount INTEGER NOT NULL,
        kind TEXT NOT NULL,
        description TEXT NOT NULL,
        charge_id INTEGER REFERENCES charges(id),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX wallet_entries_customer ON wallet_entries(customer_id);
    `,
  },
  {
    id: 202611232241,
    name: 'billing: payments through bank gateways, invoices; ledger entries name their source',
    up: `
      CREATE TABLE invoices (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        number TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('unpaid', 'paid')),
        subtotal INTEGER NOT NULL,
        tax_percent INTEGER NOT NULL,
        tax INTEGER NOT NULL,
        total INTEGER NOT NULL CHECK (total = subtotal + tax),
        issued_at INTEGER NOT NULL,
        due_at INTEGER NOT NULL,
        paid_at INTEGER,
        paid_by TEXT
      );
      CREATE INDEX invoices_customer ON invoices(customer_id, state);
      CREATE TABLE invoice_items (
        id INTEGER PRIMARY KEY,
        invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
        description TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        unit_price INTEGER NOT NULL,
        amount INTEGER NOT NULL CHECK (amount = quantity * unit_price)
      );
      CREATE TABLE payments (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        user_id INTEGER NOT NULL,
        amount INTEGER NOT NULL CHECK (amount > 0),
        provider TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'verified', 'failed', 'reversed', 'expired')),
        token TEXT NOT NULL UNIQUE,
        -- RefNum / RRN: a bank reference is accepted once, whichever payment it arrives with
        bank_reference TEXT UNIQUE,
        card_mask TEXT,
        result_message TEXT,
        invoice_id INTEGER REFERENCES invoices(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        settled_at INTEGER
      );
      CREATE INDEX payments_customer ON payments(customer_id, created_at);
      ALTER TABLE wallet_entries ADD COLUMN payment_id INTEGER REFERENCES payments(id);
      ALTER TABLE wallet_entries ADD COLUMN invoice_id INTEGER REFERENCES invoices(id);
      ALTER TABLE wallet_entries ADD COLUMN reference TEXT;
      -- a verified payment credits the wallet once; an invoice is paid from it once
      CREATE UNIQUE INDEX wallet_entries_payment ON wallet_entries(payment_id) WHERE payment_id IS NOT NULL;
      CREATE UNIQUE INDEX wallet_entries_invoice_payment ON wallet_entries(invoice_id) WHERE kind = 'invoicePayment';
      CREATE INDEX wallet_entries_customer_time ON wallet_entries(customer_id, created_at);
    `,
  },
  {
    id: 202611232308,
    name: 'billing: vouchers, each usable once per customer',
    up: `
      CREATE TABLE vouchers (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        amount INTEGER NOT NULL CHECK (amount > 0),
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE voucher_uses (
        id INTEGER PRIMARY KEY,
        voucher_id INTEGER NOT NULL REFERENCES vouchers(id),
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        user_id INTEGER NOT NULL,
        used_at INTEGER NOT NULL,
        -- a code credits a customer once, whoever of its users types it and however often
        UNIQUE (voucher_id, customer_id)
      );
      ALTER TABLE wallet_entries ADD COLUMN voucher_use_id INTEGER REFERENCES voucher_uses(id);
      CREATE UNIQUE INDEX wallet_entries_voucher_use ON wallet_entries(voucher_use_id) WHERE voucher_use_id IS NOT NULL;
    `,
  },
  {
    id: 202611240210,
    name: 'billing: offers bought once per customer; referrals and their commissions',
    up: `
      CREATE TABLE offers (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        price INTEGER NOT NULL CHECK (price > 0),
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE offer_purchases (
        id INTEGER PRIMARY KEY,
        offer_id INTEGER NOT NULL REFERENCES offers(id),
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        invoice_id INTEGER NOT NULL REFERENCES invoices(id),
        paid_at INTEGER NOT NULL,
        UNIQUE (offer_id, customer_id)
      );
      CREATE TABLE referrals (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL UNIQUE REFERENCES customers(id),
        code TEXT NOT NULL UNIQUE
      );
      CREATE TABLE referred_customers (
        id INTEGER PRIMARY KEY,
        referral_id INTEGER NOT NULL REFERENCES referrals(id),
        -- a customer is referred by one referrer
        customer_id INTEGER NOT NULL UNIQUE REFERENCES customers(id),
        joined_at INTEGER NOT NULL
      );
      ALTER TABLE wallet_entries ADD COLUMN commission_payment_id INTEGER REFERENCES payments(id);
      ALTER TABLE wallet_entries ADD COLUMN commission_from INTEGER REFERENCES customers(id);
      -- a referred customer's payment earns its commission once
      CREATE UNIQUE INDEX wallet_entries_commission ON wallet_entries(commission_payment_id) WHERE commission_payment_id IS NOT NULL;
    `,
  },
  {
    id: 202611240500,
    name: 'billing: orders of catalogue products and their states',
    up: `
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        number TEXT NOT NULL UNIQUE,
        product_id INTEGER NOT NULL REFERENCES products(id),
        title TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pendingPayment', 'processing', 'completed', 'cancelled')),
        amount INTEGER NOT NULL CHECK (amount >= 0),
        invoice_id INTEGER REFERENCES invoices(id),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX orders_customer ON orders(customer_id, product_id, created_at);
    `,
  },
  {
    id: 202611240520,
    name: 'billing: a sign-up through a referral link remembers the referral until it is confirmed',
    up: `ALTER TABLE pending_signups ADD COLUMN referral_id INTEGER REFERENCES referrals(id);`,
  },
  {
    id: 202612040100,
    name: 'billing: the simulated bank keeps its own record of each payment it took or saw cancelled, which the call-backs are verified against',
    up: `
      CREATE TABLE bank_transactions (
        payment_id INTEGER PRIMARY KEY REFERENCES payments(id),
        paid INTEGER NOT NULL CHECK (paid IN (0, 1)),
        -- the bank's reference (RefNum / RRN / SaleReferenceId) of a payment it took
        reference TEXT UNIQUE,
        amount INTEGER NOT NULL,
        card_mask TEXT,
        created_at INTEGER NOT NULL
      );
    `,
  },
];
