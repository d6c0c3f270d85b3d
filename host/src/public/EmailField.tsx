import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { hostMessages } from '../messages';

const t = hostMessages.login;

export function EmailField({ autoFocus, autoComplete = 'email' }: { autoFocus?: boolean; autoComplete?: string }) {
  return (
    <Form.Item
      name="email"
      label={t.email}
      rules={[
        { required: true, message: t.emailRequired },
        { type: 'email', message: t.emailInvalid },
      ]}
    >
      <Input dir="ltr" autoComplete={autoComplete} inputMode="email" autoFocus={autoFocus} />
    </Form.Item>
  );
}
