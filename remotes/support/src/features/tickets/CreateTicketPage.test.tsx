/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake, type WireResult } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { priorityLabels, productLabels, ticketMessages } from './messages';
import CreateTicketPage from './CreateTicketPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const t = ticketMessages.create;
const f = ticketMessages.files;
const SERVER_REFUSAL = 'نوع فایل «notes.txt» پذیرفته نیست؛ فقط تصویر، PDF، متن ساده و zip';

const row = (id: number) => ({
  id,
  issueSubject: 'مشکل فنی سرویس',
  businessUnit: 'پشتیبانی فنی',
  issueStatus: 'باز',
  issueStatusId: 1,
  createDate: '2025-03-01T08:00:00Z',
  modifyDate: null,
});

/** The provider's subjects by product and unit, as issue-subject/short-list answers them. */
const SUBJECTS: Record<string, Array<{ id: number; name: string }>> = {
  '101:1': [
    { id: 1, name: 'مشکل فنی سرور ابری' },
    { id: 8, name: 'دسترسی به کنسول سرور' },
  ],
  '102:1': [{ id: 9, name: 'رکوردهای DNS اعمال نمی‌شوند' }],
  '101:2': [{ id: 21, name: 'هزینه ساعتی سرور ابری' }],
};
const ORDERS = [
  { id: 31, name: 'سرور ابری web-1', product: 'سرور ابری', productId: 101, order: 'ORD-10031', status: 'تکمیل شده', createDate: '2025-03-01T08:00:00Z' },
];

function renderPage(create: (form: FormData) => WireResult<typeof api.support.issueCreate>) {
  const fake = wireFake()
    .on(api.support.subjectShortList, (request) => SUBJECTS[`${request.body.productId}:${request.body.businessUnitId}`] ?? [])
    .on(api.billing.orderList, [])
    .on(api.billing.orderList, { params: { productId: 101 } }, ORDERS)
    // The create answers nothing: the page opens the newest ticket of the list.
    .on(api.support.issueList, [row(7), row(9), row(3)])
    .on(api.support.businessUnitList, [
      { id: 1, name: 'پشتیبانی فنی' },
      { id: 2, name: 'واحد مالی' },
    ])
    // A multipart upload: the test reads the form as it was sent.
    .on(api.support.issueCreate, async (request) => create(await request.request.formData()));
  return renderRoute({ path: '/portal/support/add-ticket', url: '/portal/support/add-ticket', element: <CreateTicketPage />, api: fake });
}
resetAfterEach();
jest.setTimeout(60_000);

/** Opens a select once it can be used (the subject's waits for a product and a unit) and picks an option. */
async function choose(label: string, option: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(box).toBeEnabled());
  fireEvent.mouseDown(box);
  fireEvent.click(await screen.findByTitle(option));
}

/** The options a select offers now (its open list). */
async function optionsOf(label: string) {
  const box = await screen.findByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  const options = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  fireEvent.keyDown(box, { key: 'Escape' });
  return [...options].map((o) => o.getAttribute('title'));
}

async function fill() {
  await choose(t.product, productLabels[101]);
  await choose(t.businessUnit, 'پشتیبانی فنی');
  await choose(t.subject, 'مشکل فنی سرور ابری');
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
    return { status: 200 };
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
  expect(sent!.get('productId')).toBe('101');
  // The provider's create has no related service; the first priority (important) is the default.
  expect(sent!.has('relatedService')).toBe(false);
  expect(sent!.has('orderId')).toBe(false);
  expect(sent!.get('issuePriorityId')).toBe('1');
  expect(sent!.get('content')).toBe('سرور پاسخ نمی‌دهد');
  // The newest ticket of the list is the one just made: the page names it and leaves for it.
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.created(9)));
  expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  expect(fake.calls(api.support.issueList).length).toBeGreaterThan(0);
});

test("the server's refusal of the file is shown on that file and the form keeps its input", async () => {
  const fake = renderPage(() => ({ status: 422, body: { errors: { Attachment: [SERVER_REFUSAL] } } }));
  await fill();
  const input = screen.getByLabelText(f.label, { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(fake.calls(api.support.issueCreate).length).toBeGreaterThan(0));
  const items = await screen.findAllByTestId('attachment');
  await waitFor(() => expect(items[0]).toHaveAttribute('data-status', 'refused'));
  expect(within(items[0]!).getByRole('alert')).toHaveTextContent(SERVER_REFUSAL);
  expect(screen.getByLabelText(t.message)).toHaveValue('سرور پاسخ نمی‌دهد');
});

test('the subjects are those of the chosen product and unit, asked again when either changes; the order is one of that product', async () => {
  let sent: FormData | undefined;
  const fake = renderPage((form) => {
    sent = form;
    return { status: 200 };
  });
  // Nothing to choose a subject from before the product and the unit.
  expect(await screen.findByRole('combobox', { name: t.subject })).toBeDisabled();
  await choose(t.product, productLabels[101]);
  await choose(t.businessUnit, 'پشتیبانی فنی');
  await waitFor(async () => expect(await optionsOf(t.subject)).toEqual(['مشکل فنی سرور ابری', 'دسترسی به کنسول سرور']));
  await choose(t.subject, 'دسترسی به کنسول سرور');

  // Another unit: other subjects, and the chosen one is cleared.
  await choose(t.businessUnit, 'واحد مالی');
  await waitFor(async () => expect(await optionsOf(t.subject)).toEqual(['هزینه ساعتی سرور ابری']));
  expect(screen.queryByTitle('دسترسی به کنسول سرور')).toBeNull();
  // Another product: its subjects, and its orders (none of DNS).
  await choose(t.businessUnit, 'پشتیبانی فنی');
  await choose(t.product, productLabels[102]);
  await waitFor(async () => expect(await optionsOf(t.subject)).toEqual(['رکوردهای DNS اعمال نمی‌شوند']));
  const asked = fake.calls(api.support.subjectShortList).length;
  expect(asked).toBe(3);
  expect(fake.calls(api.billing.orderList, { params: { productId: 102 } }).length).toBeGreaterThan(0);

  await choose(t.product, productLabels[101]);
  await choose(t.subject, 'مشکل فنی سرور ابری');
  await choose(t.order, 'سرور ابری web-1 — ORD-10031');
  await choose(t.priority, priorityLabels[3]);
  fireEvent.change(screen.getByLabelText(t.message), { target: { value: 'کنسول باز نمی‌شود' } });
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(sent).toBeDefined());
  expect(Object.fromEntries(sent!.entries())).toEqual({
    productId: '101',
    businessUnitId: '1',
    issueSubjectId: '1',
    orderId: '31',
    issuePriorityId: '3',
    content: 'کنسول باز نمی‌شود',
  });
});

test("the provider's priorities: important, very important, urgent", async () => {
  renderPage(() => ({ status: 200 }));
  expect(await optionsOf(t.priority)).toEqual([priorityLabels[1], priorityLabels[2], priorityLabels[3]]);
  expect([priorityLabels[1], priorityLabels[2], priorityLabels[3]]).toEqual(['مهم', 'خیلی مهم', 'فوری']);
});

test('a subject the server says is not of the product is shown on the subject field and the form keeps its input', async () => {
  renderPage(() => ({ status: 422, body: { errors: { IssueSubjectId: ['این موضوع برای محصول و واحد انتخاب‌شده نیست'] } } }));
  await fill();
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByText('این موضوع برای محصول و واحد انتخاب‌شده نیست')).toBeInTheDocument();
  expect(screen.getByLabelText(t.message)).toHaveValue('سرور پاسخ نمی‌دهد');
});
