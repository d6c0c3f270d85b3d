import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { api, type RegisterRequest } from '@portal/contracts';
import { call } from '@portal/api';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { CaptchaField } from './CaptchaField';
import { EmailField } from './EmailField';
import { Link } from './Link';
import { publicPaths } from './public-router';
import { passwordRules, repeatPasswordRules } from './password-rules';
import { useFormSubmit } from './use-form-submit';

const t = hostMessages.signup;
type Values = RegisterRequest & { repeatPassword: string };

export function SignupPage() {
  const [form] = Form.useForm<Values>();
  const [captchaRound, setCaptchaRound] = useState(0);
  const { busy, submit } = useFormSubmit(
    form,
    async ({ repeatPassword: _repeat, ...body }: Values) => {
      const response = await call(api.auth.register, { body });
      useAuthStore.getState().loginSucceeded(response, { email: body.email, password: body.password });
    },
    // A captcha answer is single-use.
    () => setCaptchaRound((n) => n + 1),
  );

  return (
    <AuthCard title={t.title} footer={<Link to={publicPaths.login}>{t.haveAccount}</Link>}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="firstName" label={t.firstName} rules={[{ required: true, message: t.firstNameRequired }]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t.lastName} rules={[{ required: true, message: t.lastNameRequired }]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <EmailField />
        <Form.Item name="password" label={hostMessages.login.password} rules={passwordRules}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeatPassword" label={t.repeatPassword} dependencies={['password']} rules={repeatPasswordRules('password')}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <CaptchaField refreshKey={captchaRound} />
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
