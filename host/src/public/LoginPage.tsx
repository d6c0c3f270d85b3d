import { useEffect, useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { loginSchema, type LoginRefusal, type LoginRequest } from '@portal/contracts';
import { formRules } from '@portal/ui/form-rules';
import { isApiError, login } from '@portal/api';
import { fill, formatNumber } from '@portal/locale';
import { needsSecondFactor } from '@portal/session';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { CaptchaField } from './CaptchaField';
import { SubmitButton } from './SubmitButton';
import { EmailField } from './EmailField';
import { ExternalSignInButtons } from './ExternalSignInButtons';
import { Link } from './Link';
import { goTo, publicPaths } from './public-router';
import { takeSignInNotice } from './sign-in-notice';
import { takeTypedValues } from './typed-before-start';
import { useFormSubmit } from './use-form-submit';
import { useWait } from './use-wait';

const t = hostMessages.login;

export function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  // After a few failures the API asks for a captcha on this account (no lock-out): shown from then
  // on, a fresh one after every refused try since an answer is single-use.
  const [captcha, setCaptcha] = useState({ shown: false, round: 0 });
  // Why an external sign-in came back here (denied, expired, replayed, another browser's state).
  const [notice] = useState(takeSignInNotice);
  // Too many tries: the button says how long the server asked to wait and sends nothing until then.
  const wait = useWait();
  const { busy, submit } = useFormSubmit(
    form,
    async (values: LoginRequest) => {
      try {
        const response = await login(values);
        // Otherwise the token is held and the guard swaps in the signed-in app.
        if (needsSecondFactor(response)) goTo(publicPaths.twoFactor);
      } catch (error) {
        if (isApiError(error) && (error.body as LoginRefusal | undefined)?.captchaRequired) setCaptcha((c) => ({ ...c, shown: true }));
        if (isApiError(error) && error.status === 429 && error.retryAfterSeconds) wait.start(error.retryAfterSeconds);
        throw error;
      }
    },
    () => setCaptcha((c) => ({ ...c, round: c.round + 1 })),
  );

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
      {notice && (
        <p role="alert" className="auth-notice">
          {notice}
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <EmailField autoFocus autoComplete="username" />
        <Form.Item name="password" label={t.password} rules={formRules(loginSchema.password)}>
          <Input.Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
        {captcha.shown && <CaptchaField refreshKey={captcha.round} />}
        <SubmitButton busy={busy} disabled={wait.secondsLeft > 0}>
          {wait.secondsLeft > 0 ? fill(t.waitToRetry, { seconds: formatNumber(wait.secondsLeft) }) : t.submit}
        </SubmitButton>
      </Form>
      <ExternalSignInButtons />
    </AuthCard>
  );
}
