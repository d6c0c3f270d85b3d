// antd rules from a contracts field spec: the form refuses before sending exactly what the
// sandbox would refuse with a 422, in the same Persian words.
import type { Rule as AntdRule } from 'antd/es/form';
import { checkInput, growFrom, missing, type FieldSpec } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';

export interface FormRulesOptions {
  /** Overrides `spec.required` (an optional edit of a required field). */
  required?: boolean;
  /**
   * What the form will send for what was typed, when it is not the text itself: a code typed in
   * Persian digits is sent as `normalizeDigits(code)`, so that is what the rule must check.
   */
  input?: (value: unknown) => unknown;
  /** A size that can only grow past the one it has (`growFrom` of @portal/contracts). */
  growFrom?: number;
}

/** `rules={formRules(createVolumeSchema.size)}`. */
export function formRules(field: FieldSpec, options: FormRulesOptions = {}): AntdRule[] {
  const spec = options.growFrom === undefined ? field : growFrom(field, options.growFrom);
  const required = options.required ?? !!spec.required;
  const read = options.input ?? ((value: unknown) => value);
  const check = (checked: FieldSpec): AntdRule => ({
    validator: async (_rule, value: unknown) => {
      const problem = checkInput(checked, read(value));
      if (problem) throw new Error(ruleMessage(problem, spec.label));
    },
  });
  // antd's own `required` takes the value for text, so a chosen id (a number) would be "missing":
  // only a text field uses it (for blank text); any other field says "required" from the shared
  // check, which knows the field's type. `required: true` stays for aria-required.
  if (spec.type !== 'string') return [{ required, ...check({ ...spec, required }) } as AntdRule];
  return [...(required ? [{ required: true, whitespace: true, message: ruleMessage(missing(spec), spec.label) }] : []), check({ ...spec, required: false })];
}

/** The first Persian message `value` gets under `spec`, or null: for checks outside an antd form (wizards). */
export function fieldProblem(spec: FieldSpec, value: unknown): string | null {
  const problem = checkInput(spec, value);
  return problem ? ruleMessage(problem, spec.label) : null;
}

/** The longest text the field spec allows, for an input's `maxLength` (undefined when it sets none). */
export function maxLengthOf(spec: FieldSpec): number | undefined {
  for (const rule of spec.rules ?? []) if (rule.kind === 'length') return rule.max;
  return undefined;
}
