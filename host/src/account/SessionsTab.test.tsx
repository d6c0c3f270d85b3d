/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { SessionsTab } from './SessionsTab';
import { deviceName } from './device-name';
import { accountMessages } from './messages';

resetAfterEach();
const t = accountMessages.sessions;
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0';

test('device names read the browser and the system', () => {
  expect(deviceName(CHROME_LINUX)).toBe('Chrome روی Linux');
  expect(deviceName(SAFARI_IPHONE)).toBe('Safari روی iOS');
  expect(deviceName(EDGE_WINDOWS)).toBe('Edge روی Windows');
  expect(deviceName(null)).toBe(t.unknownDevice);
  expect(deviceName('curl/8.0')).toBe(t.unknownDevice);
});

test('lists the sessions with this one marked; closing another asks first, then refreshes', async () => {
  let sessions = [
    { id: 1, userAgent: CHROME_LINUX, userIp: '10.0.0.5', createDate: '2026-11-20T08:00:00Z', lastActivityDate: '2026-11-24T08:00:00Z', isCurrent: true },
    { id: 2, userAgent: SAFARI_IPHONE, userIp: '5.6.7.8', createDate: '2026-11-21T08:00:00Z', lastActivityDate: '2026-11-23T08:00:00Z', isCurrent: false },
  ];
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <SessionsTab />,
    api: wireFake()
      .on(api.account.sessionRevoke, { params: { id: 2 } }, () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return { status: 200 };
      })
      .on(api.account.sessionList, () => sessions),
  });
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('Chrome روی Linux')).toBeInTheDocument();
  expect(within(table).getByText(t.current)).toBeInTheDocument();
  // Only the other session can be closed here.
  const ends = within(table).getAllByRole('button', { name: new RegExp(t.end) });
  expect(ends).toHaveLength(1);
  expect(ends[0]).toHaveAccessibleName(`${t.end} Safari روی iOS 5.6.7.8`);

  await userEvent.click(ends[0]!);
  const dialog = await screen.findByRole('dialog');
  expect(fake.calls().filter((r) => r.method === 'POST')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: t.end }));
  await waitFor(() => expect(fake.calls().filter((r) => r.method === 'POST')).toHaveLength(1));
  expect(fake.calls(api.account.sessionRevoke, { params: { id: 2 } })).toHaveLength(1);
  await waitFor(() => expect(screen.queryByText('Safari روی iOS')).not.toBeInTheDocument());
  // Nothing else is open now: "sign out everywhere else" has nothing to do.
  expect(screen.getByRole('button', { name: t.endOthers })).toBeDisabled();
});
