/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { supportMessages } from '../../messages';
import CreateTicketPage from './CreateTicketPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const t = supportMessages.create;
const f = supportMessages.files;
const SERVER_REFUSAL = 'نوع فایل «notes.txt» پذیرفته نیست؛ فقط تصویر، PDF، متن ساده و zip';

const row = (id: number) => ({ id, issueSubject: 'مشکل فنی سرویس', businessUnit: 'پشتیبانی فنی', issueStatus: 'باز', issueStatusId: 1, createDate: '2025-03-01T08:00:00Z', modifyDate: null });

function renderPage(create: (form: FormData) => Response) {
  const api = async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/my/portal/issue-subject/list') return json(200, [{ id: 1, name: 'مشکل فنی سرویس' }]);
    // The create answers nothing: the page opens the newest ticket of the list.
    if (path === '/api/my/portal/issue/list') return json(200, [row(7), row(9), row(3)]);
    if (path === '/api/my/portal/business-unit/list') return json(200, [{ id: 1, name: 'پشتیبانی فنی' }]);
    if (path === '/api/my/project/list') return json(200, []);
    if (path === '/api/my/portal/issue/create') return create(await req.formData());
    return json(404, { message: 'no' });
  };
  return renderRoute({ path: '/portal/support/add-ticket', url: '/portal/support/add-ticket', element: <CreateTicketPage />, api });
}
resetAfterEach();
jest.setTimeout(60_000);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

async function fill() {
  await choose(t.subject, 'مشکل فنی سرویس');
  await choose(t.businessUnit, 'پشتیبانی فنی');
  fireEvent.change(screen.getByLabelText(t.message), { target: { value: 'سرور پاسخ نمی‌دهد' } });
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function paste(file: File) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
  event.clipboardData = { files: [file] };
  act(() => {
    window.dispatchEvent(event);
  });
}

test('a pasted screenshot is attached, a 6 MB file and a second file are refused on their own, the screenshot is sent and the new ticket opens', async () => {
  let sent: FormData | undefined;
  const fake = renderPage((form) => {
    sent = form;
    return json(200, { message: 'ok' });
  });
  await fill();
  paste(png('image.png'));
  const input = screen.getByLabelText(f.label, { selector: 'input' });
  const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [big, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })] } });

  const items = await screen.findAllByTestId('attachment');
  expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['ready', 'refused', 'refused']);
  expect(within(items[0]!).getByText(f.pasted(1))).toBeInTheDocument();
  expect(within(items[1]!).getByRole('alert')).toHaveTextContent(f.tooLarge(5));
  expect(within(items[2]!).getByRole('alert')).toHaveTextContent(f.tooMany(1));

  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(sent).toBeDefined());
  expect(sent!.getAll('attachment').map((x) => (x as File).name)).toEqual([f.pasted(1)]);
  expect(sent!.get('issueSubjectId')).toBe('1');
  expect(sent!.get('businessUnitId')).toBe('1');
  expect(sent!.get('issuePriorityId')).toBe('2');
  expect(sent!.get('content')).toBe('سرور پاسخ نمی‌دهد');
  // The newest ticket of the list is the one just made: the page names it and leaves for it.
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.created(9)));
  expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  expect(fake.requests.some((r) => r.url.endsWith('/issue/list'))).toBe(true);
});

test("the server's refusal of the file is shown on that file and the form keeps its input", async () => {
  const fake = renderPage(() => json(422, { errors: { Attachment: [SERVER_REFUSAL] } }));
  await fill();
  const input = screen.getByLabelText(f.label, { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(fake.requests.some((r) => r.url.endsWith('/issue/create'))).toBe(true));
  const items = await screen.findAllByTestId('attachment');
  await waitFor(() => expect(items[0]).toHaveAttribute('data-status', 'refused'));
  expect(within(items[0]!).getByRole('alert')).toHaveTextContent(SERVER_REFUSAL);
  expect(screen.getByLabelText(t.message)).toHaveValue('سرور پاسخ نمی‌دهد');
});
