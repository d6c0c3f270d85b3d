/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@portal/api';
import { wireFake, type WireFake, type WireResult } from '@portal/api/test-support';
import { api, type BodyOf } from '@portal/contracts';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { loginAnswer } from '@portal/session/src/login-answer.fixture';
import { SignupPage } from './SignupPage';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const t = hostMessages.signup;
/** Register's answer: a login answer without a session (no account exists until the code is confirmed). */
const registerAnswer = loginAnswer({
  accessToken: null,
  userId: 0,
  userTitle: 'سارا احمدی',
  isSuperUser: false,
  isFinancialManager: false,
  isAccountManager: false,
  profileCompleted: false,
});

const captcha = { captchaKey: 'k1', base64CaptchaImage: 'PHN2Zy8+' };

let fake: WireFake | undefined;
// Every call the page made was one the test answered.
afterEach(() => expect(fake?.unmatched ?? []).toEqual([]));

test('sign-up asks for the e-mailed code after the details, and the code signs in', async () => {
  fake = wireFake()
    .on(api.auth.captcha, captcha)
    .on(api.auth.register, registerAnswer)
    .on(api.auth.registerConfirm, loginAnswer({ accessToken: 'b'.repeat(64), profileCompleted: false, userTitle: 'سارا احمدی' }));
  configureApi({ fetch: fake.fetch });
  const sent = fake;
  const user = userEvent.setup();
  render(<SignupPage />);
  await user.type(screen.getByLabelText(t.firstName, { exact: true }), 'سارا');
  await user.type(screen.getByLabelText(t.lastName), 'احمدی');
  await user.type(screen.getByLabelText(hostMessages.login.email), 'sara@example.com');
  await user.type(screen.getByLabelText(hostMessages.login.password, { exact: true }), 'Strong@123');
  await user.type(screen.getByLabelText(t.repeatPassword), 'Strong@123');
  await waitFor(() => expect(document.querySelector<HTMLInputElement>('input#captchaKey')?.value).toBe('k1'));
  await user.type(screen.getByRole('textbox', { name: hostMessages.captcha.label }), '12345');
  await user.click(screen.getByRole('button', { name: t.submit }));

  const code = await screen.findByLabelText(t.code);
  expect(sent.calls(api.auth.register)[0].body).toEqual(expect.objectContaining({ email: 'sara@example.com', captchaKey: 'k1', captchaCode: '12345' }));
  expect(useAuthStore.getState().loginInfo).toBeNull();
  await user.type(code, '482913');
  await user.click(screen.getByRole('button', { name: t.confirm }));
  await waitFor(() => expect(useAuthStore.getState().loginInfo?.accessToken).toBe('b'.repeat(64)));
  expect(sent.calls(api.auth.registerConfirm)[0].body).toEqual({ email: 'sara@example.com', confirmCode: '482913' });
  expect(sent.calls().filter((c) => c.method === 'POST')).toHaveLength(2);
});

describe('a referral link', () => {
  const UNKNOWN = 'کد معرفی معتبر نیست؛ پیوند معرفی را دوباره باز کنید یا این کد را پاک کنید';
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function fillAndSubmit(referralAnswer: (code: string | null | undefined) => WireResult<typeof api.auth.register>) {
    const calls: Array<BodyOf<typeof api.auth.register>> = [];
    fake = wireFake()
      .on(api.auth.captcha, captcha)
      .on(api.auth.register, (request) => {
        calls.push(request.body);
        return referralAnswer(request.body.referralCode);
      });
    configureApi({ fetch: fake.fetch });
    const user = userEvent.setup();
    render(<SignupPage />);
    await user.type(screen.getByLabelText(t.firstName, { exact: true }), 'سارا');
    await user.type(screen.getByLabelText(t.lastName), 'احمدی');
    await user.type(screen.getByLabelText(hostMessages.login.email), 'sara@example.com');
    await user.type(screen.getByLabelText(hostMessages.login.password, { exact: true }), 'Strong@123');
    await user.type(screen.getByLabelText(t.repeatPassword), 'Strong@123');
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input#captchaKey')?.value).toBe('k1'));
    await user.type(screen.getByRole('textbox', { name: hostMessages.captcha.label }), '12345');
    return { user, calls };
  }

  test('/account/signup?referral=CODE fills the code and sends it with the details', async () => {
    window.history.replaceState(null, '', '/account/signup?referral=REFABC12');
    const { user, calls } = await fillAndSubmit(() => registerAnswer);
    expect(screen.getByLabelText(t.referralCode)).toHaveValue('REFABC12');
    expect(screen.getByText(t.referralHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByLabelText(t.code);
    expect(calls[0]).toEqual(expect.objectContaining({ email: 'sara@example.com', referralCode: 'REFABC12' }));
  });

  test('an unknown code is refused on its field and everything typed stays', async () => {
    window.history.replaceState(null, '', '/account/signup?referral=NOSUCH1');
    const { user, calls } = await fillAndSubmit((code) =>
      code === 'NOSUCH1' ? { status: 422, body: { errors: { ReferralCode: [UNKNOWN] } } } : registerAnswer,
    );
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
    expect(screen.getByLabelText(t.firstName, { exact: true })).toHaveValue('سارا');
    expect(screen.getByLabelText(t.referralCode)).toHaveValue('NOSUCH1');
    expect(screen.queryByLabelText(t.code)).not.toBeInTheDocument();
    // emptying the field signs up without a referral
    await user.clear(screen.getByLabelText(t.referralCode));
    await user.type(screen.getByRole('textbox', { name: hostMessages.captcha.label }), '{Control>}a{/Control}54321');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByLabelText(t.code);
    expect(calls[1]).not.toHaveProperty('referralCode');
  });

  test('without a referral link the field is empty and nothing is sent for it', async () => {
    const { user, calls } = await fillAndSubmit(() => registerAnswer);
    expect(screen.getByLabelText(t.referralCode)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByLabelText(t.code);
    expect(calls[0]).not.toHaveProperty('referralCode');
  });
});
