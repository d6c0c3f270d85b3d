import type { Order, OrderShort, OrderState } from '@portal/contracts';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { messages } from '../../messages';
import { selectAll, selectValue } from '../../db/query';

// Orders (/portal/sales): what the customer ordered from the catalogue and where each order is.
// An order waiting for its invoice moves on when the invoice is paid (invoices.ts settleInvoice).

interface OrderRow {
  id: number;
  customer_id: number;
  number: string;
  product_id: number;
  product_name: string;
  title: string;
  state: OrderState;
  amount: number;
  invoice_id: number | null;
  created_at: number;
  updated_at: number;
}

const toShort = (r: OrderRow): OrderShort => ({ id: r.id, name: r.title, product: r.product_name, order: r.number, createDate: iso(r.created_at)! });
const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  name: r.title,
  product: r.product_name,
  productId: r.product_id,
  order: r.number,
  status: messages.financial.orderStateNames[r.state] ?? r.state,
  createDate: iso(r.created_at)!,
});

const SELECT = 'SELECT o.*, p.name AS product_name FROM orders o JOIN products p ON p.id = o.product_id WHERE o.customer_id = ?';

export function listOrders(db: Db, customerId: number): OrderShort[] {
  return selectAll<OrderRow>(db, `${SELECT} ORDER BY o.created_at DESC, o.id DESC`, customerId).map(toShort);
}

/** The orders of one product, with their state; a product id the catalogue does not have answers 404. */
export function ordersOfProduct(db: Db, customerId: number, rawProductId: string): Order[] {
  const productId = /^\d{1,9}$/.test(rawProductId) ? Number(rawProductId) : NaN;
  if (!db.prepare('SELECT 1 FROM products WHERE id = ?').get(productId)) throw notFound(messages.financial.productNotFound);
  return selectAll<OrderRow>(db, `${SELECT} AND o.product_id = ? ORDER BY o.created_at DESC, o.id DESC`, customerId, productId).map(toOrder);
}

export interface NewOrder {
  customerId: number;
  productId: number;
  title: string;
  state: OrderState;
  amount: number;
  invoiceId?: number | null;
  at: number;
  updatedAt?: number;
}

export function addOrder(db: Db, o: NewOrder): number {
  const next = selectValue<number>(db, 'SELECT COALESCE(MAX(id), 0) + 1 FROM orders')!;
  return db
    .prepare(
      'INSERT INTO orders (id, customer_id, number, product_id, title, state, amount, invoice_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(next, o.customerId, `ORD-${10000 + next}`, o.productId, o.title, o.state, o.amount, o.invoiceId ?? null, o.at, o.updatedAt ?? o.at)
    .lastInsertRowid as number;
}

/** A paid invoice sets its waiting orders to work (inside the payment's transaction). */
export function invoicePaid(db: Db, invoiceId: number, at: number): void {
  db.prepare("UPDATE orders SET state = 'processing', updated_at = ? WHERE invoice_id = ? AND state = 'pendingPayment'").run(at, invoiceId);
}
