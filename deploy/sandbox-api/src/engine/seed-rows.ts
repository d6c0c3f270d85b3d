import { createClock } from '../clock';
import type { Db } from '../db/open';
import { enterStatus } from './lifecycle';
import { insertRow } from './rows';
import type { EngineEnv, ResourceDef, ResourceRow, SqlValue } from './types';

/** The engine's view of the database at the seed's instant: no delays, no timers. */
export const seedEnv = (db: Db, now: Date, resources: readonly ResourceDef[]): EngineEnv => ({
  db,
  clock: createClock(() => now),
  provisionMs: 0,
  resources,
  schedule: () => {},
});

/**
 * A row as the engine leaves it once settled: inserted active, its `onEnter.active` hook run (a
 * server gets its public addresses and joins the network it was ordered with), billed up to now.
 */
export function settledRow(env: EngineEnv, def: ResourceDef, projectId: number, columns: Record<string, SqlValue>, createdAt: number): ResourceRow {
  const row = insertRow(env.db, def, {
    ...columns,
    project_id: projectId,
    status: 'active',
    next_status: null,
    transition_at: null,
    billed_until: def.billing ? env.clock.ms() : null,
    created_at: createdAt,
  });
  return enterStatus(env, def, row);
}
