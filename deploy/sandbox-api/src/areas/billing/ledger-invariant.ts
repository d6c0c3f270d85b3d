import { REFERRAL_COMMISSION_PERCENT } from '@portal/contracts';
import type { Db } from '../../db/open';
import { CREDIT_TYPES, entryType } from './ledger';
import { walletBalanceOf } from './summary';
import { selectAll, selectValue, selectValues } from '../../db/query';

/**
 * The ledger's invariants, for the billing tests to check after every operation; returns what is
 * broken (empty when all hold):
 * - every customer's balance is the sum of their entries (and no entry is of an unknown kind or has the wrong sign);
 * - every hourly charge has exactly one usage entry of minus its amount, and every usage entry a charge;
 * - every verified payment credited the wallet exactly once with its amount; no other payment did;
 * - every paid invoice was debited exactly once with its total; no unpaid one was;
 * - every use of a voucher credited its amount exactly once, and no voucher entry lacks a use;
 * - every verified payment of a referred customer earned its referrer exactly one commission of
 *   the right amount, and no commission came from anything else; every bought offer has its paid invoice.
 */
export function ledgerProblems(db: Db): string[] {
  const problems: string[] = [];
  const customers = selectValues<number>(db, 'SELECT id FROM customers');
  for (const id of customers) {
    const sum = selectValue<number>(db, 'SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE customer_id = ?', id)!;
    if (walletBalanceOf(db, id) !== sum) problems.push(`customer ${id}: balance ${walletBalanceOf(db, id)} is not the sum of entries ${sum}`);
  }
  for (const e of selectAll<{ id: number; kind: string; amount: number }>(db, 'SELECT id, kind, amount FROM wallet_entries')) {
    const type = entryType(e.kind);
    if (!type) problems.push(`entry ${e.id}: unknown kind ${e.kind}`);
    else if (!Number.isSafeInteger(e.amount) || e.amount === 0 || CREDIT_TYPES.has(type) !== e.amount > 0)
      problems.push(`entry ${e.id}: ${type} with amount ${e.amount}`);
  }
  const bad = (sql: string, what: string) => {
    for (const row of selectAll<{ id: number }>(db, sql)) problems.push(`${what} ${row.id}`);
  };
  bad(
    `SELECT c.id FROM charges c WHERE (SELECT COUNT(*) FROM wallet_entries e WHERE e.charge_id = c.id AND e.kind = 'charge' AND e.amount = -c.amount AND e.customer_id = c.customer_id) != 1`,
    'charge without exactly one matching usage entry:',
  );
  bad(
    `SELECT e.id FROM wallet_entries e WHERE e.kind = 'charge' AND (e.charge_id IS NULL OR NOT EXISTS (SELECT 1 FROM charges c WHERE c.id = e.charge_id))`,
    'usage entry without a charge:',
  );
  bad(
    `SELECT p.id FROM payments p WHERE (SELECT COUNT(*) FROM wallet_entries e WHERE e.payment_id = p.id) != (p.state = 'verified')
       OR (p.state = 'verified' AND NOT EXISTS (SELECT 1 FROM wallet_entries e WHERE e.payment_id = p.id AND e.kind = 'credit' AND e.amount = p.amount AND e.customer_id = p.customer_id))`,
    'payment credited other than once for its state:',
  );
  bad(
    `SELECT i.id FROM invoices i WHERE (SELECT COUNT(*) FROM wallet_entries e WHERE e.invoice_id = i.id AND e.kind = 'invoicePayment') != (i.state = 'paid')
       OR (i.state = 'paid' AND NOT EXISTS (SELECT 1 FROM wallet_entries e WHERE e.invoice_id = i.id AND e.kind = 'invoicePayment' AND e.amount = -i.total AND e.customer_id = i.customer_id))`,
    'invoice debited other than once for its state:',
  );
  bad(
    `SELECT u.id FROM voucher_uses u JOIN vouchers v ON v.id = u.voucher_id WHERE (SELECT COUNT(*) FROM wallet_entries e WHERE e.voucher_use_id = u.id) != 1
       OR NOT EXISTS (SELECT 1 FROM wallet_entries e WHERE e.voucher_use_id = u.id AND e.kind = 'voucher' AND e.amount = v.amount AND e.customer_id = u.customer_id)`,
    'voucher use credited other than once:',
  );
  bad(`SELECT e.id FROM wallet_entries e WHERE e.kind = 'voucher' AND e.voucher_use_id IS NULL`, 'voucher entry without a use:');
  bad(
    `SELECT e.id FROM wallet_entries e WHERE e.kind = 'referralCommission' AND NOT EXISTS (
       SELECT 1 FROM payments p JOIN referred_customers rc ON rc.customer_id = p.customer_id JOIN referrals r ON r.id = rc.referral_id
       WHERE p.id = e.commission_payment_id AND p.state = 'verified' AND r.customer_id = e.customer_id AND e.amount = p.amount * ${REFERRAL_COMMISSION_PERCENT} / 100)`,
    'commission entry without a verified payment of a referred customer:',
  );
  bad(
    `SELECT p.id FROM payments p JOIN referred_customers rc ON rc.customer_id = p.customer_id
       WHERE p.state = 'verified' AND p.amount * ${REFERRAL_COMMISSION_PERCENT} / 100 > 0 AND (SELECT COUNT(*) FROM wallet_entries e WHERE e.commission_payment_id = p.id) != 1`,
    'verified payment of a referred customer without exactly one commission:',
  );
  bad(
    `SELECT o.id FROM offer_purchases o WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = o.invoice_id AND i.state = 'paid' AND i.customer_id = o.customer_id)`,
    'offer purchase without its paid invoice:',
  );
  return problems;
}
