/**
 * `ChoiceField`: a required one-of choice shown as a row of radio buttons (datacenter, image,
 * size…), the only thing in its card, so without a label or margin of its own.
 */
import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import type { FieldSpec } from '@portal/contracts';
import { formRules } from './form-rules';

export interface ChoiceFieldProps {
  name: string;
  /** The field of the request it chooses: its rules (always required here) and the sentence asking for it. */
  spec: FieldSpec;
  options: { value: number; label: ReactNode }[];
  extra?: ReactNode;
  /** The chosen button filled with the primary colour (default) rather than outlined. */
  solid?: boolean;
  'aria-label'?: string;
}

export function ChoiceField({ name, spec, options, extra, solid = true, 'aria-label': ariaLabel }: ChoiceFieldProps) {
  return (
    <Form.Item name={name} extra={extra} rules={formRules(spec, { required: true })} style={{ margin: 0 }}>
      <Radio.Group optionType="button" buttonStyle={solid ? 'solid' : undefined} aria-label={ariaLabel} options={options} />
    </Form.Item>
  );
}
