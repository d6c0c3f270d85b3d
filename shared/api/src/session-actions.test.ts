/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import type { LoginResponse } from '@portal/contracts';
import { loginAnswer } from '@portal/session/src/login-answer.fixture';
import { setNavigator, useAuthStore } from '@portal/session';
import { configureApi } from './client';
import { fakeFetch, json } from './test-support/fake-fetch';
import { login, signOut, twoFactorLogin } from './session-actions';

configureApi({ notify: { error: jest.fn() } });

const credentials = { email: 'a@b.c', password: 'Secret1!' };
const answer = (accessToken: string | null, twoFactor: boolean): LoginResponse => loginAnswer({ accessToken, twoFactor });
let navigate: jest.Mock;
let unset: () => void;
beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clear();
  navigate = jest.fn();
  unset = setNavigator(navigate);
});
afterEach(() => unset());

it('login stores the response; the two-factor step sends the e-mail and the code as a number, never the password', async () => {
  const fake = fakeFetch((req) => json(200, new URL(req.url).pathname.endsWith('/auth/login') ? answer('0', true) : answer('tok', true)));
  configureApi({ fetch: fake.fetch });
  await login(credentials);
  expect(useAuthStore.getState().pendingTwoFactor).toEqual({ email: credentials.email });
  // The browser keeps no copy of the password between the pages.
  expect(JSON.stringify(useAuthStore.getState())).not.toContain(credentials.password);
  await twoFactorLogin('012345');
  expect(await fake.requests[1].json()).toEqual({ email: credentials.email, confirmCode: 12345 });
  expect(useAuthStore.getState().loginInfo?.accessToken).toBe('tok');
  expect(useAuthStore.getState().pendingTwoFactor).toBeNull();
});

it('after an external sign-in (no e-mail known) the code step sends the e-mail the user typed', async () => {
  const fake = fakeFetch(() => json(200, answer('tok', true)));
  configureApi({ fetch: fake.fetch });
  useAuthStore.getState().loginSucceeded(answer('0', true), { email: '' });
  await twoFactorLogin('654321', 'typed@example.com');
  expect(await fake.requests[0].json()).toEqual({ email: 'typed@example.com', confirmCode: 654321 });
});

it('twoFactorLogin without a pending login fails before any request', async () => {
  const fake = fakeFetch(() => json(200));
  configureApi({ fetch: fake.fetch });
  await expect(twoFactorLogin('123456')).rejects.toThrow();
  expect(fake.requests).toHaveLength(0);
});

it('signOut logs out locally even when the server call fails', async () => {
  useAuthStore.getState().loginSucceeded(answer('tok', false), credentials);
  const fake = fakeFetch(() => Promise.reject(new TypeError('offline')));
  configureApi({ fetch: fake.fetch });
  await signOut();
  expect(fake.requests[0].headers.get('Authorization')).toBe('Bearer tok');
  expect(useAuthStore.getState().loginInfo).toBeNull();
  expect(navigate).toHaveBeenLastCalledWith('/');
});
