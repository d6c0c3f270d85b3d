import type { Rule } from 'antd/es/form';
import { PASSWORD_PATTERN, messages } from '@portal/locale';
import { hostMessages } from '../messages';

/** Spec §5 password rule, as antd form rules. */
export const passwordRules: Rule[] = [
  { required: true, message: hostMessages.login.passwordRequired },
  { pattern: PASSWORD_PATTERN, message: messages.validation.patterns.password },
];

export const repeatPasswordRules = (field: string): Rule[] => [
  { required: true, message: hostMessages.login.passwordRequired },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(hostMessages.signup.passwordsDiffer)),
  }),
];
