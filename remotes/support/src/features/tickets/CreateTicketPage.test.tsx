/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { supportMessages } from '../../messages';
import CreateTicketPage from './CreateTicketPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const t = supportMessages.create;
const f = supportMessages.files;
const SERVER_REFUSAL = 'نوع فایل «notes.txt» پذیرفته نیست؛ فقط تصویر، PDF، متن ساده و zip';

function renderPage(create: (form: FormData) => Response) {
  const api = async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/my/portal/issue-subject/short-list') return json(200, [{ id: 1, name: 'مشکل فنی سرویس' }]);
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

test('a pasted screenshot is attached, a 6 MB file is refused on its own and the rest is sent', async () => {
  let sent: FormData | undefined;
  renderPage((form) => {
    sent = form;
    return json(200, { id: 9, number: 1009 });
  });
  await fill();
  paste(png('image.png'));
  const input = screen.getByLabelText(f.label, { selector: 'input' });
  const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [big, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })] } });

  const items = await screen.findAllByTestId('attachment');
  expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['ready', 'refused', 'ready']);
  expect(within(items[0]!).getByText(f.pasted(1))).toBeInTheDocument();
  expect(within(items[1]!).getByRole('alert')).toHaveTextContent(f.tooLarge(5));

  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(sent).toBeDefined());
  expect(sent!.getAll('Files').map((x) => (x as File).name)).toEqual([f.pasted(1), 'invoice.pdf']);
  expect(sent!.get('subjectId')).toBe('1');
  expect(sent!.get('message')).toBe('سرور پاسخ نمی‌دهد');
});

test("the server's refusal of one file is shown on that file and the form keeps its input", async () => {
  const fake = renderPage(() => json(422, { errors: { 'Files[1]': [SERVER_REFUSAL] } }));
  await fill();
  const input = screen.getByLabelText(f.label, { selector: 'input' });
  fireEvent.change(input, { target: { files: [png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(fake.requests.some((r) => r.url.endsWith('/issue/create'))).toBe(true));
  const items = await screen.findAllByTestId('attachment');
  await waitFor(() => expect(items[1]).toHaveAttribute('data-status', 'refused'));
  expect(within(items[1]!).getByRole('alert')).toHaveTextContent(SERVER_REFUSAL);
  expect(items[0]).toHaveAttribute('data-status', 'ready');
  expect(screen.getByLabelText(t.message)).toHaveValue('سرور پاسخ نمی‌دهد');
});
