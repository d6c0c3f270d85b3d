import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './providers';
import { ConfirmAction } from './confirm-action';

const setup = (props: Partial<React.ComponentProps<typeof ConfirmAction>> & { onConfirm: () => unknown }) =>
  render(
    <AppProviders>
      <ConfirmAction label="حذف سرور" description="سرور web-1 حذف می‌شود." danger {...props} />
    </AppProviders>,
  );

describe('ConfirmAction', () => {
  it('asks before acting and does nothing on cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    setup({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'حذف سرور' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('آیا مطمئن هستید؟');
    expect(dialog).toHaveTextContent('سرور web-1 حذف می‌شود.');
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('requires the typed resource name before enabling OK', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    setup({ onConfirm, typedConfirmation: 'web-1' });
    await user.click(screen.getByRole('button', { name: 'حذف سرور' }));
    const ok = await screen.findByRole('button', { name: 'حذف' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'نام برای تأیید' }), 'web-2');
    expect(ok).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'نام برای تأیید' }));
    await user.type(screen.getByRole('textbox', { name: 'نام برای تأیید' }), 'web-1');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes the typed name from the keyboard alone: focus in the field, digits in any script, Enter confirms only the right name', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    setup({ onConfirm, typedConfirmation: 'web-12' });
    await user.click(screen.getByRole('button', { name: 'حذف سرور' }));
    const field = await screen.findByRole('textbox', { name: 'نام برای تأیید' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('dialog')).toHaveTextContent('برای تأیید، «web-12» را وارد کنید');
    await user.keyboard('web-1{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(field);
    await user.keyboard(' web-۱۲ {Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows loading while the async action runs and closes on success', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    setup({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'حذف سرور' }));
    await user.click(await screen.findByRole('button', { name: 'حذف' }));
    expect(document.querySelector('.ant-modal .ant-btn-loading')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'انصراف' })).toBeDisabled();
    resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn().mockRejectedValue(new Error('500'));
    setup({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'حذف سرور' }));
    await user.click(await screen.findByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(document.querySelector('.ant-modal .ant-btn-loading')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف' })).toBeEnabled();
  });

  it('stays open when the action resolves to false (a refusal shown on the fields)', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn().mockResolvedValue(false);
    setup({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'حذف سرور' }));
    await user.click(await screen.findByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('.ant-modal .ant-btn-loading')).toBeNull());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('accepts a custom trigger', async () => {
    const user = userEvent.setup();
    setup({
      onConfirm: jest.fn(),
      trigger: (open) => (
        <a onClick={open} href="#x">
          خاموش کردن
        </a>
      ),
    });
    await user.click(screen.getByText('خاموش کردن'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
