import { messages } from '../messages';
import type { SqlValue, Validator } from './types';

// Reusable field validators for resource declarations. Each returns a Persian message or null.

export const length =
  (min: number, max: number): Validator =>
  (value, { field }) => {
    const n = [...String(value)].length;
    if (n < min) return messages.minLength(field.label, min);
    if (n > max) return messages.maxLength(field.label, max);
    return null;
  };

export const pattern =
  (re: RegExp, message: string): Validator =>
  (value) =>
    re.test(String(value)) ? null : message;

/** DNS-label style names: they end up in host names such as the storage endpoint. */
export const resourceName: Validator = pattern(/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/, messages.resourceName);

/** Unique (case-insensitively) among the rows of the same project, or of the same parent for nested resources. */
export const unique: Validator = (value, { def, field, env, projectId, parent, current }) => {
  const scope = def.parent && parent ? { column: def.parent.column, id: parent.id } : { column: 'project_id', id: projectId };
  const clash = env.db
    .prepare(`SELECT 1 FROM ${def.table} WHERE ${scope.column} = ? AND ${field.column} = ? COLLATE NOCASE AND id != ?`)
    .get(scope.id, value, current?.id ?? 0);
  return clash ? messages.duplicate(field.label) : null;
};

/** The value must be an id that `sql` (one `?` parameter) finds. */
export const exists =
  (sql: string): Validator =>
  (value, { env, field }) =>
    env.db.prepare(sql).get(value as SqlValue) ? null : messages.notChosen(field.label);
