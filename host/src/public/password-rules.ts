import type { Rule } from 'antd/es/form';
import { passwordSpec } from '@portal/contracts';
import { formRules } from '@portal/ui/form-rules';
import { hostMessages } from '../messages';

/** The password rule of a new password (sign-up, recovery): the API's rule and words. */
export const passwordRules: Rule[] = formRules(passwordSpec);

export const repeatPasswordRules = (field: string): Rule[] => [
  { required: true, message: hostMessages.login.passwordRequired },
  ({ getFieldValue }) => ({
    validator: (_, value) => (!value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(hostMessages.signup.passwordsDiffer))),
  }),
];
