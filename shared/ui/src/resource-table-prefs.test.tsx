import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/session';
import { AppProviders } from './providers';
import { ResourceTable, type ResourceColumn } from './resource-table';
import { uiMessages } from './messages';

interface Server {
  id: number;
  name: string;
  status: string;
  ip: string;
  os: string;
  cpu: number;
}

const servers: Server[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `web-${String(i + 1).padStart(2, '0')}`,
  status: 'active',
  ip: `192.0.2.${i + 1}`,
  os: i % 2 ? 'Ubuntu' : 'Debian',
  cpu: (i % 5) + 1,
}));

const columns: ResourceColumn<Server>[] = [
  { key: 'name', title: 'نام', sorter: true, essential: true },
  { key: 'status', title: 'وضعیت', kind: 'status', essential: true },
  { key: 'ip', title: 'نشانی', kind: 'ltr', essential: true },
  { key: 'os', title: 'سیستم‌عامل', sorter: true },
  { key: 'cpu', title: 'پردازنده', kind: 'number', sorter: true, defaultSortOrder: 'descend' },
  { key: 'actions', title: '', exportable: false, render: (_, s) => <button type="button">{`کار ${s.name}`}</button> },
];

const signIn = (userId: number) => act(() => useAuthStore.setState({ loginInfo: { accessToken: 't', userId } as never }));

/** The table of servers, as each list mounts it. */
const mount = (tableId = 'vm.servers', cols = columns) =>
  render(
    <AppProviders>
      <ResourceTable<Server> tableId={tableId} caption="سرورها" rows={servers} columns={cols} rowKey="id" />
    </AppProviders>,
  );

const table = () => screen.getByRole('table', { name: 'سرورها' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);
const chooserButton = () => screen.getByRole('button', { name: uiMessages.tableColumns });
const chooser = () => screen.getByRole('group', { name: uiMessages.tableColumnsLegend });

/** Phone width (< 600 px) or not, as `matchMedia` reports it to the table. */
function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as never;
}

beforeEach(() => {
  localStorage.clear();
  setNarrow(false);
  signIn(7);
});

describe('ResourceTable remembers', () => {
  it('its sort, page size and hidden columns after a remount (a reload), for the signed-in user', async () => {
    const user = userEvent.setup();
    const first = mount();
    // the list's default: by CPU, descending; 10 rows a page
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('columnheader', { name: /نام/ }));
    expect(names()[0]).toBe('web-01');
    await user.click(screen.getByRole('columnheader', { name: /نام/ }));
    expect(names()[0]).toBe('web-25');

    await user.selectOptions(screen.getByRole('combobox', { name: uiMessages.tablePageSizeLabel }), uiMessages.tablePageSize('۲۰'));
    expect(bodyRows()).toHaveLength(20);

    await user.click(chooserButton());
    await user.click(within(chooser()).getByRole('checkbox', { name: 'سیستم‌عامل' }));
    expect(headers()).not.toContain('سیستم‌عامل');
    first.unmount();

    mount();
    expect(bodyRows()).toHaveLength(20);
    expect(names()[0]).toBe('web-25');
    expect(headers()).not.toContain('سیستم‌عامل');
    expect(headers()).toContain('پردازنده');
  });

  it('per user: another user gets the list as it comes; the first finds theirs again', async () => {
    const user = userEvent.setup();
    const first = mount();
    await user.click(chooserButton());
    await user.click(within(chooser()).getByRole('checkbox', { name: 'نشانی' }));
    first.unmount();

    signIn(8);
    const second = mount();
    expect(headers()).toContain('نشانی');
    second.unmount();

    signIn(7);
    mount();
    expect(headers()).not.toContain('نشانی');
  });

  it('per table: another list keeps its own columns', async () => {
    const user = userEvent.setup();
    const first = mount('vm.servers');
    await user.click(chooserButton());
    await user.click(within(chooser()).getByRole('checkbox', { name: 'نشانی' }));
    first.unmount();
    mount('vm.disks');
    expect(headers()).toContain('نشانی');
  });

  it('ignores what it stored about a column the list no longer has, and a sort by it', () => {
    localStorage.setItem(
      'tablePrefs',
      JSON.stringify({ u7: { 'vm.servers': { sort: { key: 'gone', order: 'ascend' }, pageSize: 7, columns: { gone: false, os: false, ip: 'no' } } } }),
    );
    mount();
    // no crash, the default sort (CPU, descending) and page size (10) hold; os stays hidden, ip shown
    expect(headers()).toEqual(['نام', 'وضعیت', 'نشانی', 'پردازنده', '']);
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]).getByText('۵')).toBeInTheDocument();
  });

  it('never lets the name column be hidden, nor the untitled control column', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(chooserButton());
    const offered = within(chooser())
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')?.textContent);
    expect(offered).toEqual(['وضعیت', 'نشانی', 'سیستم‌عامل', 'پردازنده']);
    for (const name of offered) await user.click(within(chooser()).getByRole('checkbox', { name: name! }));
    expect(headers()).toEqual(['نام', '']);
  });
});

describe('ResourceTable on a phone', () => {
  it('shows the columns its list marks essential (and the controls); the others wait in the chooser', async () => {
    setNarrow(true);
    const user = userEvent.setup();
    const first = mount();
    expect(headers()).toEqual(['نام', 'وضعیت', 'نشانی', '']);
    await user.click(chooserButton());
    const os = within(chooser()).getByRole('checkbox', { name: 'سیستم‌عامل' });
    expect(os).not.toBeChecked();
    // the user's own choice wins, and is kept
    await user.click(os);
    expect(headers()).toEqual(['نام', 'وضعیت', 'نشانی', 'سیستم‌عامل', '']);
    first.unmount();
    mount();
    expect(headers()).toEqual(['نام', 'وضعیت', 'نشانی', 'سیستم‌عامل', '']);
  });

  it('shows every column on a wider screen, and on a phone when the list marks none essential', () => {
    const wide = mount();
    expect(headers()).toHaveLength(6);
    wide.unmount();
    setNarrow(true);
    mount(
      'vm.other',
      columns.map(({ essential: _, ...c }) => c),
    );
    expect(headers()).toHaveLength(6);
  });
});

describe('the column chooser', () => {
  it('works from the keyboard: Enter opens it, Space toggles a column, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    mount();
    chooserButton().focus();
    expect(chooserButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(chooserButton()).toHaveAttribute('aria-expanded', 'true');
    const status = within(chooser()).getByRole('checkbox', { name: 'وضعیت' });
    expect(status).toHaveFocus();
    await user.keyboard(' ');
    expect(headers()).not.toContain('وضعیت');
    await user.tab();
    expect(within(chooser()).getByRole('checkbox', { name: 'نشانی' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: uiMessages.tableColumnsLegend })).toBeNull();
    expect(chooserButton()).toHaveFocus();
    expect(chooserButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
