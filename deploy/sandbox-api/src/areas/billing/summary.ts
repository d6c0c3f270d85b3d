import type { UsageCategoryId } from '@portal/contracts';
import type { Db } from '../../db/open';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { monthStartMs } from './period';
import { selectAll, selectOne, selectValue } from '../../db/query';

/** The wallet balance: the sum of its ledger entries (ledger.ts); no balance is stored anywhere. */
export function walletBalanceOf(db: Db, customerId: number): number {
  return selectValue<number>(db, 'SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE customer_id = ?', customerId)!;
}
export const walletBalance = (env: EngineEnv, customerId: number): number => walletBalanceOf(env.db, customerId);

/** Projects to count in: all of the customer's (null), or only these (a sub-user's visible ones). */
export type ProjectFilter = readonly number[] | null;
const inProjects = (column: string, projects: ProjectFilter) => (projects ? ` AND ${column} IN (SELECT value FROM json_each(?))` : '');
const projectArgs = (projects: ProjectFilter) => (projects ? [JSON.stringify(projects)] : []);

/** Rial charged this (Jalali) month, optionally for one usage category. */
export function monthCharges(env: EngineEnv, customerId: number, category?: UsageCategoryId, projects: ProjectFilter = null): number {
  const since = monthStartMs(env.clock.ms());
  const sql = `SELECT COALESCE(SUM(amount), 0) FROM charges WHERE customer_id = ? AND period_end > ?${category ? ' AND category = ?' : ''}${inProjects('project_id', projects)}`;
  const args = [customerId, since, ...(category ? [category] : []), ...projectArgs(projects)];
  return selectValue<number>(env.db, sql, ...args)!;
}

/** Rial per hour of everything the customer is currently billed for. */
export function hourlyRate(env: EngineEnv, customerId: number): number {
  let total = 0;
  for (const def of env.resources) {
    if (!def.billing) continue;
    const rows = selectAll<ResourceRow>(
      env.db,
      `SELECT r.* FROM ${def.table} r JOIN projects p ON p.id = r.project_id WHERE p.customer_id = ? AND r.billed_until IS NOT NULL`,
      customerId,
    );
    for (const row of rows) total += def.billing.hourlyPrice(row);
  }
  return total;
}

/** Top-level resources of a category over the customer's projects (or only `projects`). */
export function categoryCounts(
  env: EngineEnv,
  customerId: number,
  category: UsageCategoryId,
  projects: ProjectFilter = null,
): { total: number; active: number } {
  const counts = { total: 0, active: 0 };
  for (const def of env.resources) {
    if (def.category !== category || def.parent) continue;
    const row = selectOne<{ total: number; active: number }>(
      env.db,
      `SELECT COUNT(*) AS total, COALESCE(SUM(r.status = 'active'), 0) AS active FROM ${def.table} r
         JOIN projects p ON p.id = r.project_id WHERE p.customer_id = ?${inProjects('p.id', projects)}`,
      customerId,
      ...projectArgs(projects),
    )!;
    counts.total += row.total;
    counts.active += row.active;
  }
  return counts;
}
