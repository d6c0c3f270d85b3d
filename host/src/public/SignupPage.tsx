import { useState } from 'react';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import { api, registerConfirmSchema, registerSchema, type RegisterConfirmRequest, type RegisterRequest } from '@portal/contracts';
import { call } from '@portal/api';
import { ltr, normalizeDigits } from '@portal/locale';
import { useAuthStore } from '@portal/session';
import { notify } from '@portal/ui/toast';
import { formRules } from '@portal/ui/form-rules';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { CaptchaField } from './CaptchaField';
import { EmailField } from './EmailField';
import { ExternalSignInButtons } from './ExternalSignInButtons';
import { Link } from './Link';
import { publicPaths } from './public-router';
import { passwordRules, repeatPasswordRules } from './password-rules';
import { useFormSubmit } from './use-form-submit';

const t = hostMessages.signup;
/** What the form holds (every typed field a string); sent as the provider's RegisterModel. */
type Values = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
  referralCode?: string;
  repeatPassword: string;
};

/** The code of a referral link (`/account/signup?referral=CODE`), read once when the page opens. */
export const referralFromUrl = (): string | undefined => new URLSearchParams(window.location.search).get('referral')?.trim() || undefined;

/**
 * Two steps: the details (the API answers the same for a new and a registered address), then the
 * code e-mailed to a new address, which creates the account and signs in.
 */
export function SignupPage() {
  const [form] = Form.useForm<Values>();
  const [email, setEmail] = useState<string | null>(null);
  const [referral] = useState(referralFromUrl);
  return email === null ? <DetailsStep form={form} onSent={setEmail} referral={referral} /> : <CodeStep email={email} onBack={() => setEmail(null)} />;
}

function DetailsStep({ form, onSent, referral }: { form: FormInstance<Values>; onSent: (email: string) => void; referral: string | undefined }) {
  const [captchaRound, setCaptchaRound] = useState(0);
  const { busy, submit } = useFormSubmit(
    form,
    async ({ repeatPassword: _repeat, referralCode, ...rest }: Values) => {
      // An emptied referral field sends no code.
      const body: RegisterRequest = referralCode?.trim() ? { ...rest, referralCode: referralCode.trim() } : rest;
      // The answer is a login answer without a session (the same for a new and a registered address).
      await call(api.auth.register, { body });
      notify.success(t.codeSent);
      onSent(rest.email);
    },
    // A captcha answer is single-use.
    () => setCaptchaRound((n) => n + 1),
  );

  return (
    <AuthCard title={t.title} footer={<Link to={publicPaths.login}>{t.haveAccount}</Link>}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy} preserve initialValues={{ referralCode: referral }}>
        <Form.Item name="firstName" label={t.firstName} rules={formRules(registerSchema.firstName)}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t.lastName} rules={formRules(registerSchema.lastName)}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <EmailField />
        <Form.Item name="password" label={hostMessages.login.password} rules={passwordRules}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeatPassword" label={t.repeatPassword} dependencies={['password']} rules={repeatPasswordRules('password')}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="referralCode" label={t.referralCode} extra={referral ? t.referralHint : undefined} rules={formRules(registerSchema.referralCode)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <CaptchaField refreshKey={captchaRound} />
        <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      </Form>
      <ExternalSignInButtons />
    </AuthCard>
  );
}

type CodeValues = { confirmCode: string };

function CodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const [form] = Form.useForm<CodeValues>();
  const { busy, submit } = useFormSubmit(form, async ({ confirmCode }: CodeValues) => {
    const body: RegisterConfirmRequest = { email, confirmCode };
    const response = await call(api.auth.registerConfirm, { body });
    useAuthStore.getState().loginSucceeded(response, { email });
  });

  return (
    <AuthCard
      title={t.title}
      footer={
        <a href={publicPaths.signup} onClick={(e) => (e.preventDefault(), onBack())}>
          {t.changeDetails}
        </a>
      }
    >
      <p>{t.codeHint.replace('{email}', ltr(email))}</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="confirmCode" label={t.code} normalize={normalizeDigits} rules={formRules(registerConfirmSchema.confirmCode)}>
          <Input dir="ltr" autoComplete="one-time-code" maxLength={6} autoFocus />
        </Form.Item>
        <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
