import type { Db } from '../../db/open';
import { invalid } from '../../http/errors';
import { messages } from '../../messages';
import { addEntry } from './ledger';
import { selectOne } from '../../db/query';

// Vouchers (gift codes): a code credits a customer's wallet once (unique voucher_id, customer_id),
// until it expires. Unknown, expired and used codes are refused on the VoucherCode field, each in
// its words. The provider declares no answer: the sandbox says what was credited, the portal refetches.

const M = messages.financial;

interface VoucherRow {
  id: number;
  code: string;
  amount: number;
  expires_at: number;
}

export function useVoucher(db: Db, who: { customerId: number; userId: number }, code: string, nowMs: number): { message: string } {
  return db.transaction(() => {
    const v = selectOne<VoucherRow>(db, 'SELECT * FROM vouchers WHERE code = ?', code.trim());
    if (!v) throw invalid({ VoucherCode: [M.voucherUnknown] });
    if (v.expires_at <= nowMs) throw invalid({ VoucherCode: [M.voucherExpired] });
    const use = db
      .prepare('INSERT INTO voucher_uses (voucher_id, customer_id, user_id, used_at) VALUES (?, ?, ?, ?) ON CONFLICT (voucher_id, customer_id) DO NOTHING')
      .run(v.id, who.customerId, who.userId, nowMs);
    if (use.changes !== 1) throw invalid({ VoucherCode: [M.voucherUsed] });
    addEntry(db, {
      customerId: who.customerId,
      type: 'voucher',
      amount: v.amount,
      description: M.ledgerVoucher(v.code),
      reference: v.code,
      voucherUseId: use.lastInsertRowid as number,
      at: nowMs,
    });
    return { message: M.voucherDone(v.amount) };
  })();
}

export function addVoucher(db: Db, code: string, amount: number, expiresAt: number, createdAt: number): number {
  return db.prepare('INSERT INTO vouchers (code, amount, expires_at, created_at) VALUES (?, ?, ?, ?)').run(code, amount, expiresAt, createdAt)
    .lastInsertRowid as number;
}
