import { firstViolation, missing, readInput, type FieldSpec, type InputValue, type RequestSchema } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { addError, invalid, type FieldErrors } from './errors';

// Request input read against the contracts' schemas: the sandbox refuses exactly what the portal's
// forms refuse, in the same Persian words (`ruleMessage`).

export type { InputValue };

/** One raw value under its spec: the typed value (null when empty and optional), or the Persian reason it is refused. */
export function readField(spec: FieldSpec, raw: unknown): { value: InputValue | null } | { error: string } {
  const read = readInput(spec, raw);
  if ('problem' in read) return { error: ruleMessage(read.problem, spec.label) };
  if (read.value === null) return spec.required ? { error: ruleMessage(missing(spec), spec.label) } : { value: null };
  const violation = firstViolation(spec.rules ?? [], read.value);
  return violation ? { error: ruleMessage(violation, spec.label) } : { value: read.value };
}

/** A JSON body as an object (anything else reads as empty). */
export const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * Every property of `schema` read from `body`: the values that passed, and every refusal added to
 * `errors` (422 key → messages), so the user sees all problems at once.
 */
export function readBody<S extends RequestSchema<any>>(
  schema: S,
  body: unknown,
  errors: FieldErrors = {},
): { values: Partial<Record<keyof S, InputValue | null>>; errors: FieldErrors } {
  const input = asObject(body);
  const values: Partial<Record<keyof S, InputValue | null>> = {};
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const spec = schema[key]!;
    const read = readField(spec, input[key]);
    if ('error' in read) addError(errors, spec.error, read.error);
    else values[key] = read.value;
  }
  return { values, errors };
}

/** `readBody` that answers 422 at once when anything is refused; the values of required properties are then present. */
export function requireBody<S extends RequestSchema<any>>(schema: S, body: unknown): Record<keyof S, InputValue | null> {
  const { values, errors } = readBody(schema, body);
  if (Object.keys(errors).length) throw invalid(errors);
  return values as Record<keyof S, InputValue | null>;
}

/**
 * A body's list of objects, each read against `schema` with its refusals under `Key[i].Field`, then
 * handed to `each`; a list that is not an array or has fewer than `min` or more than `max` entries
 * is refused as a whole under `key`.
 */
export function readList<S extends RequestSchema<any>>(
  raw: unknown,
  key: string,
  schema: S,
  size: { min: number; max: number; tooFew: string; tooMany: string },
  errors: FieldErrors,
  each: (values: Partial<Record<keyof S, InputValue | null>>, at: (field: string) => string, entry: unknown) => void,
): void {
  if (!Array.isArray(raw) || raw.length < size.min) return addError(errors, key, size.tooFew);
  if (raw.length > size.max) return addError(errors, key, size.tooMany);
  raw.forEach((entry, i) => {
    const at = (field: string) => `${key}[${i}].${field}`;
    const { values, errors: own } = readBody(schema, entry);
    for (const [field, list] of Object.entries(own)) for (const m of list) addError(errors, at(field), m);
    each(values, at, entry);
  });
}
