/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, SERVICE_STATUS_WORDS, serviceStatusId, type VmHostRow } from '@portal/contracts';
import { notify } from '@portal/ui/toast';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { vmMessages } from '../messages';
import VmListPage from './VmListPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

// The provider's slim list row: no powerStatus; its statusId says running (2), off (10) or busy; `status` is its display text.
const ACTIVE = serviceStatusId('active');
const OFF = serviceStatusId('off');
const WAITING = serviceStatusId('waiting');
const vm = (id: number, name: string, statusId: number): VmHostRow => ({
  id,
  name,
  status: SERVICE_STATUS_WORDS[statusId as keyof typeof SERVICE_STATUS_WORDS],
  statusId,
  storageClassTypeId: 1,
  datacenter: 'تهران',
  operatingSystem: 'Ubuntu',
  createDate: '2025-03-01T08:00:00Z',
});

function renderList(rows: VmHostRow[]) {
  const fake = wireFake()
    .on(api.vm.hostList, { params: { projectId: 3 } }, rows)
    // The provider's power actions are PUT and answer nothing to read.
    .on(api.vm.hostReboot, { params: { projectId: 3 } }, { status: 200 })
    .on(api.vm.hostDelete, { params: { projectId: 3 } }, { status: 200 });
  return renderRoute({ path: '/vm/:projectId/list', url: '/vm/3/list', element: <VmListPage />, api: fake });
}

resetAfterEach();

test('servers show their status, OS and data centre', async () => {
  renderList([vm(1, 'web-1', ACTIVE), vm(2, 'db-1', OFF)]);
  const row = (await screen.findByText('web-1')).closest('tr')!;
  expect(within(row).getByText('فعال')).toBeInTheDocument();
  expect(within(row).getByText('Ubuntu')).toBeInTheDocument();
  expect(within(row).getByText('تهران')).toBeInTheDocument();
  expect(within(screen.getByText('db-1').closest('tr')!).getByText('خاموش')).toBeInTheDocument();
});

test('bulk reboot asks first, sends only for servers that can reboot, and says what was skipped', async () => {
  const fake = renderList([vm(1, 'web-1', ACTIVE), vm(2, 'db-1', OFF)]);
  await screen.findByText('web-1');
  for (const name of ['web-1', 'db-1']) await userEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
  const toolbar = screen.getByRole('toolbar');
  await userEvent.click(within(toolbar).getByRole('button', { name: vmMessages.power.reboot }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(vmMessages.power.confirmMany(vmMessages.power.reboot, '۲'));
  await userEvent.click(within(dialog).getByRole('button', { name: vmMessages.power.reboot }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(vmMessages.power.doneMany(vmMessages.power.reboot, '۱', '۲')));
  expect(notify.info).toHaveBeenCalledWith(vmMessages.power.skipped('۱'));
  expect(fake.calls(api.vm.hostReboot).map((c) => c.params.id)).toEqual(['1']);
});

const menuOf = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: vmMessages.list.rowActions(name) }));
  const menu = (await screen.findAllByRole('menu')).at(-1)!;
  const power = ['start', 'shutdown', 'stop', 'reboot', 'reset'] as const;
  // Which power actions the menu offers (not greyed out).
  return power.filter((a) => within(menu).getByRole('menuitem', { name: vmMessages.power[a] }).getAttribute('aria-disabled') !== 'true');
};

test('the row menu offers the actions of its statusId: off (10) start, active (2) the running ones, busy none', async () => {
  renderList([vm(2, 'db-1', OFF), vm(1, 'web-1', ACTIVE), vm(3, 'app-1', WAITING)]);
  expect(await menuOf('db-1')).toEqual(['start']);
  await userEvent.keyboard('{Escape}');
  expect(await menuOf('web-1')).toEqual(['shutdown', 'stop', 'reboot', 'reset']);
  await userEvent.keyboard('{Escape}');
  expect(await menuOf('app-1')).toEqual([]);
});

test('the status shown is read from the statusId, not from the display text', async () => {
  // A provider text the portal does not parse: the tag still says the state of its id.
  renderList([{ ...vm(1, 'web-1', OFF), status: 'Stopped by admin' }]);
  const row = (await screen.findByText('web-1')).closest('tr')!;
  expect(within(row).getByText('خاموش')).toBeInTheDocument();
});

test('deleting servers asks for the name of one, or the number of several, before anything is sent', async () => {
  const fake = renderList([vm(1, 'web-1', ACTIVE), vm(2, 'db-1', OFF)]);
  await screen.findByText('web-1');
  const deletes = () => fake.calls(api.vm.hostDelete).map((c) => c.params.id);

  await userEvent.click(screen.getByRole('button', { name: vmMessages.list.rowActions('db-1') }));
  await userEvent.click(await screen.findByRole('menuitem', { name: vmMessages.power.delete }));
  let dialog = await screen.findByRole('dialog', { name: vmMessages.power.deleteTitle });
  const ok = () => within(dialog).getByRole('button', { name: vmMessages.power.delete });
  expect(ok()).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox'), 'db-1{Enter}');
  await waitFor(() => expect(deletes()).toEqual(['2']));

  for (const name of ['web-1', 'db-1']) await userEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
  await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: vmMessages.power.delete }));
  dialog = await screen.findByRole('dialog', { name: vmMessages.power.deleteMany });
  expect(ok()).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox'), '3');
  expect(ok()).toBeDisabled();
  await userEvent.clear(within(dialog).getByRole('textbox'));
  // Latin or Persian digits alike.
  await userEvent.type(within(dialog).getByRole('textbox'), '2');
  await userEvent.click(ok());
  await waitFor(() => expect(deletes()).toHaveLength(3));
});
