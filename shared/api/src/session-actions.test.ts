/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { setNavigator, useAuthStore } from '@portal/session';
import { configureApi } from './client';
import { fakeFetch, json } from './test-support/fake-fetch';
import { login, signOut, twoFactorLogin } from './session-actions';

configureApi({ notify: { error: jest.fn() } });

const credentials = { email: 'a@b.c', password: 'Secret1!' };
let navigate: jest.Mock;
let unset: () => void;
beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clear();
  navigate = jest.fn();
  unset = setNavigator(navigate);
});
afterEach(() => unset());

it('login stores the response; the two-factor step sends the challenge with the code, never the password', async () => {
  const challengeToken = 'c'.repeat(64);
  const fake = fakeFetch((req) =>
    new URL(req.url).pathname.endsWith('/auth/login')
      ? json(200, { accessToken: '0', twoFactor: true, profileCompleted: true, userTitle: 'ک', challengeToken })
      : json(200, { accessToken: 'tok', twoFactor: true, profileCompleted: true, userTitle: 'ک' }),
  );
  configureApi({ fetch: fake.fetch });
  await login(credentials);
  expect(useAuthStore.getState().pendingTwoFactor).toEqual({ email: credentials.email, challengeToken, method: 'totp' });
  // The browser keeps no copy of the password between the pages.
  expect(JSON.stringify(useAuthStore.getState())).not.toContain(credentials.password);
  await twoFactorLogin('123456');
  expect(await fake.requests[1].json()).toEqual({ challengeToken, code: '123456' });
  expect(useAuthStore.getState().loginInfo?.accessToken).toBe('tok');
  expect(useAuthStore.getState().pendingTwoFactor).toBeNull();
});

it('twoFactorLogin without a pending login fails before any request', async () => {
  const fake = fakeFetch(() => json(200));
  configureApi({ fetch: fake.fetch });
  await expect(twoFactorLogin('123456')).rejects.toThrow();
  expect(fake.requests).toHaveLength(0);
});

it('signOut logs out locally even when the server call fails', async () => {
  useAuthStore.getState().loginSucceeded({ accessToken: 'tok', twoFactor: false, profileCompleted: true, userTitle: 'ک' }, credentials);
  const fake = fakeFetch(() => Promise.reject(new TypeError('offline')));
  configureApi({ fetch: fake.fetch });
  await signOut();
  expect(fake.requests[0].headers.get('Authorization')).toBe('Bearer tok');
  expect(useAuthStore.getState().loginInfo).toBeNull();
  expect(navigate).toHaveBeenLastCalledWith('/');
});
