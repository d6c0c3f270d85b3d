/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ResponseOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { ExternalIdentitiesCard } from './ExternalIdentitiesCard';
import { accountMessages } from './messages';

resetAfterEach();
const t = accountMessages.externalIdentities;
const LAST_WAY = 'این تنها راه ورود به حساب شماست؛ پیش از جدا کردن آن، از «فراموشی رمز عبور» برای حساب رمز بگذارید';

test('linked identities with their e-mail; unlinking asks first, then the list follows', async () => {
  let identities: ResponseOf<typeof api.auth.externalIdentities>['identities'] = [
    { provider: 'google', email: 'demo@example.com', createDate: '2026-11-20T08:00:00Z' },
    { provider: 'ito', email: 'demo@example.com', createDate: '2026-11-21T08:00:00Z' },
  ];
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <ExternalIdentitiesCard />,
    api: wireFake()
      .on(api.auth.unlinkExternalIdentity, { params: { provider: 'google' } }, () => {
        identities = identities.filter((i) => i.provider !== 'google');
        // The unlink answers the identities left.
        return { identities, hasPassword: true };
      })
      .on(api.auth.externalIdentities, () => ({ identities, hasPassword: true })),
  });
  const google = await screen.findByTestId('identity-google');
  expect(await within(google).findByText('demo@example.com')).toBeInTheDocument();
  await userEvent.click(within(google).getByRole('button', { name: `${t.unlink} ${t.providers.google}` }));
  const dialog = await screen.findByRole('dialog');
  expect(fake.calls().filter((r) => r.method === 'DELETE')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: t.unlink }));
  await waitFor(() => expect(within(screen.getByTestId('identity-google')).getByText(t.notLinked)).toBeInTheDocument());
  expect(within(screen.getByTestId('identity-ito')).getByText('demo@example.com')).toBeInTheDocument();
});

test('the last way into an account without a password: the dialog says so and the refusal keeps the link', async () => {
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <ExternalIdentitiesCard />,
    api: wireFake()
      .on(api.auth.unlinkExternalIdentity, { status: 422, body: { message: LAST_WAY, errorMessage: LAST_WAY } })
      .on(api.auth.externalIdentities, {
        identities: [{ provider: 'ito', email: 'new.ito@example.com', createDate: '2026-11-21T08:00:00Z' }],
        hasPassword: false,
      }),
  });
  const ito = await screen.findByTestId('identity-ito');
  await userEvent.click(await within(ito).findByRole('button', { name: `${t.unlink} ${t.providers.ito}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(t.noPassword)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: t.unlink }));
  await waitFor(() => expect(fake.calls().filter((r) => r.method === 'DELETE')).toHaveLength(1));
  expect(fake.calls(api.auth.unlinkExternalIdentity, { params: { provider: 'ito' } })).toHaveLength(1);
  expect(within(screen.getByTestId('identity-ito')).getByText('new.ito@example.com')).toBeInTheDocument();
});

// Last: the absence it records lasts for the page's life, here the file's.
test('linked identities are ours: against an upstream without the list (404) the card steps aside', async () => {
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <ExternalIdentitiesCard />,
    api: wireFake().on(api.auth.externalIdentities, { status: 404, body: { message: 'Not Found' } }),
  });
  await waitFor(() => expect(fake.calls(api.auth.externalIdentities).length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByText(t.title)).toBeNull());
  expect(screen.queryByRole('button', { name: /تلاش دوباره/ })).toBeNull();
});
