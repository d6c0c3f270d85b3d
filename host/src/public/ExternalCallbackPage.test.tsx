/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@portal/api';
import { json, wireFake, type WireFake } from '@portal/api/test-support';
import { api } from '@portal/contracts';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import ExternalCallbackPage from './ExternalCallbackPage';
import { loginAnswer } from '@portal/session/src/login-answer.fixture';
import { LoginPage } from './LoginPage';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const t = hostMessages.externalSignIn;
const LOGIN = loginAnswer({ accessToken: 'a'.repeat(64), profileCompleted: false, userTitle: 'رضا آیتو' });

let fake: WireFake | undefined;
// Every call the page made was one the test answered.
afterEach(() => expect(fake?.unmatched ?? []).toEqual([]));

/** The provider's external sign-in calls all answer `answer`; what was sent, as `METHOD path?query body`. */
function serve(answer: () => Response) {
  fake = wireFake()
    .on(api.auth.loginGoogleUrl, answer)
    .on(api.auth.loginItoUrl, answer)
    .on(api.auth.loginGoogleCallback, answer)
    .on(api.auth.loginItoCallback, answer);
  configureApi({ fetch: fake.fetch });
  const served = fake;
  return () => served.calls().map((c) => `${c.method} ${c.url}${c.method === 'POST' ? ` ${JSON.stringify(c.body)}` : ''}`);
}

beforeEach(() => useAuthStore.getState().clear());

test('the code goes to the provider callback once (ITO: in the body); the login info is stored and the code leaves the address bar', async () => {
  window.history.replaceState(null, '', '/account/login-callback/ito?code=c0de&state=st4te');
  const seen = serve(() => json(200, LOGIN));
  render(<ExternalCallbackPage provider="ito" />);
  await waitFor(() => expect(useAuthStore.getState().loginInfo?.accessToken).toBe(LOGIN.accessToken));
  expect(seen()).toEqual(['POST /api/my/auth/login-ito-callback {"code":"c0de"}']);
  expect(useAuthStore.getState().loginInfo).toMatchObject({ profileCompleted: false, userTitle: 'رضا آیتو' });
  expect(window.location.pathname + window.location.search).toBe('/');
});

test('Google: the code in the query; two-factor accounts go to the two-factor page, which will ask for the e-mail', async () => {
  window.history.replaceState(null, '', '/account/login-callback/google?code=c&state=s');
  const seen = serve(() => json(200, { ...LOGIN, accessToken: '0', twoFactor: true }));
  render(<ExternalCallbackPage provider="google" />);
  await waitFor(() => expect(window.location.pathname).toBe('/account/two-factor-login'));
  expect(seen()).toEqual(['GET /api/my/auth/login-google-callback?code=c']);
  expect(useAuthStore.getState().pendingTwoFactor).toEqual({ email: '' });
});

test('a refusal lands on the login page with the server message, nothing stored', async () => {
  window.history.replaceState(null, '', '/account/login-callback/google?code=c3&state=s3');
  const message = 'کد ورود نامعتبر است، منقضی شده یا قبلاً استفاده شده است؛ دوباره از صفحه ورود شروع کنید';
  const toasted = jest.fn();
  configureApi({ notify: { error: toasted } }); // kept by serve()'s configureApi
  serve(() => json(422, { message, errorMessage: message, externalSignInFailed: true }));
  const { unmount } = render(<ExternalCallbackPage provider="google" />);
  await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
  // Said once, on the login page: the API client does not toast it.
  expect(toasted).not.toHaveBeenCalled();
  unmount();
  render(<LoginPage />);
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(useAuthStore.getState().loginInfo).toBeNull();
});

test('deny at the provider: no API call, the login page says access was not given', async () => {
  window.history.replaceState(null, '', '/account/login-callback/google?error=access_denied&state=s');
  const seen = serve(() => json(200, LOGIN));
  const { unmount } = render(<ExternalCallbackPage provider="google" />);
  await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
  unmount();
  render(<LoginPage />);
  expect(screen.getByRole('alert')).toHaveTextContent(t.denied);
  expect(seen()).toEqual([]);
});

test('the login page buttons ask for the provider URL on click only (jsdom cannot follow it; the e2e does)', async () => {
  window.history.replaceState(null, '', '/account/login');
  const seen = serve(() => json(200, { url: '/api/sandbox/idp/ito/authorize?state=x' }));
  render(<LoginPage />);
  expect(screen.getByRole('button', { name: t.google })).toBeEnabled();
  expect(seen()).toEqual([]);
  await userEvent.setup().click(screen.getByRole('button', { name: t.ito }));
  await waitFor(() => expect(seen()).toEqual(['GET /api/my/auth/login-ito-url']));
});
