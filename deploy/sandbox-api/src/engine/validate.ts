import { addError, invalid, type FieldErrors } from '../http/errors';
import { readField } from '../http/input';
import type { FieldDef, ResourceDef, ScopeCtx, SqlValue } from './types';

/**
 * Validates `fields` (all, or only the editable ones): the contract's rules first, in the words of
 * `ruleMessage`, then the database validators, then the declaration's cross-field `check`. Every
 * error is collected before answering, so the user sees every problem at once. Returns column → value.
 */
export function validateFields(
  def: ResourceDef,
  fields: Record<string, FieldDef>,
  body: unknown,
  ctx: ScopeCtx,
  mode: 'create' | 'edit',
  check?: ResourceDef['check'],
): Record<string, SqlValue> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const columns: Record<string, SqlValue> = {};
  for (const [prop, field] of Object.entries(fields)) {
    if (mode === 'edit' && !field.editable) continue;
    const read = readField(field, input[prop]);
    if ('error' in read) {
      addError(errors, field.error, read.error);
      continue;
    }
    // SQLite has no booleans and no lists: a list of ids is kept as its JSON text.
    const value: SqlValue =
      typeof read.value === 'boolean' ? (read.value ? 1 : 0) : Array.isArray(read.value) ? JSON.stringify(read.value) : (read.value as SqlValue);
    const failure = value === null ? null : (field.validate ?? []).reduce<string | null>((found, v) => found ?? v(value, { ...ctx, def, field }), null);
    if (failure) addError(errors, field.error, failure);
    else columns[field.column] = value;
  }
  check?.(columns, ctx, errors, mode);
  if (Object.keys(errors).length) throw invalid(errors);
  return columns;
}
