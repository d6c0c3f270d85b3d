/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor } from '@testing-library/react';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import AccountPage from './AccountPage';
import { accountMessages } from './messages';

// The icons package ships ES modules jest does not transform; icons are decoration here.
jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));
jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.setTimeout(60_000);
resetAfterEach();

test('the sessions list is ours: against an upstream without it (404) the tab steps aside with no error', async () => {
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account?tab=sessions',
    element: <AccountPage />,
    api: (request) => (request.url.endsWith('/account/session/list') ? json(404, { message: 'Not Found' }) : json(200, {})),
  });
  // The tab was shown and asked for its list: that answer is what sets it aside.
  await waitFor(() => expect(fake.requests.some((r) => r.url.endsWith('/account/session/list'))).toBe(true));
  await waitFor(() => expect(screen.queryByRole('tab', { name: accountMessages.tabs.sessions })).toBeNull());
  expect(screen.getByRole('tab', { name: accountMessages.tabs.profile })).toHaveAttribute('aria-selected', 'true');
  expect(notify.error).not.toHaveBeenCalled();
});
