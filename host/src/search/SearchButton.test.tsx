/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { wireFake, type WireFake } from '@portal/api/test-support';
import { api as contracts, type ResponseOf } from '@portal/contracts';
import { areaMessages } from '@portal/areas';
import { useAuthStore, useProjectStore } from '@portal/session';
import { hostMessages } from '../messages';
import { resetRegisteredForTests } from '../remotes/registered';
import type { RegistryDocument } from '../remotes/registry';
import { SearchButton } from './SearchButton';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));
jest.mock('../remotes/registry', () => ({ loadedRegistry: () => null, loadRegistry: () => Promise.resolve(registryDoc) }));
const registryDoc: RegistryDocument = {
  remotes: {
    'cloud-infra': { version: 'A', entry: '/remotes/cloud-infra/A/remoteEntry.js', integrity: 'sha384-a' },
    'dns-cdn': { version: 'B', entry: '/remotes/dns-cdn/B/remoteEntry.js', integrity: 'sha384-b' },
  },
};
const t = hostMessages.search;

type VmRow = ResponseOf<typeof contracts.vm.hostList>[number];
const vmRow = (id: number, name: string): VmRow => ({ id, name, status: 'active', statusId: 2, datacenter: null, operatingSystem: null });
const ipRow = (id: number, ipAddress: string) => ({ id, ipAddress, isV4: true, isPrimary: true, isFloating: false });
/** Every list the search reads (the areas' `search`), empty unless a test's rows are in it. */
const searchLists = [
  contracts.volume.list,
  contracts.network.list,
  contracts.bareMetal.hostList,
  contracts.colocation.hostList,
  contracts.kubernetesCluster.hostList,
  contracts.kubernetesCloud.hostList,
  contracts.storage.hostList,
  contracts.dnsCdn.hostList,
  contracts.domain.list,
  contracts.webHost.list,
  contracts.vpc.list,
  contracts.vm.hostList,
  contracts.vm.ipList,
];
let api: WireFake;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

beforeEach(() => {
  queryClient.clear();
  resetRegisteredForTests();
  useAuthStore.setState({ loginInfo: { accessToken: 't', twoFactor: false, profileCompleted: true, userTitle: 'کاربر' } } as never);
  useProjectStore.setState({
    selectedProjectId: 1,
    projectList: [
      { id: 1, name: 'پروژه اصلی' },
      { id: 2, name: 'پروژه آزمایشی' },
    ],
  } as never);
  api = wireFake();
  for (const list of searchLists) api.on(list, []);
  api
    .on(contracts.vm.hostList, { params: { projectId: 1 } }, [vmRow(5, 'web-1'), vmRow(6, 'db-1')])
    .on(contracts.vm.ipList, { params: { projectId: 1, vmHostId: 5 } }, [ipRow(1, '185.208.0.4')])
    .on(contracts.vm.ipList, { params: { projectId: 1, vmHostId: 6 } }, [ipRow(2, '185.208.0.3')])
    .on(contracts.dnsCdn.hostList, { params: { projectId: 2 } }, [
      { id: 9, zoneName: 'xn--mgbacgw9lh19e.xn--mgba3a4f16a', isHsts: false, isHttpsRedirect: false, isNonWwwRedirect: false, status: 'active', statusId: 2 },
    ]);
  configureApi({ fetch: api.fetch });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SearchButton />
        <input aria-label="another field" />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});

afterEach(() => expect(api.unmatched).toEqual([]));

it('reads nothing before it opens; Ctrl+K opens it, an address in Persian digits finds the server, Enter goes to its page', async () => {
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(api.calls()).toEqual([]);

  await userEvent.keyboard('{Control>}k{/Control}');
  const box = await screen.findByRole('combobox', { name: t.field });
  await waitFor(() => expect(box).toHaveFocus());
  await userEvent.type(box, '۱۸۵٫۲۰۸');

  const list = await screen.findByRole('listbox', { name: t.results });
  await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
  const [web, db] = within(list).getAllByRole('option');
  expect(web).toHaveAttribute('href', '/vm/1/5');
  expect(web).toHaveTextContent('185.208.0.4');
  expect(db).toHaveAttribute('href', '/vm/1/6');
  expect(within(list).getByRole('group', { name: 'زیرساخت ابری · پروژه اصلی' })).toContainElement(web!);
  expect(box).toHaveAttribute('aria-activedescendant', web!.id);
  expect(web).toHaveAttribute('aria-selected', 'true');

  await userEvent.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', db!.id);
  await userEvent.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', web!.id);
  await userEvent.keyboard('{ArrowUp}');
  expect(box).toHaveAttribute('aria-activedescendant', db!.id);
  await userEvent.keyboard('{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/vm/1/6');
  await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
});

it('`/` opens it outside a text field only; a Persian domain typed with an Arabic letter finds the zone; Esc closes and gives focus back', async () => {
  screen.getByRole('textbox', { name: 'another field' }).focus();
  await userEvent.keyboard('/');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'another field' })).toHaveValue('/');

  const button = screen.getByRole('button', { name: t.open });
  button.focus();
  await userEvent.keyboard('/');
  const box = await screen.findByRole('combobox', { name: t.field });
  await waitFor(() => expect(box).toHaveFocus());
  await userEvent.type(box, 'كتابخانه');
  const zone = await screen.findByRole('option', { name: /کتابخانه\.ایران/ });
  expect(zone).toHaveAttribute('href', '/cdn/2/9');
  expect(screen.getByRole('group', { name: 'DNS ابری · پروژه آزمایشی' })).toContainElement(zone);
  // No digit typed: the servers' address lists were never asked for.
  expect(api.calls(contracts.vm.ipList)).toEqual([]);

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());

  // Opened again (its chunk in already), the field has focus again.
  await userEvent.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(screen.getByRole('combobox', { name: t.field })).toHaveFocus());
});

it('finds the portal pages by name, an area page in the first project when none is selected, and says when nothing is found', async () => {
  act(() => useProjectStore.setState({ selectedProjectId: null }));
  await userEvent.click(screen.getByRole('button', { name: t.open }));
  const box = await screen.findByRole('combobox', { name: t.field });
  await userEvent.type(box, hostMessages.layout.accountManagement);
  expect(await screen.findByRole('option', { name: new RegExp(hostMessages.layout.accountManagement) })).toHaveAttribute('href', '/portal/account');
  await userEvent.clear(box);
  await userEvent.type(box, areaMessages.virtualServers);
  expect(await screen.findByRole('option', { name: new RegExp(areaMessages.virtualServers) })).toHaveAttribute('href', '/vm/1/list');
  await userEvent.clear(box);
  await userEvent.type(box, 'zzzz');
  expect(await screen.findByText(t.none)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});
