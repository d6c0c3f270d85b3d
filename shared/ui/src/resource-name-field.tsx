/**
 * `ResourceNameField`: the `name` field of a resource the API names by its rule (3–50 English
 * letters, digits and hyphens, not starting or ending with a hyphen), typed left-to-right.
 */
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { uiMessages } from './messages';

/** Same rule as the API. */
export const RESOURCE_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export interface ResourceNameFieldProps {
  /** Accessible name of the input; also the field's visible label unless `bare`. */
  label: string;
  requiredMessage: string;
  hint?: ReactNode;
  /** The message of a name that breaks the rule (default: the rule spelled out). */
  ruleMessage?: string;
  /** Only check that a name is given (renames leave the full rule to the server). */
  requiredOnly?: boolean;
  /** No visible label and no margin: the field is the only thing in a titled card. */
  bare?: boolean;
}

export function ResourceNameField({ label, requiredMessage, hint, ruleMessage = uiMessages.resourceNameRule, requiredOnly, bare }: ResourceNameFieldProps) {
  const rules = requiredOnly
    ? [{ required: true, message: requiredMessage }]
    : [
        { required: true, message: requiredMessage },
        { pattern: RESOURCE_NAME_PATTERN, message: ruleMessage },
        { min: 3, max: 50, message: ruleMessage },
      ];
  return (
    <Form.Item name="name" label={bare ? undefined : label} extra={hint} rules={rules} style={bare ? { margin: 0 } : undefined}>
      <Input dir="ltr" aria-label={bare ? label : undefined} maxLength={50} autoComplete="off" />
    </Form.Item>
  );
}
