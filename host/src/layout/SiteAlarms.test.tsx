/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { wireFake } from '@portal/api/test-support';
import { api, type WebsiteAlarm } from '@portal/contracts';
import { hostMessages } from '../messages';
import { DISMISSED_ALARMS_KEY, SiteAlarms } from './SiteAlarms';

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
});

test('shows one banner per active alarm, its subject leading to its link; a dismissed one stays dismissed after a reload', async () => {
  renderAlarms();
  expect(await screen.findAllByTestId('site-alarm')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'به‌روزرسانی مرکز داده' }).getAttribute('href')).toBe('/blog/datacenter');
  expect(screen.queryByRole('link', { name: 'اختلال شبکه' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: hostMessages.layout.dismissAlarm('به‌روزرسانی مرکز داده') }));
  await waitFor(() => expect(screen.getAllByTestId('site-alarm')).toHaveLength(1));
  expect(JSON.parse(localStorage.getItem(DISMISSED_ALARMS_KEY)!)).toEqual(['به‌روزرسانی مرکز داده\n/blog/datacenter']);

  cleanup();
  queryClient.clear();
  renderAlarms();
  await screen.findByText('اختلال شبکه');
  expect(screen.queryByText('به‌روزرسانی مرکز داده')).toBeNull();
});
