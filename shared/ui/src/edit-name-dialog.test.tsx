import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './providers';
import { EditNameDialog } from './edit-name-dialog';

const labels = { title: 'تغییر نام', name: 'نام', save: 'ذخیره', cancel: 'انصراف', saved: 'ذخیره شد' };

test('the new name is checked by the shared name rule as it is typed, before any submit', async () => {
  const send = jest.fn();
  render(
    <AppProviders>
      <EditNameDialog name="web-1" open onClose={jest.fn()} send={send} labels={labels} />
    </AppProviders>,
  );
  const input = screen.getByRole('textbox', { name: 'نام' });
  await userEvent.clear(input);
  await userEvent.type(input, 'a b');
  expect(await screen.findByText(/فقط می‌تواند شامل حروف انگلیسی/)).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(send).not.toHaveBeenCalled();
});
