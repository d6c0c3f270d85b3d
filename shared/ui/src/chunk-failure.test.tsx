import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './providers';
import { ChunkFailure, lazyChunk, preloadableChunk } from './chunk-failure';

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

it('lazyChunk shows the failure panel when its chunk fails, and retry loads it again', async () => {
  const user = userEvent.setup();
  let fail = true;
  const load = jest.fn(() =>
    fail
      ? Promise.reject(Object.assign(new Error('Loading chunk 7 failed. (timeout)'), { name: 'ChunkLoadError' }))
      : Promise.resolve({ default: () => <p>account page</p> }),
  );
  const Page = lazyChunk(load, <p>loading</p>);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AppProviders>
      <Page />
    </AppProviders>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Loading chunk failed');
  expect(alert).toHaveTextContent('ChunkLoadError: Loading chunk 7 failed. (timeout)');
  fail = false;
  await user.click(screen.getByRole('button', { name: /تلاش دوباره/ }));
  expect(await screen.findByText('account page')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('lazyChunk loads a fresh page when a retry fails again while online (a failure the federation runtime keeps)', async () => {
  const user = userEvent.setup();
  const kept = Object.assign(new Error('Loading chunk 5866 failed.'), { name: 'ChunkLoadError' });
  const reload = jest.fn();
  const Page = lazyChunk(() => Promise.reject<{ default: () => null }>(kept), <p>loading</p>, reload);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AppProviders>
      <Page />
    </AppProviders>,
  );
  await screen.findByRole('alert');
  expect(reload).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: /تلاش دوباره/ }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(screen.getByText('loading')).toBeInTheDocument();
});

it('lazyChunk passes its props to the page it loads', async () => {
  const Dialog = lazyChunk(() => Promise.resolve({ default: ({ title }: { title: string }) => <p>{title}</p> }), <p>loading</p>);
  render(
    <AppProviders>
      <Dialog title="پروژه جدید" />
    </AppProviders>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('پروژه جدید')).toBeInTheDocument();
});

it('preloadableChunk renders a chunk loaded ahead in its first commit, and one not loaded yet as lazyChunk does', async () => {
  const ahead = preloadableChunk(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>{`shell ${name}`}</p> }));
  await ahead.load();
  const first = render(<ahead.Component name="loaded" />);
  // No Suspense fallback in between: the module is there in the first commit.
  expect(screen.getByText('shell loaded')).toBeInTheDocument();
  first.unmount();

  const later = preloadableChunk(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>{`shell ${name}`}</p> }));
  render(
    <AppProviders>
      <later.Component name="lazy" />
    </AppProviders>,
  );
  expect(screen.queryByText('shell lazy')).not.toBeInTheDocument();
  expect(await screen.findByText('shell lazy')).toBeInTheDocument();
});
