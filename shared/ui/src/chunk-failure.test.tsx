import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './providers';
import { ChunkFailure } from './chunk-failure';

it('ChunkFailure shows the Persian and technical messages and retries', async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  render(
    <AppProviders>
      <ChunkFailure onRetry={onRetry} detail="remote cloud-infra timed out" />
    </AppProviders>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('بارگذاری ناموفق بود');
  expect(alert).toHaveTextContent('Loading chunk failed');
  expect(alert).toHaveTextContent('remote cloud-infra timed out');
  await user.click(screen.getByRole('button', { name: /تلاش دوباره/ }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
