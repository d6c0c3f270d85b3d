/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi, queryClient } from '@portal/api';
import { areaMessages } from '@portal/areas';
import { messages } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { wireFake, type WireFake } from '@portal/api/test-support';
import { api, type ResponseOf } from '@portal/contracts';
import { Layout } from './Layout';
import { resetRegisteredForTests } from '../remotes/registered';

// The icons package ships ES modules jest does not transform; icons are decoration here.
jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));
const entry = { version: '1', entry: '/remotes/x/1/remoteEntry.js', integrity: 'sha384-x' };
jest.mock('../remotes/registry', () => ({
  loadedRegistry: () => null,
  loadRegistry: () => Promise.resolve({ remotes: { 'cloud-infra': entry, storage: entry } }),
}));

// The demo customer's two projects; project 3 is another customer's.
const projects: ResponseOf<typeof api.project.list> = [
  {
    id: 1,
    name: 'پروژه اصلی',
    customer: 'مشتری',
    customerId: 1,
    datacenterId: 1,
    datacenter: 'تهران',
    hypervisorId: 1,
    hypervisor: 'KVM',
    isPublic: false,
    status: true,
  },
  {
    id: 2,
    name: 'پروژه آزمایشی',
    customer: 'مشتری',
    customerId: 1,
    datacenterId: 1,
    datacenter: 'تهران',
    hypervisorId: 1,
    hypervisor: 'KVM',
    isPublic: false,
    status: true,
  },
];

function Back() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button onClick={() => navigate(-1)}>back</button>
      <output data-testid="url">{pathname}</output>
    </>
  );
}

const pages = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="vm/*" element={<p>servers page</p>} />
      <Route path="storage/*" element={<p>storage page</p>} />
    </Route>
  </Routes>
);

const profile: ResponseOf<typeof api.account.profileGet> = {
  firstName: null,
  lastName: null,
  email: null,
  phoneNumber: null,
  phoneNumberConfirmed: false,
  emailConfirmed: false,
  idConfirmed: false,
  hasTwoFactor: false,
  isLegal: false,
};

let fake: WireFake;

function open(urls: string[], router: 'memory' | 'browser' = 'memory') {
  fake = wireFake()
    .on(api.project.list, projects)
    .on(api.account.profileGet, profile)
    .on(api.portal.notificationShortList, [])
    .on(api.support.websiteAlarmList, [])
    // Not what these tests look at: the provider refuses it, and the shell carries on.
    .on(api.infra.datacenterList, { status: 404, body: { message: 'no' } });
  configureApi({ fetch: fake.fetch });
  render(
    <QueryClientProvider client={queryClient}>
      {router === 'memory' ? (
        <MemoryRouter initialEntries={urls} initialIndex={urls.length - 1}>
          <Back />
          {pages}
        </MemoryRouter>
      ) : (
        <BrowserRouter>{pages}</BrowserRouter>
      )}
    </QueryClientProvider>,
  );
}

const selector = () => screen.getByTestId('project-selector');
const sidebarLink = (name: string) => within(screen.getByRole('navigation')).getByRole('link', { name });

beforeAll(() => {
  // A desktop: the sidebar is on the page, not in a closed drawer.
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
beforeEach(() => {
  localStorage.clear();
  useProjectStore.getState().clear();
  resetRegisteredForTests();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  // The shell asked nothing the test did not answer.
  expect(fake.unmatched).toEqual([]);
});

test('a deep link selects its project: the top bar names it, the sidebar points into it, it is stored', async () => {
  open(['/vm/1/list']);
  expect(await screen.findByText('servers page')).toBeInTheDocument();
  expect(await within(selector()).findByText('پروژه اصلی')).toBeInTheDocument();
  expect(sidebarLink(areaMessages.virtualServers)).toHaveAttribute('href', '/vm/1/list');
  expect(sidebarLink(areaMessages.cloudStorage)).toHaveAttribute('href', '/storage/1');
  expect(useProjectStore.getState().selectedProjectId).toBe(1);
  expect(localStorage.getItem('selectedProjectId')).toBe('1');
});

test('the URL wins over the project stored from an earlier visit', async () => {
  useProjectStore.getState().setProjectId(1);
  open(['/storage/2']);
  expect(await within(selector()).findByText('پروژه آزمایشی')).toBeInTheDocument();
  expect(sidebarLink(areaMessages.cloudStorage)).toHaveAttribute('href', '/storage/2');
  expect(localStorage.getItem('selectedProjectId')).toBe('2');
});

test('back and forward carry the selection with them', async () => {
  open(['/vm/1/list', '/vm/2/list']);
  expect(await within(selector()).findByText('پروژه آزمایشی')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'back' }));
  expect(await within(selector()).findByText('پروژه اصلی')).toBeInTheDocument();
  expect(sidebarLink(areaMessages.virtualServers)).toHaveAttribute('href', '/vm/1/list');
});

test('choosing a project in the top bar opens its servers, which selects it', async () => {
  open(['/vm/1/list']);
  expect(await within(selector()).findByText('پروژه اصلی')).toBeInTheDocument();
  await userEvent.click(within(selector()).getByRole('combobox'));
  await userEvent.click(await screen.findByTitle('پروژه آزمایشی'));
  expect(await screen.findByText('/vm/2/list')).toBeInTheDocument();
  expect(await within(selector()).findByText('پروژه آزمایشی')).toBeInTheDocument();
  expect(sidebarLink(areaMessages.virtualServers)).toHaveAttribute('href', '/vm/2/list');
});

test('a choice overtaken by back, before its page rendered, leaves the URL’s project selected', async () => {
  open(['/vm/1/list', '/storage/1']);
  expect(await within(selector()).findByText('پروژه اصلی')).toBeInTheDocument();
  // The selector selects project 2 at once; its navigation never lands because back comes first.
  act(() => useProjectStore.getState().setProjectId(2));
  await userEvent.click(screen.getByRole('button', { name: 'back' }));
  expect(await screen.findByText('/vm/1/list')).toBeInTheDocument();
  expect(useProjectStore.getState().selectedProjectId).toBe(1);
  expect(sidebarLink(areaMessages.virtualServers)).toHaveAttribute('href', '/vm/1/list');
});

test('back to the page still on screen, before the chosen project’s page rendered, selects the URL’s project', async () => {
  window.history.replaceState(null, '', '/vm/1/list');
  open([], 'browser');
  expect(await within(selector()).findByText('پروژه اصلی')).toBeInTheDocument();
  // The selector selected project 2 and pushed its URL, but that page has not rendered (the router
  // renders navigations as transitions) when the customer goes back.
  act(() => {
    useProjectStore.getState().setProjectId(2);
    window.history.pushState(null, '', '/vm/2/list');
  });
  window.history.back();
  await waitFor(() => expect(useProjectStore.getState().selectedProjectId).toBe(1));
  expect(await within(selector()).findByText('پروژه اصلی')).toBeInTheDocument();
  expect(sidebarLink(areaMessages.virtualServers)).toHaveAttribute('href', '/vm/1/list');
});

test.each([
  ['a project that does not exist', '/vm/99999/list'],
  ['another customer’s project', '/storage/3'],
  ['something that is not a project id', '/vm/abc/list'],
])('%s answers the not-found page and is not selected', async (_, url) => {
  useProjectStore.getState().setProjectId(2);
  open([url]);
  expect(await screen.findByText(messages.pages.notFoundTitle)).toBeInTheDocument();
  expect(screen.queryByText(/page$/)).not.toBeInTheDocument();
  await act(async () => undefined);
  expect(useProjectStore.getState().selectedProjectId).toBe(2);
  expect(localStorage.getItem('selectedProjectId')).toBe('2');
});
