import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import { api, type LoginRequest } from '@portal/api/contracts';
import { call, fieldErrorsForForm, invalidateAll } from '@portal/api';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { Link } from './Link';
import { goTo, publicPaths } from './public-router';

const t = hostMessages.login;

export function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: LoginRequest) => {
    setBusy(true);
    try {
      const response = await call(api.auth.login, { body: values });
      useAuthStore.getState().loginSucceeded(response, values);
      if (response.twoFactor && response.accessToken === '0') {
        goTo(publicPaths.twoFactor);
      } else {
        invalidateAll();
      }
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
