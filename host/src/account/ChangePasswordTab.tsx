import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { sendForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { formRules } from '@portal/ui';
import { changePasswordSchema } from '@portal/contracts';
import { repeatPasswordRules } from '../public/password-rules';
import { accountMessages } from './messages';
import { useChangePassword } from './api';

const t = accountMessages.password;
interface Values {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export function ChangePasswordTab() {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const submit = async ({ currentPassword, newPassword }: Values) => {
    // The API names the new password `password`; here it is the newPassword input.
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (f.name[0] === 'password' ? 'newPassword' : f.name[0]) as keyof Values, errors: f.errors }))),
    };
    if (!(await sendForm(target, () => change.mutateAsync({ body: { currentPassword, password: newPassword } })))) return;
    notify.success(t.done);
    form.resetFields();
  };

  return (
    <Card title={t.title} style={{ maxWidth: 560 }}>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item name="currentPassword" label={accountMessages.common.currentPassword} rules={formRules(changePasswordSchema.currentPassword)}>
          <Input.Password autoComplete="current-password" dir="ltr" />
        </Form.Item>
        <Form.Item name="newPassword" label={t.newPassword} extra={t.hint} rules={formRules(changePasswordSchema.password)}>
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Form.Item name="repeat" label={t.repeat} dependencies={['newPassword']} rules={repeatPasswordRules('newPassword', t.differ)}>
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t.submit}
        </Button>
      </Form>
    </Card>
  );
}
