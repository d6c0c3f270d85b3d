import type { Rule } from 'antd/es/form';
import { passwordSpec, repeatPasswordSpec } from '@portal/contracts';
import { formRules } from '@portal/ui/form-rules';
import { hostMessages } from '../messages';

/** The password rule of a new password (sign-up, recovery): the API's rule and words. */
export const passwordRules: Rule[] = formRules(passwordSpec);

/** The password typed again: asked for, then the same as the one in `field` (`differ` says otherwise). */
export const repeatPasswordRules = (field: string, differ: string = hostMessages.signup.passwordsDiffer): Rule[] => [
  ...formRules(repeatPasswordSpec),
  ({ getFieldValue }) => ({
    validator: (_, value) => (!value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(differ))),
  }),
];
