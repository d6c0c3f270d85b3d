import type { AuthUser } from '../auth/tokens';
import { getRow } from '../engine/rows';
import { loadProject, parseId } from '../engine/scope';
import type { EngineEnv, ResourceDef, ResourceRow } from '../engine/types';
import { addError, invalid, notFound, type FieldErrors } from '../http/errors';
import { messages } from '../messages';

/** The caller's project id, or 404 (same answer for someone else's project). */
export const projectOf = (env: EngineEnv, user: AuthUser, raw: unknown): number => loadProject(env.db, user.customerId, raw).id;

/** A row of `def` inside the project, or 404. */
export function rowIn(env: EngineEnv, def: ResourceDef, projectId: number, raw: unknown): ResourceRow {
  const id = parseId(raw);
  const row = id ? getRow(env.db, def, id) : undefined;
  if (!row || row.project_id !== projectId) throw notFound();
  return row;
}

/** Positive integer ids from a request body; every missing or malformed one is a field error of one 422. */
export function bodyIds<K extends string>(body: unknown, fields: Record<K, { error: string; label: string }>): Record<K, number> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const out = {} as Record<K, number>;
  for (const [key, f] of Object.entries(fields) as [K, { error: string; label: string }][]) {
    const raw = input[key];
    if (raw === undefined || raw === null || raw === '') addError(errors, f.error, messages.required(f.label));
    else {
      const id = parseId(raw);
      if (id) out[key] = id;
      else addError(errors, f.error, messages.mustBeNumber(f.label));
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}
