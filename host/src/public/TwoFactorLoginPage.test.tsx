/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@portal/api';
import { fakeFetch, json } from '@portal/api/test-support';
import { useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { publicPaths } from './public-router';
import { TwoFactorLoginPage } from './TwoFactorLoginPage';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const t = hostMessages.twoFactor;
const challengeToken = 'd'.repeat(64);

function pendingLogin() {
  useAuthStore.getState().clear();
  useAuthStore.getState().loginSucceeded(
    { accessToken: '0', twoFactor: true, profileCompleted: true, userTitle: 'ک', twoFactorMethod: 'totp', challengeToken },
    { email: '2fa@example.com', password: 'Demo@1234' },
  );
  window.history.replaceState(null, '', publicPaths.twoFactor);
}

test('the code page sends the challenge and the code; the password was never kept', async () => {
  pendingLogin();
  expect(JSON.stringify(useAuthStore.getState())).not.toContain('Demo@1234');
  const bodies: unknown[] = [];
  configureApi({
    fetch: fakeFetch(async (request) => {
      bodies.push(await request.json());
      return json(200, { accessToken: 'e'.repeat(64), twoFactor: true, profileCompleted: true, userTitle: 'ک' });
    }).fetch,
  });
  render(<TwoFactorLoginPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.code), '123456');
  await user.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(useAuthStore.getState().loginInfo?.accessToken).toBe('e'.repeat(64)));
  expect(bodies).toEqual([{ challengeToken, code: '123456' }]);
});

test('a spent or expired challenge sends the user back to the password', async () => {
  pendingLogin();
  configureApi({
    fetch: fakeFetch(() => json(422, { errorMessage: 'دوباره وارد شوید', message: 'دوباره وارد شوید', challengeExpired: true })).fetch,
  });
  render(<TwoFactorLoginPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.code), '123456');
  await user.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(window.location.pathname).toBe(publicPaths.login));
  expect(useAuthStore.getState().pendingTwoFactor).toBeNull();
});
