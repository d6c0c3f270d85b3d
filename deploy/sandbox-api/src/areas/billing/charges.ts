import { HOUR_MS } from '../../clock';
import { messages } from '../../messages';
import { updateRow } from '../../engine/rows';
import type { EngineEnv, ResourceDef, ResourceRow } from '../../engine/types';
import { selectAll, selectValue } from '../../db/query';

export interface ChargeResult {
  /** Charges written by this call. */
  count: number;
  /** Rial debited by this call. */
  amount: number;
}

/**
 * Charges one row every full hour elapsed since `billed_until`, up to `untilMs`, and moves
 * `billed_until` forward by exactly those hours; partial hours wait for the next call, which
 * makes repeated calls idempotent. Must run inside a transaction.
 */
export function chargeRow(env: EngineEnv, def: ResourceDef, row: ResourceRow, untilMs: number): ChargeResult {
  if (!def.billing || row.billed_until == null) return { count: 0, amount: 0 };
  const hours = Math.floor((untilMs - row.billed_until) / HOUR_MS);
  if (hours < 1) return { count: 0, amount: 0 };
  const amount = hours * def.billing.hourlyPrice(row);
  const periodEnd = row.billed_until + hours * HOUR_MS;
  const { db } = env;
  // A free resource (a price of 0) is billed through without a charge or a ledger entry of nothing.
  if (amount === 0) {
    updateRow(db, def, row.id, { billed_until: periodEnd });
    return { count: 0, amount: 0 };
  }
  const customerId = selectValue<number>(db, 'SELECT customer_id FROM projects WHERE id = ?', row.project_id)!;
  const charge = db
    .prepare(
      `INSERT INTO charges (customer_id, project_id, resource_kind, resource_id, category, hours, amount, period_start, period_end, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(customerId, row.project_id, def.kind, row.id, def.category ?? 0, hours, amount, row.billed_until, periodEnd, env.clock.ms());
  const what = `${messages.resourceNames[def.kind] ?? def.kind} «${String(row.name ?? row.id)}»`;
  // The ledger's usage entry (stored kind 'charge', see ledger.ts), naming the resource as its reference.
  db.prepare('INSERT INTO wallet_entries (customer_id, amount, kind, description, charge_id, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    customerId,
    -amount,
    'charge',
    messages.ledgerCharge(what, hours),
    charge.lastInsertRowid,
    String(row.name ?? row.id),
    env.clock.ms(),
  );
  updateRow(db, def, row.id, { billed_until: periodEnd });
  return { count: 1, amount };
}

/** Charges every billable row up to `untilMs`. Callers settle pending transitions first. */
export function chargeAll(env: EngineEnv, untilMs: number): ChargeResult {
  const total = { count: 0, amount: 0 };
  for (const def of env.resources) {
    if (!def.billing) continue;
    const rows = selectAll<ResourceRow>(env.db, `SELECT * FROM ${def.table} WHERE billed_until IS NOT NULL AND billed_until <= ?`, untilMs - HOUR_MS);
    for (const row of rows) {
      const r = env.db.transaction(() => chargeRow(env, def, row, untilMs))();
      total.count += r.count;
      total.amount += r.amount;
    }
  }
  return total;
}
