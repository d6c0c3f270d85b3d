/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, within } from '@testing-library/react';
import { api, issueStatusId, type IssueItem, type IssueState, type IssueThread } from '@portal/contracts';
import { useApiQuery } from '@portal/api';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { stateLabels, ticketMessages } from './messages';
import TicketPage from './TicketPage';
import { ME, profile } from './ticket-fixtures';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.setTimeout(60_000);
resetAfterEach();

const t = ticketMessages.detail;
const thread = (state: IssueState, issueItems: IssueItem[]): IssueThread => ({
  issueId: 5,
  issueSubject: 'مشکل فنی سرویس',
  businessUnit: 'پشتیبانی فنی',
  order: null,
  issueStatusId: issueStatusId(state),
  createDate: '2025-03-01T08:00:00Z',
  modifyDate: issueItems.at(-1)!.issueDate,
  issueItems,
});
const question: IssueItem = {
  id: 1,
  user: 'کاربر نمونه',
  userId: ME,
  content: 'سرور کند است',
  issueDate: '2025-03-01T08:00:00Z',
  fileName: null,
  fileSize: null,
};
const answer: IssueItem = {
  id: 2,
  user: 'کارشناس پشتیبانی',
  userId: 0,
  content: 'بررسی شد',
  issueDate: '2025-03-01T08:05:00Z',
  fileName: null,
  fileSize: null,
};

/** The host's bell, as far as the cache goes: the same query, with no polling of its own. */
function Bell() {
  const { data } = useApiQuery('Notification', api.portal.notificationShortList, {});
  return <output aria-label="bell">{data ? data.filter((n) => !n.isRead).length : '-'}</output>;
}

test('a staff reply that arrives while the ticket page is open shows on the bell at once', async () => {
  let replied = false;
  let gets = 0;
  let bellAsked = 0;
  renderRoute({
    path: '/portal/support/:id',
    url: '/portal/support/5',
    element: (
      <>
        <Bell />
        <TicketPage />
      </>
    ),
    api: wireFake()
      .on(api.account.profileGet, profile)
      .on(api.support.itemList, { params: { issueId: 5 } }, () => {
        // The staff reply is there by the page's second look at the ticket.
        gets += 1;
        replied = gets > 1;
        return replied ? thread('answered', [question, answer]) : thread('open', [question]);
      })
      .on(api.portal.notificationShortList, () => {
        bellAsked += 1;
        return bellAsked > 1 ? [{ id: 1, subject: 'پاسخ', content: 'متن', notificationDate: '2025-03-01T09:00:00Z', isRead: false }] : [];
      }),
  });
  expect(await screen.findByText('سرور کند است')).toBeInTheDocument();
  expect(screen.queryByText('بررسی شد')).toBeNull();
  expect(screen.getByRole('status', { name: 'bell' })).toHaveTextContent('0');
  // The page asks for the open ticket again by itself; the staff message brings the bell along.
  expect(await screen.findByText('بررسی شد', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(await within(screen.getByRole('status', { name: 'bell' })).findByText('1')).toBeInTheDocument();
});

test('a ticket support has answered with a question shows it answered and offers the reply', async () => {
  renderRoute({
    path: '/portal/support/:id',
    url: '/portal/support/5',
    element: <TicketPage />,
    api: wireFake()
      .on(api.support.itemList, { params: { issueId: 5 } }, thread('answered', [question, { ...answer, content: 'کدام سرور؟' }]))
      // Not what this test looks at: the provider refuses the profile.
      .on(api.account.profileGet, { status: 404, body: { message: 'no' } }),
  });
  expect(await screen.findByText('کدام سرور؟')).toBeInTheDocument();
  expect(screen.getByText(stateLabels.answered)).toBeInTheDocument();
  expect(screen.getByLabelText(t.reply)).toBeInTheDocument();
});
