import { limitOf, usedInProject } from '../limits';
import { messages } from '../messages';
import { enterStatus } from '../engine/lifecycle';
import { insertRow } from '../engine/rows';
import type { EngineEnv, ResourceDef, ResourceRow, ScopeCtx, SqlValue } from '../engine/types';
import { validateFields } from '../engine/validate';
import { HttpError, invalid, refused, type FieldErrors } from '../http/errors';

// A create whose body carries lists of entries the contract's field types cannot express (a VPC's
// networks, a load balancer's listeners and backends). It is the engine's create (same limits,
// parent checks, field rules, lifecycle and one 422 with every field error) plus the entries,
// checked by the caller and reported under keys like `Networks[0].GatewayCidr`.

export interface CreateWithLists {
  /** Checks the raw lists, adds errors, and returns the columns to store (may drop or add some). */
  prepare(columns: Record<string, SqlValue>, raw: Record<string, unknown>, errors: FieldErrors, ctx: ScopeCtx): Record<string, SqlValue>;
  /** Runs after the insert, inside the transaction (the entries' own rows). */
  after?(row: ResourceRow, ctx: ScopeCtx): void;
}

const asObject = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

export function createWithLists(env: EngineEnv, def: ResourceDef, ctx: ScopeCtx, body: unknown, how: CreateWithLists): ResourceRow {
  return env.db.transaction(() => {
    const link = def.parent;
    if (link && ctx.parent) {
      if (link.requireActive && ctx.parent.status !== 'active') throw refused(messages.parentNotActive);
      if (link.max) {
        const n = env.db.prepare(`SELECT COUNT(*) FROM ${def.table} WHERE ${link.column} = ?`).pluck().get(ctx.parent.id) as number;
        if (n >= link.max.count) throw refused(link.max.message(link.max.count));
      }
    }
    if (def.limit) {
      const max = limitOf(env.db, ctx.customerId, def.limit);
      if (usedInProject(env, ctx.projectId, def.limit) >= max) throw refused(messages.resourceLimit(max));
    }
    const errors: FieldErrors = {};
    let columns: Record<string, SqlValue> = {};
    try {
      columns = validateFields(def, def.fields, body, ctx, 'create', def.check);
    } catch (e) {
      const fieldErrors = e instanceof HttpError && e.status === 422 ? (e.body.errors as FieldErrors | undefined) : undefined;
      if (!fieldErrors) throw e;
      Object.assign(errors, fieldErrors);
    }
    const stored = how.prepare(columns, asObject(body), errors, ctx);
    if (Object.keys(errors).length) throw invalid(errors);
    const derived = def.derive?.(stored, ctx) ?? {};
    const now = env.clock.ms();
    const lifecycle: Record<string, SqlValue> = def.provisioned
      ? { status: def.creatingStatus ?? 'creating', next_status: 'active', transition_at: now + env.provisionMs, billed_until: null }
      : { status: 'active', next_status: null, transition_at: null, billed_until: def.billing ? now : null };
    const parentColumn = link && ctx.parent ? { [link.column]: ctx.parent.id } : {};
    let row = insertRow(env.db, def, { ...stored, ...derived.columns, ...parentColumn, ...lifecycle, project_id: ctx.projectId, created_at: now });
    if (!def.provisioned) row = enterStatus(env, def, row);
    how.after?.(row, ctx);
    if (row.transition_at != null) env.schedule(row.transition_at as number);
    return row;
  })();
}
