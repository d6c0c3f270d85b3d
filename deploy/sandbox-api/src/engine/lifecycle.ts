import { chargeRow } from '../areas/billing/charges';
import { getRow, updateRow } from './rows';
import type { EngineEnv, ResourceDef, ResourceRow, SqlValue } from './types';
import { selectAll, selectValue } from '../db/query';

/** Status a row moves to when its transition deletes it. */
export const REMOVED = 'removed';

/**
 * Puts a row in a transitional status now and schedules the next one, e.g. 'deleting' → removed,
 * or (for a future VM) 'stopping' → 'stopped'. With a zero delay the next request settles it.
 */
export function beginTransition(env: EngineEnv, def: ResourceDef, id: number, status: string, next: string, delayMs = env.provisionMs): ResourceRow {
  const at = env.clock.ms() + delayMs;
  const row = updateRow(env.db, def, id, { status, next_status: next, transition_at: at });
  env.schedule(at);
  return row;
}

/** Deletes a row and its declared children, charging the hours used up to `atMs` first. */
export function removeRow(env: EngineEnv, def: ResourceDef, row: ResourceRow, atMs: number): void {
  for (const child of env.resources.filter((d) => d.parent?.def === def)) {
    const rows = selectAll<ResourceRow>(env.db, `SELECT * FROM ${child.table} WHERE ${child.parent!.column} = ?`, row.id);
    for (const r of rows) removeRow(env, child, r, atMs);
  }
  chargeRow(env, def, row, atMs);
  env.db.prepare(`DELETE FROM ${def.table} WHERE id = ?`).run(row.id);
}

/** Applies the `onEnter` hook of the status the row is now in. */
export function enterStatus(env: EngineEnv, def: ResourceDef, row: ResourceRow): ResourceRow {
  const updates = def.onEnter?.[row.status]?.(row, env);
  return updates ? updateRow(env.db, def, row.id, updates) : row;
}

function applyTransition(env: EngineEnv, def: ResourceDef, row: ResourceRow): void {
  const at = row.transition_at!;
  if (row.next_status === REMOVED) return removeRow(env, def, row, at);
  const updates: Record<string, SqlValue> = { status: row.next_status, next_status: null, transition_at: null };
  // Billing starts at the instant the resource became usable, not when someone happened to look.
  if (row.next_status === 'active' && def.billing && row.billed_until == null) updates.billed_until = at;
  enterStatus(env, def, updateRow(env.db, def, row.id, updates));
}

/**
 * Completes every transition that is due. Called before each request and by the demo timer,
 * so what a client reads is always as of now, however the timers ran.
 */
export function settle(env: EngineEnv, nowMs = env.clock.ms()): number {
  let done = 0;
  for (const def of env.resources) {
    const due = selectAll<ResourceRow>(env.db, `SELECT * FROM ${def.table} WHERE next_status IS NOT NULL AND transition_at <= ? ORDER BY transition_at`, nowMs);
    for (const row of due) {
      env.db.transaction(() => {
        // Re-read inside the transaction: a parent's removal may already have taken this row.
        const fresh = getRow(env.db, def, row.id);
        if (fresh && fresh.next_status != null && fresh.transition_at! <= nowMs) applyTransition(env, def, fresh);
      })();
      done++;
    }
  }
  return done;
}

/** When the next pending transition falls due (Infinity when none), so settling can be skipped until then. */
export function earliestPending(env: EngineEnv): number {
  let earliest = Infinity;
  for (const def of env.resources) {
    const at = selectValue<number | null>(env.db, `SELECT MIN(transition_at) FROM ${def.table} WHERE next_status IS NOT NULL`)!;
    if (at != null && at < earliest) earliest = at;
  }
  return earliest;
}
