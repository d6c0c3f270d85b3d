import { addError, invalid, type FieldErrors } from '../http/errors';
import { messages } from '../messages';
import type { FieldDef, ResourceDef, ScopeCtx, SqlValue } from './types';

/** Brings a raw JSON value to the field's type, or says why it cannot. Empty means "not given". */
function coerce(raw: unknown, field: FieldDef): { value: SqlValue } | { error: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  switch (field.type) {
    case 'string':
      return typeof raw === 'string' ? { value: raw.trim() } : { error: messages.invalidInput };
    case 'int': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      return Number.isSafeInteger(n) && n > 0 ? { value: n } : { error: messages.mustBeNumber(field.label) };
    }
    case 'bool':
      return typeof raw === 'boolean' ? { value: raw ? 1 : 0 } : { error: messages.invalidInput };
  }
}

/**
 * Validates every field of the declaration (or only the editable ones) and collects all the
 * errors before answering, so the user sees every problem at once. Returns column → value.
 */
export function validateFields(def: ResourceDef, body: unknown, ctx: ScopeCtx, mode: 'create' | 'edit'): Record<string, SqlValue> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const columns: Record<string, SqlValue> = {};
  for (const [prop, field] of Object.entries(def.fields)) {
    if (mode === 'edit' && !field.editable) continue;
    const coerced = coerce(input[prop], field);
    if ('error' in coerced) {
      addError(errors, field.error, coerced.error);
      continue;
    }
    const { value } = coerced;
    if (value === null) {
      if (field.required) addError(errors, field.error, messages.required(field.label));
      else columns[field.column] = null;
      continue;
    }
    const failure = (field.validate ?? []).reduce<string | null>((found, v) => found ?? v(value, { ...ctx, def, field }), null);
    if (failure) addError(errors, field.error, failure);
    else columns[field.column] = value;
  }
  def.check?.(columns, ctx, errors, mode);
  if (Object.keys(errors).length) throw invalid(errors);
  return columns;
}
