// antd rules from a contracts field spec: the form refuses before sending exactly what the
// sandbox would refuse with a 422, in the same Persian words.
import type { Rule as AntdRule } from 'antd/es/form';
import { checkInput, type FieldSpec } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';

export interface FormRulesOptions {
  /** Overrides the spec's `required` (an optional edit of a required field). */
  required?: boolean;
  /**
   * What the form will send for what was typed, when it is not the text itself: a code typed in
   * Persian digits is sent as `normalizeDigits(code)`, so that is what the rule must check.
   */
  input?: (value: unknown) => unknown;
}

/** `rules={formRules(createVolumeSchema.size)}`. */
export function formRules(spec: FieldSpec, options: FormRulesOptions = {}): AntdRule[] {
  const required = options.required ?? !!spec.required;
  const optional: FieldSpec = { ...spec, required: false };
  const read = options.input ?? ((value: unknown) => value);
  return [
    // antd's validator takes a rule's value for a string unless told otherwise, so a chosen id
    // (a number) would be "missing": only text is typed as text; the validator below checks types.
    ...(required
      ? [{ required: true, type: spec.type === 'string' ? ('string' as const) : ('any' as const), whitespace: spec.type === 'string', message: ruleMessage({ kind: 'required' }, spec.label) }]
      : []),
    {
      validator: async (_rule, value: unknown) => {
        const problem = checkInput(optional, read(value));
        if (problem) throw new Error(ruleMessage(problem, spec.label));
      },
    },
  ];
}

/** The first Persian message `value` gets under `spec`, or null: for checks outside an antd form (wizards). */
export function fieldProblem(spec: FieldSpec, value: unknown): string | null {
  const problem = checkInput(spec, value);
  return problem ? ruleMessage(problem, spec.label) : null;
}

/** The longest text the spec accepts, for an input's `maxLength` (undefined when it sets none). */
export function maxLengthOf(spec: FieldSpec): number | undefined {
  for (const rule of spec.rules ?? []) if (rule.kind === 'length') return rule.max;
  return undefined;
}
