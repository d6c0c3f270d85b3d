import {
  INVOICE_TAX_PERCENT,
  invoiceStatusId,
  type InvoiceDetail,
  type InvoiceItem,
  type InvoiceListRow,
  type InvoiceSummary,
  type UnpaidInvoice,
} from '@portal/contracts';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { HttpError, notFound } from '../../http/errors';
import { messages } from '../../messages';
import { addEntry } from './ledger';
import { invoicePaid } from './orders';
import { walletBalanceOf } from './summary';
import { selectAll, selectOne, selectValue } from '../../db/query';

// Invoices: one-off amounts the customer owes (orders, set-up fees, licences), each with its items
// and a value-added-tax line. Hourly usage is not invoiced here: it is debited from the wallet as
// it happens (charges.ts). An invoice is paid once: from the wallet, or by a bank payment made for it.

const M = messages.financial;

export interface InvoiceRow {
  id: number;
  customer_id: number;
  number: string;
  title: string;
  state: 'unpaid' | 'paid';
  subtotal: number;
  tax_percent: number;
  tax: number;
  total: number;
  issued_at: number;
  due_at: number;
  paid_at: number | null;
  paid_by: 'wallet' | 'bank' | null;
}
interface ItemRow {
  id: number;
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

/** Value added tax of a subtotal, whole Rial, half a Rial rounded up. */
export const taxOf = (subtotal: number, percent: number = INVOICE_TAX_PERCENT) => Math.floor((subtotal * percent + 50) / 100);

const prices = (r: InvoiceRow) => ({ netPrice: r.subtotal, discount: 0, vat: r.tax, totalPrice: r.subtotal, invoicePrice: r.total });
const status = (r: InvoiceRow) => ({ invoiceStatusId: invoiceStatusId(r.state), invoiceStatus: M.invoiceStateNames[r.state] ?? r.state });

/** A row of invoice/list: the invoice's period is from its issue to its due date. */
export function toInvoiceRow(r: InvoiceRow): InvoiceListRow {
  return { id: r.id, invoiceDate: iso(r.issued_at)!, ...prices(r), ...status(r), fromDate: iso(r.issued_at)!, toDate: iso(r.due_at)! };
}

const ORDER = "ORDER BY state = 'paid', issued_at DESC, id DESC";

/** The customer's invoices, unpaid first, then newest first. */
export function listInvoiceRows(db: Db, customerId: number, onlyUnpaid = false): InvoiceRow[] {
  return selectAll<InvoiceRow>(db, `SELECT * FROM invoices WHERE customer_id = ?${onlyUnpaid ? " AND state = 'unpaid'" : ''} ${ORDER}`, customerId);
}
export const listInvoices = (db: Db, customerId: number): InvoiceListRow[] => listInvoiceRows(db, customerId).map(toInvoiceRow);

export function unpaidInvoices(db: Db, customerId: number): UnpaidInvoice[] {
  const customerName = selectValue<string>(db, 'SELECT name FROM customers WHERE id = ?', customerId)!;
  return listInvoiceRows(db, customerId, true).map((r) => {
    const p = prices(r);
    return {
      id: r.id,
      invoiceStatusId: invoiceStatusId(r.state),
      customerName,
      netPrice: p.netPrice,
      discount: p.discount,
      invoicePrice: p.invoicePrice,
      vat: p.vat,
      invoiceDate: iso(r.issued_at)!,
    };
  });
}

/** Counts and the unpaid amount (the dashboard's financial card). */
export function invoiceSummary(db: Db, customerId: number): { unpaidCount: number; unpaidAmount: number; paidCount: number; paidAmount: number } {
  return selectOne<{ unpaidCount: number; unpaidAmount: number; paidCount: number; paidAmount: number }>(
    db,
    `SELECT COALESCE(SUM(state = 'unpaid'), 0) AS unpaidCount, COALESCE(SUM(CASE WHEN state = 'unpaid' THEN total ELSE 0 END), 0) AS unpaidAmount,
              COALESCE(SUM(state = 'paid'), 0) AS paidCount, COALESCE(SUM(CASE WHEN state = 'paid' THEN total ELSE 0 END), 0) AS paidAmount
       FROM invoices WHERE customer_id = ?`,
    customerId,
  )!;
}

/** invoice/summary: what was paid and what is owed, Rial. */
export function invoiceTotals(db: Db, customerId: number): InvoiceSummary {
  const s = invoiceSummary(db, customerId);
  return { totalPaid: s.paidAmount, totalUnpaid: s.unpaidAmount };
}

/** The customer's own invoice, else 404 (another customer's invoice is not told apart from a missing one). */
export function loadInvoice(db: Db, customerId: number, rawId: unknown): InvoiceRow {
  const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
  const row = Number.isSafeInteger(id) ? selectOne<InvoiceRow>(db, 'SELECT * FROM invoices WHERE id = ? AND customer_id = ?', id, customerId) : undefined;
  if (!row) throw notFound(M.invoiceNotFound);
  return row;
}

export function invoiceDetail(db: Db, row: InvoiceRow): InvoiceDetail {
  const invoiceItems = selectAll<ItemRow>(db, 'SELECT * FROM invoice_items WHERE invoice_id = ? ORDER BY id', row.id).map((i): InvoiceItem => ({
    product: i.description,
    quantity: i.quantity,
    unitPrice: i.unit_price,
    price: i.amount,
  }));
  const customer = selectOne<{
    name: string;
    address: string | null;
    phone: string | null;
  }>(db, 'SELECT name, address, phone FROM customers WHERE id = ?', row.customer_id)!;
  const { invoiceDate, fromDate, toDate, ...rest } = toInvoiceRow(row);
  return {
    ...rest,
    sellerName: M.seller.name,
    sellerAddress: M.seller.address,
    sellerPhone: M.seller.phone,
    customerName: customer.name,
    customerAddress: customer.address,
    customerPhone: customer.phone,
    invoiceDate,
    fromDate,
    toDate,
    invoiceItems,
  };
}

export interface NewInvoice {
  customerId: number;
  title: string;
  items: ReadonlyArray<{ description: string; quantity: number; unitPrice: number }>;
  issuedAt: number;
  dueAt: number;
}

/** Writes an unpaid invoice with its items and tax; returns its id. */
export function createInvoice(db: Db, inv: NewInvoice): number {
  const subtotal = inv.items.reduce((s, i) => s + i.quantity * i.unitPrice, 0);
  const tax = taxOf(subtotal);
  const nextId = selectValue<number>(db, 'SELECT COALESCE(MAX(id), 0) + 1 FROM invoices')!;
  const id = db
    .prepare(
      `INSERT INTO invoices (id, customer_id, number, title, state, subtotal, tax_percent, tax, total, issued_at, due_at)
       VALUES (?, ?, ?, ?, 'unpaid', ?, ?, ?, ?, ?, ?)`,
    )
    .run(nextId, inv.customerId, `INV-${10000 + nextId}`, inv.title, subtotal, INVOICE_TAX_PERCENT, tax, subtotal + tax, inv.issuedAt, inv.dueAt)
    .lastInsertRowid as number;
  const item = db.prepare('INSERT INTO invoice_items (invoice_id, description, quantity, unit_price, amount) VALUES (?, ?, ?, ?, ?)');
  for (const i of inv.items) item.run(id, i.description, i.quantity, i.unitPrice, i.quantity * i.unitPrice);
  return id;
}

/** The 422 of a wallet that holds less than the invoice: says and carries the shortfall. */
export const insufficientBalance = (shortfall: number) => {
  const message = M.insufficientBalance(shortfall);
  return new HttpError(422, { errorMessage: message, message, shortfall });
};

/**
 * Marks the invoice paid and debits its total from the wallet (one invoicePayment entry), inside
 * the caller's transaction. From the wallet the balance must cover it; after a bank payment for
 * the invoice the wallet was just credited with the same total, so it is not checked.
 */
export function settleInvoice(db: Db, row: InvoiceRow, by: 'wallet' | 'bank', at: number): void {
  if (row.state !== 'unpaid') throw new HttpError(422, { errorMessage: M.invoiceAlreadyPaid, message: M.invoiceAlreadyPaid });
  if (by === 'wallet') {
    const shortfall = row.total - walletBalanceOf(db, row.customer_id);
    if (shortfall > 0) throw insufficientBalance(shortfall);
  }
  const changed = db.prepare("UPDATE invoices SET state = 'paid', paid_at = ?, paid_by = ? WHERE id = ? AND state = 'unpaid'").run(at, by, row.id).changes;
  if (changed !== 1) throw new HttpError(422, { errorMessage: M.invoiceAlreadyPaid, message: M.invoiceAlreadyPaid });
  addEntry(db, {
    customerId: row.customer_id,
    type: 'invoicePayment',
    amount: row.total,
    description: M.ledgerInvoicePayment(row.number),
    reference: row.number,
    invoiceId: row.id,
    at,
  });
  invoicePaid(db, row.id, at);
}
