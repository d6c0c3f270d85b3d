/**
 * `ResourceNameField`: the `name` field of a resource, checked by the rule the API applies
 * (`nameSpec` of @portal/contracts unless another spec is given) and typed left-to-right.
 */
import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { nameSpec, type FieldSpec } from '@portal/contracts';
import { formRules, maxLengthOf } from './form-rules';

export interface ResourceNameFieldProps {
  /** Accessible name of the input; also the field's visible label unless `bare`. */
  label: string;
  hint?: ReactNode;
  /** The API's rule for this name (default: the resource-name rule, `nameSpec`). */
  spec?: FieldSpec;
  /** No visible label and no margin: the field is the only thing in a titled card. */
  bare?: boolean;
}

export function ResourceNameField({ label, hint, spec = nameSpec, bare }: ResourceNameFieldProps) {
  // The hint says what a name may hold, and so does a refusal: while the field shows one, the hint
  // steps aside instead of saying it a second time below it.
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (
        <Form.Item
          name="name"
          label={bare ? undefined : label}
          extra={form.getFieldError('name').length ? undefined : hint}
          rules={formRules(spec)}
          style={bare ? { margin: 0 } : undefined}
        >
          <Input dir="ltr" aria-label={bare ? label : undefined} maxLength={maxLengthOf(spec)} autoComplete="off" />
        </Form.Item>
      )}
    </Form.Item>
  );
}
