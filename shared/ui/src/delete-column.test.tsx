import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './providers';
import { deleteColumn } from './delete-column';
import { ResourceTable } from './resource-table';
import { notify } from './toast';

jest.mock('./toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
beforeEach(() => jest.clearAllMocks());

type Key = { id: number; name: string; status: string; owner?: boolean };
const rows: Key[] = [
  { id: 1, name: 'laptop', status: 'active' },
  { id: 2, name: 'ci', status: 'deleting' },
  { id: 3, name: 'owner', status: 'active', owner: true },
];

const setup = (run: (row: Key) => Promise<unknown>, open?: (row: Key) => void) =>
  render(
    <AppProviders>
      <ResourceTable<Key>
        tableId="test.table"
        rows={rows}
        rowKey="id"
        caption="کلیدها"
        columns={[
          { key: 'name', title: 'نام', dataIndex: 'name' },
          deleteColumn<Key>({
            label: 'حذف',
            title: 'حذف کلید',
            description: (k) => `کلید ${k.name} حذف می‌شود.`,
            run,
            done: 'کلید حذف شد',
            disabled: (k) => k.status !== 'active',
            hidden: (k) => !!k.owner,
            ariaLabel: (k) => `حذف ${k.name}`,
            ...(open ? { edit: { label: 'ویرایش', ariaLabel: (k: Key) => `ویرایش ${k.name}`, open } } : {}),
          }),
        ]}
      />
    </AppProviders>,
  );

describe('deleteColumn', () => {
  it("with edit: an edit button before delete opens the row in the caller's dialog", async () => {
    const user = userEvent.setup();
    const open = jest.fn();
    setup(jest.fn(), open);
    const cell = screen.getByRole('button', { name: 'ویرایش laptop' }).parentElement!.parentElement!;
    expect(
      within(cell)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['ویرایش laptop', 'حذف laptop']);
    await user.click(screen.getByRole('button', { name: 'ویرایش laptop' }));
    expect(open).toHaveBeenCalledWith(rows[0]);
  });

  it('asks about the row, runs the call and says it is done', async () => {
    const user = userEvent.setup();
    const run = jest.fn().mockResolvedValue(undefined);
    setup(run);
    await user.click(screen.getByRole('button', { name: 'حذف laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف کلید' });
    expect(within(dialog).getByText('کلید laptop حذف می‌شود.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(rows[0]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('کلید حذف شد'));
  });

  it('disables the button of a row in a transition and shows none where hidden', () => {
    setup(jest.fn());
    expect(screen.getByRole('button', { name: 'حذف ci' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'حذف owner' })).toBeNull();
  });

  it('says nothing and stays open when the call fails', async () => {
    const user = userEvent.setup();
    setup(jest.fn().mockRejectedValue(new Error('500')));
    await user.click(screen.getByRole('button', { name: 'حذف laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف کلید' });
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(dialog.querySelector('.ant-btn-loading')).toBeNull());
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'حذف کلید' })).toBeInTheDocument();
  });
});
