/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, NETWORK_STATUS, POWER_STATUS, SERVICE_STATUS_WORDS, serviceStatusId, type VmHost } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { vmMessages } from '../messages';
import VmDetailPage from './VmDetailPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const ACTIVE = serviceStatusId('active');
const OFF = serviceStatusId('off');
const WAITING = serviceStatusId('waiting');
const p = vmMessages.power;
const d = vmMessages.detail;

// The provider's host/get: `status` is its display text, the state is statusId and powerStatus.
const host = (over: Partial<VmHost>): VmHost => ({
  datacenterId: 1,
  name: 'web-1',
  operatingSystemId: 1,
  operatingSystem: 'Ubuntu',
  storageClassTypeId: 1,
  vmImage: 'Ubuntu 24.04 LTS',
  vmImageId: 1,
  projectId: 3,
  hypervisorId: 1,
  status: SERVICE_STATUS_WORDS[ACTIVE],
  statusId: ACTIVE,
  cpu: 2,
  memory: 4,
  disk: 60,
  ipV4: 1,
  ipV6: 0,
  powerStatus: POWER_STATUS.on,
  networkStatus: NETWORK_STATUS.connected,
  isCluster: false,
  isMaster: false,
  createDate: '2025-03-01T08:00:00Z',
  modifyDate: '2025-03-02T08:00:00Z',
  ...over,
});

function renderPage(vm: VmHost, tab = 'specification') {
  const onVm = { params: { projectId: 3, id: 7 } };
  const fake = wireFake()
    .on(api.vm.hostGet, onVm, vm)
    // The tabs' lists, empty.
    .on(api.vm.ipList, [])
    .on(api.volume.hostVolumeList, [])
    .on(api.vm.imageList, [])
    .on(api.sshKey.list, [])
    .on(api.vm.isoShortList, [])
    .on(api.vm.isoNodeList, [])
    .on(api.portal.vmBundleList, [])
    .on(api.infra.datacenterList, [])
    // The provider's power actions are PUT and answer nothing to read.
    .on(api.vm.hostReboot, onVm, { status: 200 });
  return renderRoute({ path: '/vm/:projectId/:id/:tab', url: `/vm/3/7/${tab}`, element: <VmDetailPage />, api: fake });
}

// The buttons' icons add their own words to the name: find a button by the text it ends with.
const named = (text: string) => new RegExp(`${text}$`);

/** The power actions the page's menu offers (the others are greyed out). */
async function offered() {
  await userEvent.click(await screen.findByRole('button', { name: named(vmMessages.list.actions) }));
  const menu = await screen.findByRole('menu');
  return (['start', 'shutdown', 'stop', 'reboot', 'reset'] as const).filter(
    (a) => within(menu).getByRole('menuitem', { name: p[a] }).getAttribute('aria-disabled') !== 'true',
  );
}
const consoleButton = () => screen.getByRole('button', { name: named(p.console) });

resetAfterEach();

test('POWERED_ON: the running actions and the console are offered, start is not', async () => {
  renderPage(host({}));
  expect(await offered()).toEqual(['shutdown', 'stop', 'reboot', 'reset']);
  expect(consoleButton()).toBeEnabled();
  expect(screen.getAllByText(d.power[POWER_STATUS.on]).length).toBeGreaterThan(0);
  expect(screen.getByText(d.network[NETWORK_STATUS.connected])).toBeInTheDocument();
});

test('POWERED_OFF: only start; no console', async () => {
  renderPage(host({ statusId: OFF, status: SERVICE_STATUS_WORDS[OFF], powerStatus: POWER_STATUS.off, networkStatus: NETWORK_STATUS.disconnected }));
  expect(await offered()).toEqual(['start']);
  expect(consoleButton()).toBeDisabled();
});

test('the power comes from powerStatus, not from the service state: an active service powered off offers start', async () => {
  renderPage(host({ powerStatus: POWER_STATUS.off }));
  expect(await offered()).toEqual(['start']);
  expect(consoleButton()).toBeDisabled();
});

test('while the provider works on the server (statusId 6) nothing is offered, whatever its power', async () => {
  renderPage(host({ statusId: WAITING, status: SERVICE_STATUS_WORDS[WAITING] }));
  expect(await offered()).toEqual([]);
  expect(consoleButton()).toBeDisabled();
});

test('a power action from the menu asks, then sends its PUT', async () => {
  const fake = renderPage(host({}));
  await userEvent.click(await screen.findByRole('button', { name: named(vmMessages.list.actions) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: p.reboot }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: p.reboot }));
  await waitFor(() => expect(fake.calls().filter((r) => r.method === 'PUT')).toHaveLength(1));
  expect(fake.calls(api.vm.hostReboot, { params: { projectId: 3, id: 7 } })).toHaveLength(1);
});

test('a cluster master node says so and has no rebuild tab; its rebuild address leads to the specification', async () => {
  renderPage(host({ isCluster: true, isMaster: true }), 'rebuild');
  expect((await screen.findAllByText(d.clusterMaster)).length).toBeGreaterThan(0);
  expect(screen.getByText(d.clusterNote)).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: d.tabs.rebuild })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: d.tabs.specification })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('link', { name: d.rename })).not.toBeInTheDocument();
  // Power stays the node's own.
  expect(await offered()).toEqual(['shutdown', 'stop', 'reboot', 'reset']);
});

test('a worker node is named a worker and has no rebuild tab either', async () => {
  renderPage(host({ isCluster: true, isMaster: false }));
  expect((await screen.findAllByText(d.clusterWorker)).length).toBeGreaterThan(0);
  expect(screen.queryByRole('tab', { name: d.tabs.rebuild })).not.toBeInTheDocument();
});

test('a server of no cluster offers the rebuild tab and a rename link to it', async () => {
  renderPage(host({}));
  expect(await screen.findByRole('tab', { name: d.tabs.rebuild })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: d.rename })).toHaveAttribute('href', '/vm/3/7/rebuild');
  expect(screen.queryByText(d.clusterNote)).not.toBeInTheDocument();
});
