/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@portal/locale';
import { api, POWER_STATUS, serviceStatusId, type VmImage } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import type { VmView } from '../api';
import { vmMessages } from '../messages';
import RebuildTab from './RebuildTab';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const t = vmMessages.rebuild;
const images: VmImage[] = [
  { id: 1, name: 'Ubuntu 24.04 LTS', operatingSystemId: 1, operatingSystem: 'Ubuntu', status: true },
  { id: 3, name: 'Debian 12', operatingSystemId: 2, operatingSystem: 'Debian', status: true },
];
const vm = {
  id: 7,
  projectId: 3,
  name: 'web-1',
  vmImageId: 1,
  statusId: serviceStatusId('active'),
  powerStatus: POWER_STATUS.on,
  cpu: 2,
  memory: 4,
  disk: 60,
} as unknown as VmView;

function renderTab() {
  const fake = wireFake()
    .on(api.vm.imageList, { params: { projectId: 3 } }, images)
    .on(api.sshKey.list, { params: { projectId: 3 } }, [])
    .on(api.vm.hostRebuild, { params: { projectId: 3, id: 7 } }, { status: 200 });
  return renderRoute({ path: '/vm/:projectId/:id/rebuild', url: '/vm/3/7/rebuild', element: <RebuildTab vm={vm} />, api: fake });
}

resetAfterEach();

test("a rename is the rebuild's name: the confirmation says the server is reinstalled and renamed, the PUT carries the name", async () => {
  const fake = renderTab();
  const name = screen.getByRole('textbox', { name: t.name });
  expect(name).toHaveValue('web-1');
  // The current image is chosen to start with.
  expect(await screen.findByRole('radio', { name: 'Ubuntu 24.04 LTS' })).toBeChecked();
  await userEvent.clear(name);
  await userEvent.type(name, 'web-new');
  await userEvent.type(screen.getByLabelText(vmMessages.create.password), 'An0ther!Pass');
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
  expect(dialog).toHaveTextContent(fill(t.confirmText, { name: 'web-1', os: 'Ubuntu 24.04 LTS' }));
  expect(dialog).toHaveTextContent(fill(t.renameText, { name: 'web-new' }));
  await userEvent.type(within(dialog).getByRole('textbox'), 'web-1');
  await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
  await waitFor(() => expect(fake.calls().some((r) => r.method === 'PUT')).toBe(true));
  const puts = fake.calls().filter((r) => r.method === 'PUT');
  const rebuilds = fake.calls(api.vm.hostRebuild, { params: { projectId: 3, id: 7 } });
  expect(rebuilds).toHaveLength(puts.length);
  expect(rebuilds[0].body).toEqual({ vmImageId: 1, name: 'web-new', password: 'An0ther!Pass', vmKeyId: null });
});

test('keeping the name does not speak of a rename; an empty name cannot be sent', async () => {
  renderTab();
  await screen.findByRole('radio', { name: 'Debian 12' });
  await userEvent.click(screen.getByRole('radio', { name: 'Debian 12' }));
  await userEvent.type(screen.getByLabelText(vmMessages.create.password), 'An0ther!Pass');
  await userEvent.click(screen.getByRole('button', { name: t.submit }));
  const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
  expect(dialog).toHaveTextContent(fill(t.confirmText, { name: 'web-1', os: 'Debian 12' }));
  expect(dialog).not.toHaveTextContent(fill(t.renameText, { name: 'web-1' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.clear(screen.getByRole('textbox', { name: t.name }));
  await waitFor(() => expect(screen.getByRole('button', { name: t.submit })).toBeDisabled());
});
