/**
 * `ChoiceField`: a required one-of choice shown as a row of radio buttons (datacenter, image,
 * size…), the only thing in its card, so without a label or margin of its own.
 */
import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';

export interface ChoiceFieldProps {
  name: string;
  requiredMessage: string;
  options: { value: number; label: ReactNode }[];
  extra?: ReactNode;
  /** The chosen button filled with the primary colour (default) rather than outlined. */
  solid?: boolean;
  'aria-label'?: string;
}

export function ChoiceField({ name, requiredMessage, options, extra, solid = true, 'aria-label': ariaLabel }: ChoiceFieldProps) {
  return (
    <Form.Item name={name} extra={extra} rules={[{ required: true, message: requiredMessage }]} style={{ margin: 0 }}>
      <Radio.Group optionType="button" buttonStyle={solid ? 'solid' : undefined} aria-label={ariaLabel} options={options} />
    </Form.Item>
  );
}
