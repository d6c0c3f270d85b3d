import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api';
import { AppProviders } from './providers';
import { EditNameDialog } from './edit-name-dialog';

const labels = { title: 'ویرایش نام', name: 'نام', save: 'ذخیره', cancel: 'انصراف', saved: 'نام ذخیره شد' };

const setup = (send: (body: { name: string }) => Promise<unknown>, onClose = jest.fn()) => {
  render(
    <AppProviders>
      <EditNameDialog name="web-1" open onClose={onClose} send={send} labels={labels} />
    </AppProviders>,
  );
  return onClose;
};

describe('EditNameDialog (FormDialog)', () => {
  it('opens with the current name and saves the new one', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    const onClose = setup(send);
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش نام' });
    const input = within(dialog).getByRole('textbox', { name: 'نام' });
    await waitFor(() => expect(input).toHaveValue('web-1'));
    await user.clear(input);
    await user.type(input, 'web-2');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'web-2' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses an empty name without sending', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    setup(send);
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش نام' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'نام' }));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('وارد کردن نام الزامی است')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a new name the API would refuse, in its words, without sending', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    setup(send);
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش نام' });
    const input = within(dialog).getByRole('textbox', { name: 'نام' });
    await waitFor(() => expect(input).toHaveValue('web-1'));
    await user.clear(input);
    await user.type(input, '-web');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('نام فقط می‌تواند شامل حروف انگلیسی، ارقام و خط تیره باشد و با خط تیره شروع یا تمام نشود')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('stays open on a refusal, with the server message under the field', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValue(new ApiError({ status: 422, kind: 'http', fieldErrors: { Name: ['نام تکراری است'] } }));
    const onClose = setup(send);
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش نام' });
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('نام تکراری است')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('FormDialog values', () => {
  it('each opening starts from the values given, not from what was typed the time before', async () => {
    const user = userEvent.setup();
    const view = (open: boolean, name: string) => (
      <AppProviders>
        <EditNameDialog name={name} open={open} onClose={jest.fn()} send={jest.fn()} labels={labels} />
      </AppProviders>
    );
    const { rerender } = render(view(true, 'web-1'));
    const input = within(await screen.findByRole('dialog', { name: 'ویرایش نام' })).getByRole('textbox', { name: 'نام' });
    await waitFor(() => expect(input).toHaveValue('web-1'));
    await user.clear(input);
    await user.type(input, 'half-typed');
    rerender(view(false, 'web-1'));
    rerender(view(true, 'db-1'));
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'ویرایش نام' })).getByRole('textbox', { name: 'نام' })).toHaveValue('db-1'));
  });
});
