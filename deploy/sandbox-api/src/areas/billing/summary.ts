import type { Db } from '../../db/open';
import type { EngineEnv } from '../../engine/types';
import { selectValue } from '../../db/query';

/** The wallet balance: the sum of its ledger entries (ledger.ts); no balance is stored anywhere. */
export function walletBalanceOf(db: Db, customerId: number): number {
  return selectValue<number>(db, 'SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE customer_id = ?', customerId)!;
}
export const walletBalance = (env: EngineEnv, customerId: number): number => walletBalanceOf(env.db, customerId);

/** Projects to count in: all of the customer's (null), or only these (a sub-user's visible ones). */
export type ProjectFilter = readonly number[] | null;
