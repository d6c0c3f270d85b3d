/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { fakeFetch, json } from '@portal/api/test-support';
import { areaMessages } from '@portal/areas';
import { useAuthStore, useProjectStore } from '@portal/session';
import { hostMessages } from '../messages';
import { resetRegisteredForTests } from '../remotes/registered';
import type { RegistryDocument } from '../remotes/registry';
import { SearchButton } from './SearchButton';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));
jest.mock('../remotes/registry', () => ({ loadRegistry: () => Promise.resolve(registryDoc) }));
const registryDoc: RegistryDocument = {
  remotes: {
    'cloud-infra': { version: 'A', entry: '/remotes/cloud-infra/A/remoteEntry.js', integrity: 'sha384-a' },
    'dns-cdn': { version: 'B', entry: '/remotes/dns-cdn/B/remoteEntry.js', integrity: 'sha384-b' },
  },
};
const t = hostMessages.search;

const answers: Record<string, unknown> = {
  '/api/my/vm/1/host/list': [
    { id: 5, name: 'web-1' },
    { id: 6, name: 'db-1' },
  ],
  '/api/my/vm/1/host/5/ip/list': [{ id: 1, ipAddress: '185.208.0.4', isV4: true, isPrimary: true, isFloating: false }],
  '/api/my/vm/1/host/6/ip/list': [{ id: 2, ipAddress: '185.208.0.3', isV4: true, isPrimary: true, isFloating: false }],
  '/api/my/dns-cdn/2/host/list': [{ id: 9, zoneName: 'xn--mgbacgw9lh19e.xn--mgba3a4f16a' }],
};
let api: ReturnType<typeof fakeFetch>;

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
  api = fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    return path in answers ? json(200, answers[path]) : json(200, []);
  });
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

const listRequests = () => api.requests.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/api/my/'));

it('reads nothing before it opens; Ctrl+K opens it, an address in Persian digits finds the server, Enter goes to its page', async () => {
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(listRequests()).toEqual([]);

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
  expect(listRequests().filter((p) => p.endsWith('/ip/list'))).toEqual([]);

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
