/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/session';
import { api, type ResponseOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { TwoFactorTab } from './TwoFactorTab';
import { accountMessages } from './messages';

resetAfterEach();
const t = accountMessages.twoFactor;

const profile = (hasTwoFactor: boolean): ResponseOf<typeof api.account.profileGet> => ({
  email: 'demo@example.com',
  phoneNumber: '09121234567',
  hasTwoFactor,
  phoneNumberConfirmed: false,
  emailConfirmed: false,
  idConfirmed: false,
  isLegal: false,
  firstName: null,
  lastName: null,
});

test("enabling SMS two-factor sets the session's twoFactor to the submitted twoFactorStatus, whatever a later answer says", async () => {
  useAuthStore.getState().loginSucceeded({ accessToken: 'a'.repeat(64), twoFactor: false }, { email: 'demo@example.com' });
  const sent: unknown[] = [];
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <TwoFactorTab />,
    api: wireFake()
      .on(api.account.enableSms, (request) => {
        sent.push(request.body);
        return { status: 200 };
      })
      .on(api.account.profileGet, profile(false))
      // The methods, asked again after the call, still say SMS is off (the code is not confirmed yet).
      .on(api.account.twoFactorMethods, { totp: false, sms: false }),
  });
  const card = await screen.findByTestId('sms-card');
  await userEvent.click(await within(card).findByRole('button', { name: t.enable }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: t.start }));
  await waitFor(() => expect(sent).toEqual([{ twoFactorStatus: true }]));
  await screen.findByText(t.smsSent);
  await waitFor(() => expect(fake.calls(api.account.twoFactorMethods).length).toBeGreaterThan(1));
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
    api: wireFake()
      .on(api.account.enableSms, (request) => {
        sent.push(request.body);
        on = request.body.twoFactorStatus ?? false;
        return { status: 200 };
      })
      .on(api.account.profileGet, () => profile(on))
      .on(api.account.twoFactorMethods, { status: 404, body: { message: 'Not Found' } }),
  });
  const card = await screen.findByTestId('sms-card');
  await waitFor(() => expect(screen.queryByTestId('totp-card')).toBeNull());
  await userEvent.click(await within(card).findByRole('button', { name: t.enable }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: t.enable }));
  await waitFor(() => expect(sent).toEqual([{ twoFactorStatus: true }]));
  // One step: no code to confirm with a call the provider lacks.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(fake.calls(api.account.enableSmsConfirm)).toEqual([]);
  expect(useAuthStore.getState().loginInfo?.twoFactor).toBe(true);
  expect(await within(screen.getByTestId('sms-card')).findByRole('button', { name: t.disable })).toBeInTheDocument();
});
