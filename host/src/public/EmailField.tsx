import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { emailSpec } from '@portal/contracts';
import { formRules } from '@portal/ui/form-rules';
import { hostMessages } from '../messages';

const t = hostMessages.login;

export function EmailField({ autoFocus, autoComplete = 'email' }: { autoFocus?: boolean; autoComplete?: string }) {
  return (
    <Form.Item name="email" label={t.email} rules={formRules(emailSpec)}>
      <Input dir="ltr" autoComplete={autoComplete} inputMode="email" autoFocus={autoFocus} />
    </Form.Item>
  );
}
