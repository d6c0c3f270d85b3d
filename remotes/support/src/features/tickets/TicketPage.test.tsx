/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, issueStatusId, type IssueItem, type IssueState, type IssueThread } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake, type WireResult } from '@portal/ui/test-support';
import { messages } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { ticketMessages } from './messages';
import TicketPage from './TicketPage';
import { ME, profile } from './ticket-fixtures';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.setTimeout(60_000);

const t = ticketMessages.detail;
const items: IssueItem[] = [
  { id: 1, user: 'کاربر نمونه', userId: ME, content: '<b>سلام</b>\nخط دوم', issueDate: '2025-03-01T08:00:00Z', fileName: 'log.txt', fileSize: 2048 },
  {
    id: 2,
    user: 'کارشناس پشتیبانی',
    userId: 0,
    content: 'ببینید https://docs.example.com/x',
    issueDate: '2025-03-01T09:00:00Z',
    fileName: null,
    fileSize: null,
  },
];
const thread = (state: IssueState): IssueThread => ({
  issueId: 5,
  issueSubject: 'مشکل فنی سرویس',
  businessUnit: 'پشتیبانی فنی',
  order: 'فضای ذخیره‌سازی ابری – backups',
  issueStatusId: issueStatusId(state),
  createDate: '2025-03-01T08:00:00Z',
  modifyDate: '2025-03-01T09:00:00Z',
  issueItems: items,
});

function renderPage(
  state: IssueState,
  reply?: (form: FormData) => WireResult<typeof api.support.itemCreate>,
  close?: () => WireResult<typeof api.support.issueClose>,
) {
  const fake = wireFake()
    .on(api.account.profileGet, profile)
    .on(api.support.itemList, { params: { issueId: 5 } }, thread(state));
  // A multipart upload: the test reads the form as it was sent.
  if (reply) fake.on(api.support.itemCreate, async (request) => reply(await request.request.formData()));
  if (close) fake.on(api.support.issueClose, { params: { id: 5 } }, close);
  return renderRoute({ path: '/portal/support/:id', url: '/portal/support/5', element: <TicketPage />, api: fake });
}
resetAfterEach();

test('shows the ticket from its thread, the conversation as plain text with links and the file, and sends a reply', async () => {
  let sent: FormData | undefined;
  renderPage('answered', (form) => {
    sent = form;
    return { status: 200 };
  });
  expect(await screen.findByText('<b>سلام</b>', { exact: false })).toBeInTheDocument();
  expect(document.querySelector('[data-testid=issue-item] b')).toBeNull();
  expect(screen.getByRole('link', { name: 'https://docs.example.com/x' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('button', { name: ticketMessages.files.download('log.txt') })).toBeInTheDocument();
  // The thread's `order`: the order the ticket is about.
  expect(screen.getByText('فضای ذخیره‌سازی ابری – backups')).toBeInTheDocument();
  expect(screen.getByText(ticketMessages.list.order)).toBeInTheDocument();
  expect(screen.getByText(t.title(5))).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('[data-author=staff]')).toHaveTextContent(t.staff));
  expect(document.querySelector('[data-author=customer]')).toHaveTextContent(t.you);

  fireEvent.change(screen.getByLabelText(t.reply), { target: { value: 'ممنون' } });
  fireEvent.click(screen.getByRole('button', { name: t.send }));
  await waitFor(() => expect(sent).toBeDefined());
  expect(sent!.get('issueId')).toBe('5');
  expect(sent!.get('content')).toBe('ممنون');
});

test('a closed ticket offers no reply and no close', async () => {
  renderPage('closed');
  expect(await screen.findByText(t.closedNote)).toBeInTheDocument();
  expect(screen.queryByLabelText(t.reply)).toBeNull();
  expect(screen.queryByRole('button', { name: t.close })).toBeNull();
});

// Last: the absence it records lasts for the page's life, here the file's.
test('closing is ours: against an upstream without it (404) the button steps aside with no error and no success', async () => {
  const fake = renderPage('answered', undefined, () => ({ status: 404, body: { message: 'Not Found' } }));
  fireEvent.click(await screen.findByRole('button', { name: t.close }));
  fireEvent.click(await screen.findByRole('button', { name: messages.common.confirm }));
  await waitFor(() => expect(fake.calls(api.support.issueClose, { params: { id: 5 } }).length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByRole('button', { name: t.close })).toBeNull());
  expect(notify.error).not.toHaveBeenCalled();
  expect(notify.success).not.toHaveBeenCalled();
  // The ticket itself is still there, and can still be answered.
  expect(screen.getByLabelText(t.reply)).toBeInTheDocument();
});
