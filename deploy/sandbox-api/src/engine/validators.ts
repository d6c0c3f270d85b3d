import { fieldLabels } from '@portal/locale';
import { bundleOfKind } from '../catalogue';
import { messages } from '../messages';
import type { SqlValue, Validator } from './types';

// Field checks that need the database. What a value must look like (length, pattern, range) is
// the contract schema's business, checked before these run.

/** Unique (case-insensitively) among the rows of the same project, or of the same parent for nested resources. */
export const unique: Validator = (value, { def, field, env, projectId, parent, current }) => {
  const scope = def.parent && parent ? { column: def.parent.column, id: parent.id } : { column: 'project_id', id: projectId };
  const clash = env.db
    .prepare(`SELECT 1 FROM ${def.table} WHERE ${scope.column} = ? AND ${field.column} = ? COLLATE NOCASE AND id != ?`)
    .get(scope.id, value, current?.id ?? 0);
  return clash ? messages.duplicate(fieldLabels[field.label]) : null;
};

/** The value must be an id that `sql` (one `?` parameter) finds. */
export const exists =
  (sql: string): Validator =>
  (value, { env, field }) =>
    env.db.prepare(sql).get(value as SqlValue) ? null : messages.notChosen(fieldLabels[field.label]);

export const knownDatacenter: Validator = exists('SELECT 1 FROM datacenters WHERE id = ?');

/** A bundle of the resource's own catalogue kind. */
export const bundleOf =
  (kind: string): Validator =>
  (value, { env, field }) =>
    bundleOfKind(env.db, kind, value) ? null : messages.notChosen(fieldLabels[field.label]);
