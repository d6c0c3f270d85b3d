// antd rules from a contracts field spec: the form refuses before sending exactly what the
// sandbox would refuse with a 422, in the same Persian words.
import type { Rule as AntdRule } from 'antd/es/form';
import { checkInput, type FieldSpec } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';

/** `rules={formRules(createVolumeSchema.size)}`. `required` can be overridden (an optional edit). */
export function formRules(spec: FieldSpec, options: { required?: boolean } = {}): AntdRule[] {
  const required = options.required ?? !!spec.required;
  const optional: FieldSpec = { ...spec, required: false };
  return [
    ...(required ? [{ required: true, whitespace: spec.type === 'string', message: ruleMessage({ kind: 'required' }, spec.label) }] : []),
    {
      validator: async (_rule, value: unknown) => {
        const problem = checkInput(optional, value);
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
