import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/tokens';
import { HttpError, invalid, notFound, refused, type FieldErrors } from '../http/errors';
import { declaresAnswer } from '../http/declared-answer';
import { asObject } from '../http/input';
import { route } from '../http/route';
import { limitOf, usedInProject } from '../limits';
import { messages } from '../messages';
import { beginTransition, enterStatus, removeRow, REMOVED } from './lifecycle';
import { getRow, insertRow, updateRow } from './rows';
import { loadProject, parseId } from './scope';
import type { EngineEnv, ResourceDef, ResourceRow, ScopeCtx, SqlValue } from './types';
import { validateFields } from './validate';
import { selectAll, selectValue } from '../db/query';

type Params = Record<string, string>;

/** A row of `def` inside the caller's project, or 404 (also for rows of other customers). */
function loadRow(env: EngineEnv, def: ResourceDef, projectId: number, rawId: unknown): ResourceRow {
  const id = parseId(rawId);
  const row = id ? getRow(env.db, def, id) : undefined;
  if (!row || row.project_id !== projectId) throw notFound();
  return row;
}

/** A child addressed under its parent (`vpc/{vpcHostId}/ip/delete/{id}`): 404 under any other parent. */
function loadChild(env: EngineEnv, def: ResourceDef, projectId: number, params: Params): ResourceRow {
  const row = loadRow(env, def, projectId, params.id);
  const link = def.parent;
  if (link && params[link.param] !== undefined && row[link.column] !== parseId(params[link.param])) throw notFound();
  return row;
}

function scopeOf(env: EngineEnv, def: ResourceDef, user: AuthUser, params: Params, withParent: boolean): ScopeCtx {
  const project = loadProject(env.db, user.customerId, params.projectId);
  const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id };
  if (withParent && def.parent) ctx.parent = loadRow(env, def.parent.def, project.id, params[def.parent.param]);
  return ctx;
}

/** Refusals that concern the request as a whole; checked before the fields so limits are not hidden. */
function assertCanCreate(env: EngineEnv, def: ResourceDef, ctx: ScopeCtx): void {
  const link = def.parent;
  if (link && ctx.parent) {
    if (link.requireActive && ctx.parent.status !== 'active') throw refused(messages.parentNotActive);
    if (link.max) {
      const n = selectValue<number>(env.db, `SELECT COUNT(*) FROM ${def.table} WHERE ${link.column} = ?`, ctx.parent.id)!;
      if (n >= link.max.count) throw refused(link.max.message(link.max.count));
    }
  }
  if (def.limit) {
    const max = limitOf(env.db, ctx.customerId, def.limit);
    if (usedInProject(env, ctx.projectId, def.limit) >= max) throw refused(messages.resourceLimit(max));
  }
}

/**
 * What a create whose body carries lists the contract's field types cannot express (a VPC's
 * networks, a load balancer's listeners) adds to the engine's create: the entries checked by the
 * caller (errors under keys like `Networks[0].GatewayCidr`, in the same one 422) and their rows.
 */
export interface CreateLists {
  /** Checks the raw lists, adds errors, and returns the columns to store (may drop or add some). */
  prepare(columns: Record<string, SqlValue>, raw: Record<string, unknown>, errors: FieldErrors, ctx: ScopeCtx): Record<string, SqlValue>;
  /** Runs after the insert, inside the transaction (the entries' own rows). */
  after?(row: ResourceRow, ctx: ScopeCtx): void;
}

/** The fields' columns; with lists, their refusals and the fields' go out in one 422. */
function createColumns(def: ResourceDef, ctx: ScopeCtx, body: unknown, lists?: CreateLists): Record<string, SqlValue> {
  if (!lists) return validateFields(def, def.fields, body, ctx, 'create', def.check);
  const errors: FieldErrors = {};
  let columns: Record<string, SqlValue> = {};
  try {
    columns = validateFields(def, def.fields, body, ctx, 'create', def.check);
  } catch (e) {
    const fieldErrors = e instanceof HttpError && e.status === 422 ? (e.body.errors as FieldErrors | undefined) : undefined;
    if (!fieldErrors) throw e;
    Object.assign(errors, fieldErrors);
  }
  const stored = lists.prepare(columns, asObject(body), errors, ctx);
  if (Object.keys(errors).length) throw invalid(errors);
  return stored;
}

/** The engine's create (limits, parent checks, field rules, lifecycle), for its route and for routes whose body has lists. */
export function createResource(env: EngineEnv, def: ResourceDef, ctx: ScopeCtx, body: unknown, lists?: CreateLists) {
  const created = env.db.transaction(() => {
    assertCanCreate(env, def, ctx);
    const input = createColumns(def, ctx, body, lists);
    const derived = def.derive?.(input, ctx) ?? {};
    const now = env.clock.ms();
    const lifecycle: Record<string, SqlValue> = def.provisioned
      ? { status: def.creatingStatus ?? 'creating', next_status: 'active', transition_at: now + env.provisionMs, billed_until: null }
      : { status: 'active', next_status: null, transition_at: null, billed_until: def.billing ? now : null };
    const parentColumn = def.parent && ctx.parent ? { [def.parent.column]: ctx.parent.id } : {};
    let row = insertRow(env.db, def, { ...input, ...derived.columns, ...parentColumn, ...lifecycle, project_id: ctx.projectId, created_at: now });
    if (!def.provisioned) row = enterStatus(env, def, row);
    lists?.after?.(row, ctx);
    return { row, reveal: derived.reveal ?? {} };
  })();
  if (created.row.transition_at != null) env.schedule(created.row.transition_at as number);
  return created;
}

/** Serves every declared action: ownership, state precondition, body validation, effect, transition. */
function registerActions(scope: FastifyInstance, env: EngineEnv, def: ResourceDef): void {
  for (const action of Object.values(def.actions ?? {})) {
    route(scope, env, action.endpoint, ({ user, params, body }) => {
      const ctx = scopeOf(env, def, user, params as Params, false);
      const row = env.db.transaction(() => {
        const current = loadRow(env, def, ctx.projectId, (params as Params).id);
        if (!action.from.includes(current.status)) throw refused(messages.wrongState(current.status));
        const input = validateFields(def, action.fields, body, { ...ctx, current }, 'create');
        const columns = action.effect?.(current, input, { ...ctx, current }) ?? {};
        updateRow(env.db, def, current.id, columns);
        const to = typeof action.to === 'function' ? action.to(current) : action.to;
        return beginTransition(env, def, current.id, action.via, to);
      })();
      return declaresAnswer(action.endpoint) ? def.toContract(row, env) : undefined;
    });
  }
}

/**
 * Serves the contract endpoints a declaration names: list, get, create, edit, delete. Every
 * handler checks the token, the project's owner and the row's project; writes are transactions.
 */
export function registerResource(scope: FastifyInstance, env: EngineEnv, def: ResourceDef): void {
  const { list, get, create: createEp, edit, delete: del } = def.endpoints;
  const out = (row: ResourceRow) => def.toContract(row, env);
  const listRow = (row: ResourceRow) => (def.toListRow ?? def.toContract)(row, env);
  registerActions(scope, env, def);
  def.routes?.(scope, env);

  if (list)
    route(scope, env, list, ({ user, params }) => {
      const ctx = scopeOf(env, def, user, params as Params, true);
      const [column, id] = def.parent && ctx.parent ? [def.parent.column, ctx.parent.id] : ['project_id', ctx.projectId];
      const rows = selectAll<ResourceRow>(env.db, `SELECT * FROM ${def.table} WHERE ${column} = ? ORDER BY id DESC`, id);
      return rows.map(listRow);
    });

  if (get)
    route(scope, env, get, ({ user, params }) => {
      const ctx = scopeOf(env, def, user, params as Params, false);
      return out(loadChild(env, def, ctx.projectId, params as Params));
    });

  if (createEp)
    route(scope, env, createEp, ({ user, params, body }) => {
      const ctx = scopeOf(env, def, user, params as Params, true);
      const { row, reveal } = createResource(env, def, ctx, body);
      return declaresAnswer(createEp) ? { ...out(row), ...reveal } : undefined;
    });

  if (edit)
    route(scope, env, edit, ({ user, params, body }) => {
      const ctx = scopeOf(env, def, user, params as Params, false);
      return env.db.transaction(() => {
        const current = loadRow(env, def, ctx.projectId, (params as Params).id);
        if (current.status === 'deleting') throw refused(messages.resourceDeleting);
        const parent = def.parent ? getRow(env.db, def.parent.def, current[def.parent.column] as number) : undefined;
        const columns = validateFields(def, def.fields, body, { ...ctx, current, parent }, 'edit', def.check);
        const row = updateRow(env.db, def, current.id, columns);
        return declaresAnswer(edit) ? out(row) : undefined;
      })();
    });

  if (del)
    route(scope, env, del, ({ user, params }) => {
      const ctx = scopeOf(env, def, user, params as Params, false);
      env.db.transaction(() => {
        const row = loadChild(env, def, ctx.projectId, params as Params);
        if (row.status === 'deleting') throw refused(messages.resourceDeleting);
        def.onDelete?.(row, env);
        if (def.provisioned) beginTransition(env, def, row.id, 'deleting', REMOVED);
        else removeRow(env, def, row, env.clock.ms());
      })();
    });
}
