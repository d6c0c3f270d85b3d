import { isApiError } from './errors';

/** The shape antd's `form.setFields` takes (kept structural: this package does not import antd). */
export interface FormFieldError<Name = (string | number)[]> {
  name: Name;
  errors: string[];
}

/** 'CustomConfig.Cpu' / 'networks[0].name' → ['customConfig', 'cpu'] / ['networks', 0, 'name']. */
function toNamePath(field: string): (string | number)[] {
  return field
    .split(/[.[\]]+/)
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment.charAt(0).toLowerCase() + segment.slice(1)));
}

/**
 * Field errors of a failed call in the form's terms, so a form marks its fields and keeps what the
 * user typed. Server field names may be PascalCase (ASP.NET style); form fields are camelCase.
 * Anything that is not an ApiError gives no field errors.
 */
// `Name` is inferred from the form it is given to (antd types names per form); the paths are the
// server's field names, which the form may or may not have.
export function fieldErrorsForForm<Name = (string | number)[]>(error: unknown): FormFieldError<Name>[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([field, errors]) => field !== '' && errors.length > 0)
    .map(([field, errors]) => ({ name: toNamePath(field) as Name, errors }));
}

/**
 * What a form needs to show a refusal on its fields; antd's `FormInstance` fits. A page that keeps
 * its field messages elsewhere (a wizard's state, a form whose inputs go by other names) passes
 * its own object with `setFields`, so every refusal is read the same way.
 */
export interface FieldErrorTarget {
  setFields(fields: FormFieldError<any>[]): void;
}

/**
 * A target for pages without an antd form: the refusal as top-level field → messages
 * (`{ name: ['…'], cpu: ['…'] }`), handed to `set` (a state setter).
 */
export function fieldMessagesTarget(set: (errors: Record<string, string[]>) => void): FieldErrorTarget {
  return { setFields: (fields) => set(Object.fromEntries(fields.map((f) => [String(f.name[0]), f.errors]))) };
}

/**
 * Sends a form's values. When the server refuses them, its per-field messages go on the form's
 * fields (the interceptor has already toasted them) and whatever was typed stays. Resolves to
 * whether the values were accepted.
 */
export async function sendForm(form: FieldErrorTarget, send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    form.setFields(fieldErrorsForForm(error));
    return false;
  }
}
