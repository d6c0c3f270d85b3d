/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Issue, IssueItem } from '@portal/contracts';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { supportMessages } from '../../messages';
import TicketPage from './TicketPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.setTimeout(60_000);

const t = supportMessages.detail;
const issue = (state: Issue['state']): Issue => ({
  id: 5, number: 1005, subjectId: 1, subjectName: 'مشکل فنی سرویس', businessUnitId: 1, businessUnitName: 'پشتیبانی فنی', priority: 2, state,
  relatedService: null, createdAt: '2025-03-01T08:00:00Z', updatedAt: '2025-03-01T09:00:00Z', unread: false,
});
const items: IssueItem[] = [
  { id: 1, issueId: 5, author: 'customer', authorName: 'کاربر نمونه', text: '<b>سلام</b>\nخط دوم', createdAt: '2025-03-01T08:00:00Z', attachments: [{ id: 3, fileName: 'log.txt', kind: 'text', size: 2048 }] },
  { id: 2, issueId: 5, author: 'staff', authorName: 'کارشناس پشتیبانی', text: 'ببینید https://docs.example.com/x', createdAt: '2025-03-01T09:00:00Z', attachments: [] },
];

function renderPage(state: Issue['state'], reply?: (form: FormData) => Response) {
  return renderRoute({
    path: '/portal/support/:id',
    url: '/portal/support/5',
    element: <TicketPage />,
    api: async (req) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/my/portal/issue/get/5') return json(200, issue(state));
      if (path === '/api/my/portal/issue-item/list/5') return json(200, items);
      if (path === '/api/my/portal/issue-item/create' && reply) return reply(await req.formData());
      return json(404, { message: 'no' });
    },
  });
}
resetAfterEach();

test('shows the conversation as plain text with links and attachments, and sends a reply', async () => {
  let sent: FormData | undefined;
  renderPage('answered', (form) => {
    sent = form;
    return json(200, { ...items[1], id: 9, author: 'customer', text: 'ممنون' });
  });
  expect(await screen.findByText('<b>سلام</b>', { exact: false })).toBeInTheDocument();
  expect(document.querySelector('[data-testid=issue-item] b')).toBeNull();
  expect(screen.getByRole('link', { name: 'https://docs.example.com/x' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('button', { name: supportMessages.files.download('log.txt') })).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(t.reply), { target: { value: 'ممنون' } });
  fireEvent.click(screen.getByRole('button', { name: t.send }));
  await waitFor(() => expect(sent).toBeDefined());
  expect(sent!.get('issueId')).toBe('5');
  expect(sent!.get('message')).toBe('ممنون');
});

test('a closed ticket offers no reply and no close', async () => {
  renderPage('closed');
  expect(await screen.findByText(t.closedNote)).toBeInTheDocument();
  expect(screen.queryByLabelText(t.reply)).toBeNull();
  expect(screen.queryByRole('button', { name: t.close })).toBeNull();
});
