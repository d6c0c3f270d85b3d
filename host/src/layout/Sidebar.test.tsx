/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { useAuthStore } from '@portal/session';
import { fakeFetch, json } from '@portal/api/test-support';
import { Sidebar } from './Sidebar';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));
jest.mock('../remotes/registry', () => ({ loadRegistry: () => Promise.resolve({ remotes: {} }) }));

it("the sidebar names the user as the profile does now, not as the login answer did", async () => {
  useAuthStore.setState({ loginInfo: { accessToken: 't', twoFactor: false, profileCompleted: true, userTitle: 'نام پیش از تغییر' } } as never);
  configureApi({
    fetch: fakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/my/account/profile/get') return json(200, { firstName: 'مریم', lastName: 'رضایی', customerRole: 'owner' });
      return json(404, { message: 'no' });
    }).fetch,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Sidebar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('مریم رضایی')).toBeInTheDocument();
  expect(screen.queryByText('نام پیش از تغییر')).not.toBeInTheDocument();
});
