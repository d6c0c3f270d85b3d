import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AppProviders } from './providers';
import { LayoutToaster } from './toasters';
import { CopyButton } from './copy-button';

afterEach(() => {
  act(() => toast.remove());
});

describe('CopyButton', () => {
  it('copies the text and confirms with a Persian toast', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <LayoutToaster />
        <CopyButton text="185.12.1.9" label="کپی آدرس IP" />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'کپی آدرس IP' }));
    expect(await navigator.clipboard.readText()).toBe('185.12.1.9');
    expect(await screen.findByText('کپی شد')).toBeInTheDocument();
  });

  it('shows an error toast when the clipboard is refused', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(
      <AppProviders>
        <LayoutToaster />
        <CopyButton text="secret" />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'کپی' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کپی انجام نشد');
  });
});
