import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@portal/ui';
import { accessKeyMessages } from './messages';
import { SecretDialog } from './SecretDialog';

const t = accessKeyMessages.keys;
const created = { accessKey: 'AKIAEXAMPLE', secretKey: 's3cr3t-value' };

test('Esc asks before the one-time secret is closed; going back keeps it on screen', async () => {
  const onClose = jest.fn();
  render(
    <AppProviders>
      <SecretDialog created={created} onClose={onClose} />
    </AppProviders>,
  );
  screen.getByRole('button', { name: t.done }).focus();
  await userEvent.keyboard('{Escape}');
  expect(await screen.findByText(t.closeText)).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: t.keepOpen }));
  expect(screen.getByTestId('new-secret-key')).toHaveTextContent('s3cr3t-value');
  expect(onClose).not.toHaveBeenCalled();

  screen.getByRole('button', { name: t.done }).focus();
  await userEvent.keyboard('{Escape}');
  await screen.findByText(t.closeText);
  fireEvent.click(screen.getByText(t.closeAnyway));
  expect(onClose).toHaveBeenCalled();
});
