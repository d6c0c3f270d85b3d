import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import { api, type RegisterRequest } from '@portal/api/contracts';
import { call, fieldErrorsForForm } from '@portal/api';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { CaptchaField } from './CaptchaField';
import { Link } from './Link';
import { publicPaths } from './public-router';
import { passwordRules, repeatPasswordRules } from './password-rules';

const t = hostMessages.signup;
type Values = RegisterRequest & { repeatPassword: string };

export function SignupPage() {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  const onFinish = async ({ repeatPassword: _repeat, ...body }: Values) => {
    setBusy(true);
    try {
      const response = await call(api.auth.register, { body });
      useAuthStore.getState().loginSucceeded(response, { email: body.email, password: body.password });
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
      setCaptchaRound((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t.title} footer={<Link to={publicPaths.login}>{t.haveAccount}</Link>}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item name="firstName" label={t.firstName} rules={[{ required: true, message: t.firstNameRequired }]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t.lastName} rules={[{ required: true, message: t.lastNameRequired }]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={hostMessages.login.email}
          rules={[
            { required: true, message: hostMessages.login.emailRequired },
            { type: 'email', message: hostMessages.login.emailInvalid },
          ]}
        >
          <Input dir="ltr" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label={hostMessages.login.password} rules={passwordRules}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeatPassword" label={t.repeatPassword} dependencies={['password']} rules={repeatPasswordRules('password')}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <CaptchaField refreshKey={captchaRound} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
