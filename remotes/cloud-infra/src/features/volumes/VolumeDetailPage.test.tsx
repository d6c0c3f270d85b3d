/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type Volume, type VolumeNode } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import VolumeDetailPage from './VolumeDetailPage';
import { volumeMessages as t } from './messages';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

// The provider's `get` of a disk, and its node (the server it hangs on is not on the `get`).
const disk: Volume = {
  id: 5,
  datacenter: 'آسیاتک',
  name: 'data-1',
  size: 100,
  status: 'active',
  statusId: 2,
  volumeSize: 100,
  createDate: '2025-03-01T08:00:00Z',
};
const attached: VolumeNode = { id: 5, vmVolumeHostId: 5, vmVolumeHost: 'data-1', vmHostId: 9, vmHost: 'web-1', isConnected: true };

function renderPage(page: string) {
  let node = attached;
  const fake = wireFake()
    .on(api.volume.get, { params: { projectId: 3, id: 5 } }, disk)
    .on(api.volume.nodeGet, { params: { projectId: 3 }, query: { VmVolumeHostId: 5 } }, () => node)
    .on(api.volume.nodeDetach, { params: { projectId: 3, id: 5 } }, () => {
      node = { ...attached, vmHostId: null, vmHost: null, isConnected: false };
      return { status: 200 };
    })
    .on(api.vm.hostList, { params: { projectId: 3 } }, []);
  return renderRoute({ path: '/block-storage/:projectId/:blockstorageId/*', url: `/block-storage/3/5/${page}`, element: <VolumeDetailPage />, api: fake });
}

resetAfterEach();

test("the specification shows the disk's size and, from its node, the server it is on", async () => {
  renderPage('specification');
  expect(await screen.findByRole('link', { name: 'web-1' })).toHaveAttribute('href', '/vm/3/9/volume');
  expect(screen.getByText('۱۰۰ گیگابایت')).toBeInTheDocument();
  expect(screen.getByText('آسیاتک')).toBeInTheDocument();
});

test('detach is a PUT to the node; the panel then offers the servers', async () => {
  const fake = renderPage('attach-vm');
  expect(await screen.findByText(t.attach.attachedTo)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: t.attach.detach }));
  const dialog = await screen.findByRole('dialog', { name: t.attach.detachTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: t.attach.detach }));
  await waitFor(() => expect(fake.calls(api.volume.nodeDetach, { params: { projectId: 3, id: 5 } }).length).toBeGreaterThan(0));
  expect(await screen.findByText(t.attach.free)).toBeInTheDocument();
});
