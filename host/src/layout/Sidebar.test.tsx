/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { useAuthStore } from '@portal/session';
import { wireFake } from '@portal/api/test-support';
import { api } from '@portal/contracts';
import userEvent from '@testing-library/user-event';
import { areaMessages } from '@portal/areas';
import { useProjectStore } from '@portal/session';
import { loadRemoteApp } from '../remotes/load-remote-app';
import { resetRegisteredForTests } from '../remotes/registered';
import type { RegistryDocument } from '../remotes/registry';
import { Sidebar } from './Sidebar';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));
jest.mock('../remotes/registry', () => ({ loadedRegistry: () => null, loadRegistry: () => Promise.resolve(registryDoc) }));
jest.mock('../remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn(() => new Promise(() => undefined)) }));
let registryDoc: RegistryDocument = { remotes: {} };

function renderSidebar() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Sidebar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('the sidebar names the user as the profile does now, not as the login answer did', async () => {
  useAuthStore.setState({ loginInfo: { accessToken: 't', twoFactor: false, profileCompleted: true, userTitle: 'نام پیش از تغییر' } } as never);
  const fake = wireFake().on(api.account.profileGet, {
    firstName: 'مریم',
    lastName: 'رضایی',
    email: null,
    phoneNumber: null,
    phoneNumberConfirmed: false,
    emailConfirmed: false,
    idConfirmed: false,
    hasTwoFactor: false,
    isLegal: false,
  });
  configureApi({ fetch: fake.fetch });
  renderSidebar();
  expect(await screen.findByText('مریم رضایی')).toBeInTheDocument();
  expect(screen.queryByText('نام پیش از تغییر')).not.toBeInTheDocument();
  expect(fake.unmatched).toEqual([]);
});

it('an area starts loading when its link is hovered or focused, and its entry is prefetched once the page is idle', async () => {
  registryDoc = {
    remotes: {
      storage: { version: 'A', entry: '/remotes/storage/A/remoteEntry.js', integrity: 'sha384-s' },
      'cloud-infra': { version: 'B', entry: '/remotes/cloud-infra/B/remoteEntry.js', integrity: 'sha384-c' },
    },
  };
  resetRegisteredForTests();
  useProjectStore.setState({ selectedProjectId: 3 } as never);
  // The profile is not what these tests look at: the provider refuses it.
  configureApi({ fetch: wireFake().on(api.account.profileGet, { status: 404, body: { message: 'no' } }).fetch });
  renderSidebar();
  const storage = await screen.findByRole('link', { name: areaMessages.cloudStorage });
  // Idle: the browser is asked for both areas' entry files, and nothing is run.
  await waitFor(
    () =>
      expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.dataset.remote).sort()).toEqual([
        'cloud-infra',
        'storage',
      ]),
    { timeout: 10_000 },
  );
  expect(loadRemoteApp).not.toHaveBeenCalled();
  await userEvent.hover(storage);
  expect(loadRemoteApp).toHaveBeenCalledWith('storage', false);
  screen.getByRole('link', { name: areaMessages.virtualServers }).focus();
  expect(loadRemoteApp).toHaveBeenCalledWith('cloud-infra', false);
});

it("hovering an area's link has the area fetch the page that link opens", async () => {
  registryDoc = { remotes: { vpc: { version: 'C', entry: '/remotes/vpc/C/remoteEntry.js', integrity: 'sha384-v' } } };
  resetRegisteredForTests();
  useProjectStore.setState({ selectedProjectId: 4 } as never);
  // The profile is not what these tests look at: the provider refuses it.
  configureApi({ fetch: wireFake().on(api.account.profileGet, { status: 404, body: { message: 'no' } }).fetch });
  const preload = jest.fn(() => Promise.resolve());
  jest.mocked(loadRemoteApp).mockResolvedValueOnce(Object.assign(() => null, { preload }));
  renderSidebar();
  await userEvent.hover(await screen.findByRole('link', { name: areaMessages.vpc }));
  await waitFor(() => expect(preload).toHaveBeenCalledWith('/vpc/4', { data: true }));
  expect(loadRemoteApp).toHaveBeenCalledWith('vpc', false);
});
