import { useEffect, useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import type { LoginRequest } from '@portal/api/contracts';
import { fieldErrorsForForm, login } from '@portal/api';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { Link } from './Link';
import { goTo, publicPaths } from './public-router';
import { takeTypedValues } from './typed-before-start';

const t = hostMessages.login;

export function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const { values, focusedId } = takeTypedValues();
    form.setFieldsValue(values);
    if (focusedId) document.getElementById(focusedId)?.focus();
    // Tests and monitoring can tell when the page became interactive.
    document.documentElement.dataset.ready = 'login';
  }, [form]);

  const onFinish = async (values: LoginRequest) => {
    setBusy(true);
    try {
      const response = await login(values);
      // Otherwise the token is held and the guard swaps in the signed-in app.
      if (response.twoFactor && response.accessToken === '0') goTo(publicPaths.twoFactor);
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
    } finally {
      setBusy(false);
    }
  };

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
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item
          name="email"
          label={t.email}
          rules={[
            { required: true, message: t.emailRequired },
            { type: 'email', message: t.emailInvalid },
          ]}
        >
          <Input dir="ltr" autoComplete="username" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
          <Input.Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
