import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { LoginRefusal } from '@portal/contracts';
import { isApiError, twoFactorLogin } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { Link } from './Link';
import { goTo, publicPaths } from './public-router';
import { useFormSubmit } from './use-form-submit';

const t = hostMessages.twoFactor;

export function TwoFactorLoginPage() {
  const pending = useAuthStore((s) => s.pendingTwoFactor);
  const [form] = Form.useForm<{ code: string }>();
  const { busy, submit } = useFormSubmit(form, async ({ code }: { code: string }) => {
    try {
      await twoFactorLogin(code);
    } catch (error) {
      // The challenge of the password step is spent, burnt or expired: back to the password (the
      // interceptor has said why).
      if (isApiError(error) && (error.body as LoginRefusal | undefined)?.challengeExpired) useAuthStore.getState().clear();
      throw error;
    }
  });

  // The pending challenge lives only in memory (the password is not kept); after a reload the user starts again.
  useEffect(() => {
    if (!pending) goTo(publicPaths.login, true);
  }, [pending]);

  return (
    <AuthCard title={t.title} footer={<Link to={publicPaths.login}>{t.back}</Link>}>
      <p>{pending?.method === 'sms' ? t.hintSms : t.hint}</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="code" label={t.code} normalize={normalizeDigits} rules={[{ required: true, message: t.codeRequired }]}>
          <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
        </Form.Item>
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
