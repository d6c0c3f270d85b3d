/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@portal/api';
import { wireFake, type WireAnswer, type WireFake } from '@portal/api/test-support';
import { api } from '@portal/contracts';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { loginAnswer } from '@portal/session/src/login-answer.fixture';
import { publicPaths } from './public-router';
import { TwoFactorLoginPage } from './TwoFactorLoginPage';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const t = hostMessages.twoFactor;

function pendingLogin(email = '2fa@example.com') {
  useAuthStore.getState().clear();
  useAuthStore.getState().loginSucceeded(loginAnswer({ accessToken: '0', twoFactor: true }), { email, password: 'Demo@1234' });
  window.history.replaceState(null, '', publicPaths.twoFactor);
}

let fake: WireFake | undefined;
// Every call the page made was the two-factor login the test answered.
afterEach(() => expect(fake?.unmatched ?? []).toEqual([]));

function serve(answer: WireAnswer<typeof api.auth.twoFactorLogin>) {
  fake = wireFake().on(api.auth.twoFactorLogin, answer);
  configureApi({ fetch: fake.fetch });
  return fake;
}

test('the code page sends the e-mail and the code as a number; the password was never kept', async () => {
  pendingLogin();
  expect(JSON.stringify(useAuthStore.getState())).not.toContain('Demo@1234');
  const sent = serve(loginAnswer({ twoFactor: true }));
  const bodies = () => sent.calls(api.auth.twoFactorLogin).map((c) => c.body);
  render(<TwoFactorLoginPage />);
  // One hint for both sources of the code; the e-mail is known, so it is not asked.
  expect(screen.getByText(t.hint)).toBeInTheDocument();
  expect(screen.queryByLabelText(hostMessages.login.email)).toBeNull();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.code), '012345');
  await user.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(useAuthStore.getState().loginInfo?.accessToken).toBe('e'.repeat(64)));
  expect(bodies()).toEqual([{ email: '2fa@example.com', confirmCode: 12345 }]);
});

test('a code that is not six digits is refused in the form', async () => {
  pendingLogin();
  const sent = serve(loginAnswer());
  render(<TwoFactorLoginPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.code), '12a45');
  await user.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByText(t.codeDigits)).toBeInTheDocument();
  expect(sent.calls()).toHaveLength(0);
});

test('after an external sign-in (no e-mail known) the page asks for the e-mail too', async () => {
  pendingLogin('');
  const sent = serve(loginAnswer({ twoFactor: true }));
  const bodies = () => sent.calls(api.auth.twoFactorLogin).map((c) => c.body);
  render(<TwoFactorLoginPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(hostMessages.login.email), '2fa@example.com');
  await user.type(screen.getByLabelText(t.code), '654321');
  await user.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(bodies()).toEqual([{ email: '2fa@example.com', confirmCode: 654321 }]));
});

test('a spent or expired challenge sends the user back to the password', async () => {
  pendingLogin();
  serve({ status: 422, body: { errorMessage: 'دوباره وارد شوید', message: 'دوباره وارد شوید', challengeExpired: true } });
  render(<TwoFactorLoginPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.code), '123456');
  await user.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(window.location.pathname).toBe(publicPaths.login));
  expect(useAuthStore.getState().pendingTwoFactor).toBeNull();
});
