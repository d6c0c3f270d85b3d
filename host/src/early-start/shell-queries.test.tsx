/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { fakeFetch, json } from '@portal/api/test-support';
import { useAuthStore } from '@portal/session';
import { useProfile } from '../account/api';
import { NotificationBell } from '../layout/NotificationBell';
import { SiteAlarms } from '../layout/SiteAlarms';
import { useProjects } from '../projects/use-projects';
import { prefetchShellQueries } from './shell-queries';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const answers: Record<string, unknown> = {
  '/api/my/project/list': [{ id: 3, name: 'پروژه اصلی' }],
  '/api/my/account/profile/get': { firstName: 'مریم', lastName: 'رضایی', customerRole: 'owner' },
  '/api/my/portal/notification/short-list': [],
  '/api/my/portal/website-alarm/list': [{ subject: 'به‌روزرسانی مرکز داده', link: null }],
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

it("the shell's hooks find what the early start fetched under their own keys: each call is made once", async () => {
  queryClient.clear();
  useAuthStore.setState({ loginInfo: { accessToken: 't', twoFactor: false, profileCompleted: true } } as never);
  const api = fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    return path in answers ? json(200, answers[path]) : json(404, { message: 'no' });
  });
  configureApi({ fetch: api.fetch });
  const paths = () =>
    api.requests
      .map((r) => new URL(r.url).pathname)
      .filter((p) => p in answers)
      .sort();

  await prefetchShellQueries();
  expect(paths()).toEqual(Object.keys(answers).sort());

  const projects = renderHook(() => useProjects(), { wrapper });
  const profile = renderHook(() => useProfile(), { wrapper });
  render(<NotificationBell />, { wrapper });
  // The site alarm is in the shell's first render: nothing arrives later to push the page down.
  const alarms = render(<SiteAlarms />, { wrapper });
  expect(alarms.getByTestId('site-alarm')).toHaveTextContent('به‌روزرسانی مرکز داده');
  await waitFor(() => expect(projects.result.current.data).toEqual([{ id: 3, name: 'پروژه اصلی' }]));
  expect(profile.result.current.data).toMatchObject({ firstName: 'مریم' });
  // Nothing was fetched a second time by the hooks that render.
  expect(paths()).toEqual(Object.keys(answers).sort());
});
