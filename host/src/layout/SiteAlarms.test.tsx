/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { wireFake } from '@portal/api/test-support';
import { api, type WebsiteAlarm } from '@portal/contracts';
import { STORAGE_KEYS } from '@portal/session/src/storage-keys';
import { siteAlarmMessages } from '../site-alarms/messages';
import { SiteAlarms } from './SiteAlarms';

const alarms: WebsiteAlarm[] = [
  { subject: 'به‌روزرسانی مرکز داده', link: '/blog/datacenter' },
  { subject: 'اختلال شبکه', link: null },
];

function renderAlarms() {
  const fake = wireFake().on(api.support.websiteAlarmList, alarms);
  configureApi({ fetch: fake.fetch });
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteAlarms />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  document.getElementById('site-alarms')?.remove();
});

test('shows one banner per active alarm, its subject leading to its link; a dismissed one stays dismissed on the next page', async () => {
  renderAlarms();
  expect(await screen.findAllByTestId('site-alarm')).toHaveLength(2);
  expect(screen.getByRole('region', { name: siteAlarmMessages.region })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'به‌روزرسانی مرکز داده' }).getAttribute('href')).toBe('/blog/datacenter');
  expect(screen.queryByRole('link', { name: 'اختلال شبکه' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: siteAlarmMessages.dismiss('به‌روزرسانی مرکز داده') }));
  await waitFor(() => expect(screen.getAllByTestId('site-alarm')).toHaveLength(1));
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.dismissedSiteAlarms)!)).toEqual(['به‌روزرسانی مرکز داده\n/blog/datacenter']);

  // The next page: a new island, the list fetched again.
  cleanup();
  queryClient.clear();
  document.getElementById('site-alarms')?.remove();
  renderAlarms();
  await screen.findByText('اختلال شبکه');
  expect(screen.queryByText('به‌روزرسانی مرکز داده')).toBeNull();
});

test('signed out (the layout gone), no alarm shows and none is remembered', async () => {
  const { unmount } = renderAlarms();
  expect(await screen.findAllByTestId('site-alarm')).toHaveLength(2);
  expect(localStorage.getItem(STORAGE_KEYS.siteAlarms)).not.toBeNull();
  unmount();
  expect(screen.queryAllByTestId('site-alarm')).toHaveLength(0);
  expect(localStorage.getItem(STORAGE_KEYS.siteAlarms)).toBeNull();
});
