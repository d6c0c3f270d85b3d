import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { LoginRequest } from '@portal/contracts';
import { login } from '@portal/api';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { EmailField } from './EmailField';
import { Link } from './Link';
import { goTo, publicPaths } from './public-router';
import { takeTypedValues } from './typed-before-start';
import { useFormSubmit } from './use-form-submit';

const t = hostMessages.login;

export function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  const { busy, submit } = useFormSubmit(form, async (values: LoginRequest) => {
    const response = await login(values);
    // Otherwise the token is held and the guard swaps in the signed-in app.
    if (response.twoFactor && response.accessToken === '0') goTo(publicPaths.twoFactor);
  });

  useEffect(() => {
    const { values, focusedId } = takeTypedValues();
    form.setFieldsValue(values);
    if (focusedId) document.getElementById(focusedId)?.focus();
    // Tests and monitoring can tell when the page became interactive.
    document.documentElement.dataset.ready = 'login';
  }, [form]);

  return (
    <AuthCard
      title={t.title}
      footer={
        <>
          <Link to={publicPaths.forget}>{t.forgot}</Link>
          <Link to={publicPaths.signup}>{t.signup}</Link>
        </>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <EmailField autoFocus autoComplete="username" />
        <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
          <Input.Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
