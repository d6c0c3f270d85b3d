/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { wireFake } from '@portal/api/test-support';
import { api, type ResponseOf } from '@portal/contracts';
import { useAuthStore } from '@portal/session';
import { useProfile } from '../account/api';
import { NotificationBell } from '../layout/NotificationBell';
import { SiteAlarms } from '../layout/SiteAlarms';
import { useProjects } from '../projects/use-projects';
import { prefetchShellQueries } from './shell-queries';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const projectList: ResponseOf<typeof api.project.list> = [
  {
    id: 3,
    name: 'پروژه اصلی',
    customer: null,
    customerId: 1,
    datacenterId: 1,
    datacenter: null,
    hypervisorId: 1,
    hypervisor: null,
    isPublic: false,
    status: true,
  },
];
const profileAnswer: ResponseOf<typeof api.account.profileGet> = {
  firstName: 'مریم',
  lastName: 'رضایی',
  email: null,
  phoneNumber: null,
  phoneNumberConfirmed: false,
  emailConfirmed: false,
  idConfirmed: false,
  hasTwoFactor: false,
  isLegal: false,
};
/** What the shell asks at start, each endpoint once. */
const shellEndpoints = [api.project.list, api.account.profileGet, api.portal.notificationShortList, api.support.websiteAlarmList];

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

it("the shell's hooks find what the early start fetched under their own keys: each call is made once", async () => {
  queryClient.clear();
  useAuthStore.setState({ loginInfo: { accessToken: 't', twoFactor: false, profileCompleted: true } } as never);
  const fake = wireFake()
    .on(api.project.list, projectList)
    .on(api.account.profileGet, profileAnswer)
    .on(api.portal.notificationShortList, [])
    .on(api.support.websiteAlarmList, [{ subject: 'به‌روزرسانی مرکز داده', link: null }]);
  configureApi({ fetch: fake.fetch });
  const callsPerEndpoint = () => shellEndpoints.map((endpoint) => fake.calls(endpoint).length);

  await prefetchShellQueries();
  expect(callsPerEndpoint()).toEqual([1, 1, 1, 1]);

  const projects = renderHook(() => useProjects(), { wrapper });
  const profile = renderHook(() => useProfile(), { wrapper });
  render(<NotificationBell />, { wrapper });
  // The site alarm is in the shell's first render: nothing arrives later to push the page down.
  const alarms = render(<SiteAlarms />, { wrapper });
  expect(alarms.getByTestId('site-alarm')).toHaveTextContent('به‌روزرسانی مرکز داده');
  await waitFor(() => expect(projects.result.current.data).toEqual(projectList));
  expect(profile.result.current.data).toMatchObject({ firstName: 'مریم' });
  // Nothing was fetched a second time by the hooks that render.
  expect(callsPerEndpoint()).toEqual([1, 1, 1, 1]);
  expect(fake.unmatched).toEqual([]);
});
