/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@portal/locale';
import { api, type ResponseOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import NotificationHistoryPage from './NotificationHistoryPage';
import { notificationMessages as t } from './messages';

resetAfterEach();
jest.setTimeout(60_000);

type Notification = ResponseOf<typeof api.portal.notificationList>[number];
const REPLY = {
  id: 7,
  subject: 'تیکت پاسخ داده شد',
  content: 'به تیکت شماره ۱۲ پاسخ داده شد.',
  isRead: false,
  notificationDate: '2026-11-30T09:15:00Z',
} satisfies Notification;
const OLD = { id: 3, subject: 'شارژ کیف پول', content: 'کیف پول شما شارژ شد.', isRead: true, notificationDate: '2026-10-02T06:00:00Z' } satisfies Notification;

function renderPage(url = '/portal/notification') {
  let rows = [REPLY, OLD];
  const fake = renderRoute({
    path: '/portal/notification',
    url,
    element: <NotificationHistoryPage />,
    api: wireFake()
      .on(api.portal.notificationSeen, { params: { id: 7 } }, () => {
        rows = rows.map((n) => (n.id === 7 ? { ...n, isRead: true } : n));
        return { status: 200 };
      })
      .on(api.portal.notificationList, () => rows),
  });
  return fake;
}

test('lists every notification, read or not, with its Jalali date; marking one read uses the provider call and refreshes the list', async () => {
  const fake = renderPage();
  const table = await screen.findByRole('table');
  const reply = (await within(table).findByText(REPLY.subject)).closest('tr')!;
  expect(within(reply).getByText(REPLY.content)).toBeInTheDocument();
  expect(within(reply).getByText(t.unread)).toBeInTheDocument();
  // The provider's notificationDate, shown in the Persian calendar.
  expect(within(reply).getByText(formatDateTime(REPLY.notificationDate))).toBeInTheDocument();
  expect(formatDateTime(REPLY.notificationDate)).toMatch(/۱۴۰۵/);
  const old = within(table).getByText(OLD.subject).closest('tr')!;
  expect(within(old).getByText(t.read)).toBeInTheDocument();
  expect(within(old).queryByRole('button', { name: new RegExp(t.markRead) })).toBeNull();
  expect(fake.calls(api.portal.notificationList).length).toBeGreaterThan(0);

  await userEvent.click(within(reply).getByRole('button', { name: t.markReadOf(REPLY.subject) }));
  await waitFor(() => expect(fake.calls(api.portal.notificationSeen, { params: { id: 7 } })).toHaveLength(1));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText(t.unread)).toBeNull());
  expect(within(screen.getByRole('table')).getAllByText(t.read)).toHaveLength(2);
});

test('shows only the unread ones when asked, from the address', async () => {
  renderPage('/portal/notification?show=unread');
  const table = await screen.findByRole('table');
  expect(await within(table).findByText(REPLY.subject)).toBeInTheDocument();
  expect(within(table).queryByText(OLD.subject)).toBeNull();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: t.filter }));
  fireEvent.click(await screen.findByTitle(t.all));
  expect(await within(table).findByText(OLD.subject)).toBeInTheDocument();
});
