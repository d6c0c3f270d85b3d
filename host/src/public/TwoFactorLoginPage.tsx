import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { twoFactorLoginSchema, type LoginRefusal } from '@portal/contracts';
import { formRules } from '@portal/ui/form-rules';
import { isApiError, twoFactorLogin } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { SubmitButton } from './SubmitButton';
import { Link } from './Link';
import { goTo, publicPaths } from './public-router';
import { useFormSubmit } from './use-form-submit';

const t = hostMessages.twoFactor;
type Values = { confirmCode: string; email?: string };

export function TwoFactorLoginPage() {
  const pending = useAuthStore((s) => s.pendingTwoFactor);
  // After an external sign-in the e-mail of the account is not known here: the user types it.
  const asksEmail = pending !== null && !pending.email;
  const [form] = Form.useForm<Values>();
  const { busy, submit } = useFormSubmit(form, async ({ confirmCode, email }: Values) => {
    try {
      await twoFactorLogin(confirmCode, email?.trim());
    } catch (error) {
      // No live challenge (spent, burnt or expired): back to the password (the interceptor has said why).
      if (isApiError(error) && (error.body as LoginRefusal | undefined)?.challengeExpired) useAuthStore.getState().clear();
      throw error;
    }
  });

  // The pending login lives only in memory (the password is not kept); after a reload the user starts again.
  useEffect(() => {
    if (!pending) goTo(publicPaths.login, true);
  }, [pending]);

  return (
    <AuthCard title={t.title} footer={<Link to={publicPaths.login}>{t.back}</Link>}>
      <p>{t.hint}</p>
      {asksEmail && <p>{t.emailHint}</p>}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        {asksEmail && <EmailField autoComplete="username" />}
        <Form.Item
          name="confirmCode"
          label={t.code}
          normalize={normalizeDigits}
          // Sent as a number: only six digits make one.
          rules={formRules(twoFactorLoginSchema.confirmCode)}
        >
          <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={!asksEmail} />
        </Form.Item>
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
