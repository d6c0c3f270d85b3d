import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { api, confirmCodeNumber, type ForgotRequest, forgotConfirmSchema } from '@portal/contracts';
import { call } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { formRules } from '@portal/ui/form-rules';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { CaptchaField } from './CaptchaField';
import { EmailField } from './EmailField';
import { Link } from './Link';
import { goTo, publicPaths } from './public-router';
import { passwordRules } from './password-rules';
import { useFormSubmit } from './use-form-submit';

const t = hostMessages.forget;
type EmailValues = ForgotRequest & { email: string };
/** The code as typed (six digits); the wire carries it as a number. */
type ConfirmValues = { confirmCode: string; password: string };

/** Two steps: the email (kept for the confirm step after a successful call), then code + new password. */
export function ForgetPage() {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? <EmailStep onSent={setEmail} /> : <ConfirmStep email={email} onChangeEmail={() => setEmail(null)} />;
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [form] = Form.useForm<EmailValues>();
  const [captchaRound, setCaptchaRound] = useState(0);
  const { busy, submit } = useFormSubmit(
    form,
    async (body: EmailValues) => {
      await call(api.auth.forgot, { body });
      notify.success(t.codeSent);
      onSent(body.email);
    },
    () => setCaptchaRound((n) => n + 1),
  );

  return (
    <AuthCard title={t.title} footer={<Link to={publicPaths.login}>{t.backToLogin}</Link>}>
      <p>{t.emailHint}</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <EmailField autoFocus />
        <CaptchaField refreshKey={captchaRound} />
        <SubmitButton busy={busy}>{t.sendCode}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

function ConfirmStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const [form] = Form.useForm<ConfirmValues>();
  const { busy, submit } = useFormSubmit(form, async ({ confirmCode, password }: ConfirmValues) => {
    await call(api.auth.forgotConfirm, { body: { email, password, confirmCode: confirmCodeNumber(confirmCode) } });
    notify.success(t.done);
    goTo(publicPaths.login);
  });

  return (
    <AuthCard
      title={t.title}
      footer={
        <a href={publicPaths.forget} onClick={(e) => (e.preventDefault(), onChangeEmail())}>
          {t.changeEmail}
        </a>
      }
    >
      <p>{t.codeHint.replace('{email}', email)}</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="confirmCode" label={t.code} normalize={normalizeDigits} rules={formRules(forgotConfirmSchema.confirmCode)}>
          <Input dir="ltr" autoComplete="one-time-code" maxLength={6} autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t.newPassword} rules={passwordRules}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
