/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/session';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { TwoFactorTab } from './TwoFactorTab';
import { accountMessages } from './messages';

resetAfterEach();
const t = accountMessages.twoFactor;

test("enabling SMS two-factor sets the session's twoFactor to the submitted twoFactorStatus, whatever a later answer says", async () => {
  useAuthStore.getState().loginSucceeded({ accessToken: 'a'.repeat(64), twoFactor: false }, { email: 'demo@example.com' });
  const sent: unknown[] = [];
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <TwoFactorTab />,
    api: async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/profile/enable-sms')) {
        sent.push(await request.json());
        return json(200, { message: 'کد پیامک شد' });
      }
      if (path.endsWith('/profile/get')) return json(200, { email: 'demo@example.com', phoneNumber: '09121234567' });
      // The methods, asked again after the call, still say SMS is off (the code is not confirmed yet).
      if (path.endsWith('/profile/two-factor-methods')) return json(200, { totp: false, sms: false });
      return json(404, {});
    },
  });
  const card = await screen.findByTestId('sms-card');
  await userEvent.click(await within(card).findByRole('button', { name: t.enable }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: t.start }));
  await waitFor(() => expect(sent).toEqual([{ twoFactorStatus: true }]));
  await screen.findByText(t.smsSent);
  await waitFor(() => expect(fake.requests.filter((r) => r.url.endsWith('/two-factor-methods')).length).toBeGreaterThan(1));
  expect(useAuthStore.getState().loginInfo?.twoFactor).toBe(true);
  expect(JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => localStorage.getItem(k)?.includes('accessToken'))!)!)).toMatchObject({
    twoFactor: true,
  });
});

// Last: the absence it records lasts for the page's life, here the file's.
test("against an upstream without the methods list (ours), the tab is the provider's one switch: hasTwoFactor, turned on by enable-sms alone", async () => {
  useAuthStore.getState().loginSucceeded({ accessToken: 'a'.repeat(64), twoFactor: false }, { email: 'demo@example.com' });
  const sent: unknown[] = [];
  let on = false;
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <TwoFactorTab />,
    api: async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/profile/enable-sms')) {
        const body = (await request.json()) as { twoFactorStatus: boolean };
        sent.push(body);
        on = body.twoFactorStatus;
        return json(200, {});
      }
      if (path.endsWith('/profile/get')) return json(200, { email: 'demo@example.com', phoneNumber: '09121234567', hasTwoFactor: on });
      return json(404, { message: 'Not Found' });
    },
  });
  const card = await screen.findByTestId('sms-card');
  await waitFor(() => expect(screen.queryByTestId('totp-card')).toBeNull());
  await userEvent.click(await within(card).findByRole('button', { name: t.enable }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: t.enable }));
  await waitFor(() => expect(sent).toEqual([{ twoFactorStatus: true }]));
  // One step: no code to confirm with a call the provider lacks.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(fake.requests.some((r) => r.url.endsWith('/enable-sms-confirm'))).toBe(false);
  expect(useAuthStore.getState().loginInfo?.twoFactor).toBe(true);
  expect(await within(screen.getByTestId('sms-card')).findByRole('button', { name: t.disable })).toBeInTheDocument();
});
