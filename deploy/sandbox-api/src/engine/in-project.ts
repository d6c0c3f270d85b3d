import type { AuthUser } from '../auth/tokens';
import { getRow } from './rows';
import { loadProject, parseId } from './scope';
import type { EngineEnv, ResourceDef, ResourceRow } from './types';
import { notFound } from '../http/errors';

/** The caller's project id, or 404 (same answer for someone else's project). */
export const projectOf = (env: EngineEnv, user: Pick<AuthUser, 'customerId'>, raw: unknown): number => loadProject(env.db, user.customerId, raw).id;

/** A row of `def` inside the project (or, with `column`, inside the parent row of that id), or 404. */
export function rowIn(env: EngineEnv, def: ResourceDef, ownerId: number, raw: unknown, column = 'project_id'): ResourceRow {
  const id = parseId(raw);
  const row = id ? getRow(env.db, def, id) : undefined;
  if (!row || row[column] !== ownerId) throw notFound();
  return row;
}

/** A row of `def` in the caller's project named by `projectParam`, or 404 (someone else's too). */
export const ownedRow = (env: EngineEnv, def: ResourceDef, user: Pick<AuthUser, 'customerId'>, projectParam: unknown, idParam: unknown): ResourceRow =>
  rowIn(env, def, projectOf(env, user, projectParam), idParam);
