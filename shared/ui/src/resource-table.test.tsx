import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { AppProviders } from './providers';
import { ResourceTable, resourceTableCsv, type ResourceColumn } from './resource-table';

interface Server {
  id: number;
  name: string;
  cpu: number;
  price: number;
  status: string;
  statusId?: number;
  createdAt: string;
}

const servers: Server[] = [
  { id: 1, name: 'web-1', cpu: 2, price: 1250000, status: 'فعال', statusId: 2, createdAt: '2025-03-20T09:00:00Z' },
  { id: 2, name: 'db-main', cpu: 16, price: 9800000, status: 'در انتظار انجام عملیات', statusId: 6, createdAt: '2025-03-21T09:00:00Z' },
  { id: 3, name: 'cache, "hot"', cpu: 4, price: 300000, status: 'weird', statusId: 99, createdAt: '2024-01-01T09:00:00Z' },
];

const columns: ResourceColumn<Server>[] = [
  { key: 'name', title: 'نام', sorter: true },
  { key: 'cpu', title: 'پردازنده', kind: 'number', sorter: true },
  { key: 'price', title: 'قیمت', kind: 'money' },
  { key: 'status', title: 'وضعیت', kind: 'status' },
  { key: 'createdAt', title: 'تاریخ ایجاد', kind: 'date', sorter: true },
  { key: 'actions', title: 'عملیات', exportable: false, render: () => <Button>ویرایش</Button> },
];

function renderTable(props: Partial<React.ComponentProps<typeof ResourceTable<Server>>> = {}) {
  return render(
    <AppProviders>
      <ResourceTable<Server> tableId="test.table" caption="سرورها" rows={servers} columns={columns} rowKey="id" {...props} />
    </AppProviders>,
  );
}

function Opened() {
  return <p data-testid="opened">{useParams().id}</p>;
}

/** The table on the list route of project 5, with a page for each row `rowHref` links to. */
function renderLinkedTable(rowHref: (s: Server) => string | null) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/vm/5']}>
        <Routes>
          <Route
            path="/vm/:projectId"
            element={<ResourceTable<Server> tableId="test.table" caption="سرورها" rows={servers} columns={columns} rowKey="id" rowHref={rowHref} />}
          />
          <Route path="/vm/:projectId/:id/specification" element={<Opened />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'سرورها' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('ResourceTable', () => {
  it('renders Persian digits, Rial amounts, Jalali dates and status labels (by statusId; an unknown id as sent)', () => {
    renderTable();
    const row = bodyRows()[1];
    expect(within(row).getByText('۱۶')).toBeInTheDocument();
    expect(within(row).getByText('۹٬۸۰۰٬۰۰۰ ریال')).toBeInTheDocument();
    expect(within(row).getByText('۱۴۰۴/۰۱/۰۱')).toBeInTheDocument(); // 2025-03-21 in Tehran
    expect(within(row).getByText('در انتظار عملیات')).toBeInTheDocument();
    expect(within(bodyRows()[2]).getByText('weird')).toBeInTheDocument();
  });

  it('shows a loading state', () => {
    renderTable({ loading: true });
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('shows the empty message and its action', () => {
    renderTable({ rows: [], emptyText: 'هنوز سروری نساخته‌اید', emptyAction: <Button>ساخت سرور</Button> });
    expect(screen.getByText('هنوز سروری نساخته‌اید')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ساخت سرور' })).toBeInTheDocument();
  });

  it('shows an error state whose retry button calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderTable({ error: new Error('500'), onRetry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('دریافت اطلاعات با خطا روبه‌رو شد')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /تلاش دوباره/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('filters rows with the search box, in any digit script', async () => {
    const user = userEvent.setup();
    renderTable({ searchKeys: ['name', 'cpu'] });
    const search = screen.getByRole('searchbox', { name: 'جستجو' });
    await user.type(search, 'db');
    expect(firstCells()).toEqual(['db-main']);
    await user.clear(search);
    await user.type(search, '۱۶');
    expect(firstCells()).toEqual(['db-main']);
    await user.clear(search);
    await user.type(search, 'nothing');
    expect(screen.getByText('موردی با این جستجو پیدا نشد')).toBeInTheDocument();
  });

  it('sorts on raw values, numerically and by date', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('columnheader', { name: /پردازنده/ }));
    expect(firstCells()).toEqual(['web-1', 'cache, "hot"', 'db-main']); // 2, 4, 16 (not "16" < "2")
    await user.click(screen.getByRole('columnheader', { name: /پردازنده/ }));
    expect(firstCells()).toEqual(['db-main', 'cache, "hot"', 'web-1']);
    await user.click(screen.getByRole('columnheader', { name: /تاریخ ایجاد/ }));
    expect(firstCells()).toEqual(['cache, "hot"', 'web-1', 'db-main']);
  });

  it('makes each resource name a real link to its page; a click elsewhere in the row follows it, a control or a text selection does not', async () => {
    const user = userEvent.setup();
    renderLinkedTable((s) => (s.id === 3 ? null : `${s.id}/specification`));
    // An <a href> (new tab, copy address), relative paths resolved against the list's route.
    const link = screen.getByRole('link', { name: 'web-1' });
    expect(link).toHaveAttribute('href', '/vm/5/1/specification');
    expect(screen.getByRole('link', { name: 'db-main' })).toHaveAttribute('href', '/vm/5/2/specification');
    // A row without a page has no link.
    expect(within(bodyRows()[2]).queryByRole('link')).not.toBeInTheDocument();
    // Rows are not keyboard stops of their own: the link is.
    expect(bodyRows().every((r) => !r.hasAttribute('tabindex'))).toBe(true);
    // Past the sortable headers, the first stop in the body is the first row's link.
    for (let i = 0; i < 6 && document.activeElement !== link; i++) await user.tab();
    expect(link).toHaveFocus();

    // A button in the row does its own thing.
    await user.click(within(bodyRows()[1]).getByRole('button', { name: 'ویرایش' }));
    expect(screen.queryByTestId('opened')).not.toBeInTheDocument();
    // A click that ends a selection (copying a value) does not navigate.
    const selection = jest.spyOn(window, 'getSelection').mockReturnValue({ toString: () => '۱۶' } as Selection);
    await user.click(within(bodyRows()[1]).getByText('۱۶'));
    expect(screen.queryByTestId('opened')).not.toBeInTheDocument();
    selection.mockRestore();
    // A plain click elsewhere in the row follows the row's link.
    await user.click(within(bodyRows()[1]).getByText('۱۶'));
    expect(await screen.findByTestId('opened')).toHaveTextContent('2');
  });

  it('opens the link with Enter from the keyboard', async () => {
    const user = userEvent.setup();
    renderLinkedTable((s) => `/vm/5/${s.id}/specification`);
    screen.getByRole('link', { name: 'db-main' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('opened')).toHaveTextContent('2');
  });

  it('offers bulk actions for selected rows', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    renderTable({
      selectable: true,
      bulkActions: (selected, clear) => (
        <Button
          danger
          onClick={() => {
            onDelete(selected.map((s) => s.id));
            clear();
          }}
        >
          حذف گروهی
        </Button>
      ),
    });
    expect(screen.queryByRole('button', { name: 'حذف گروهی' })).not.toBeInTheDocument();
    await user.click(within(bodyRows()[0]).getByRole('checkbox'));
    await user.click(within(bodyRows()[2]).getByRole('checkbox'));
    expect(screen.getByText('۲ مورد انتخاب شده')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف گروهی' }));
    expect(onDelete).toHaveBeenCalledWith([1, 3]);
    expect(screen.queryByRole('button', { name: 'حذف گروهی' })).not.toBeInTheDocument();
  });

  it("the select-all checkbox is one keyboard stop: antd's hidden width-measuring copy of it is inert and invisible", () => {
    renderTable({ selectable: true });
    const checkboxes = Array.from(document.querySelectorAll<HTMLInputElement>('thead input[type=checkbox], .ant-table-measure-row input[type=checkbox]'));
    const copies = checkboxes.filter((c) => c.closest('.ant-table-measure-row'));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.closest('[inert]')).not.toBeNull();
    const header = checkboxes.filter((c) => !c.closest('.ant-table-measure-row'));
    expect(header).toHaveLength(1);
    expect(header[0]!.closest('[inert]')).toBeNull();
    expect(screen.getAllByRole('checkbox')[0]).toBe(header[0]);
  });

  it('exports CSV with BOM, raw values and quoting, without action columns', () => {
    const csv = resourceTableCsv(servers, columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('نام,پردازنده,قیمت,وضعیت,تاریخ ایجاد');
    expect(lines[1]).toBe('web-1,2,1250000,فعال,2025-03-20T09:00:00Z');
    expect(lines[3]).toBe('"cache, ""hot""",4,300000,weird,2024-01-01T09:00:00Z');
    expect(lines[4]).toBe('');
  });

  it('escapes text that a spreadsheet would run as a formula', () => {
    const csv = resourceTableCsv([{ id: 9, name: '=HYPERLINK("x")', cpu: -1, price: 0, status: 'active', createdAt: '' }], columns);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-1,0,active,`);
  });

  it('downloads the visible rows as a CSV file', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return 'blob:x';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTable({ exportFileName: 'servers', searchKeys: ['name'] });
    await user.type(screen.getByRole('searchbox', { name: 'جستجو' }), 'web');
    await user.click(screen.getByRole('button', { name: /خروجی CSV/ }));
    expect(click).toHaveBeenCalled();
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(created[0]);
    });
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM for Excel
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('web-1');
    expect(text).not.toContain('db-main');
    expect(text.split('\r\n')).toHaveLength(3); // header, one row, trailing
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it('paginates with Persian page numbers', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => ({ ...servers[0], id: i + 1, name: `vm-${i + 1}` }));
    renderTable({ rows: many });
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByTitle('3'));
    expect(screen.getByText('۳')).toBeInTheDocument();
    expect(firstCells()).toEqual(['vm-21', 'vm-22', 'vm-23', 'vm-24', 'vm-25']);
  });
});
