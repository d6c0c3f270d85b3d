/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type BodyOf, type Network } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake, type WireResult } from '@portal/ui/test-support';
import NetworkListPage from './NetworkListPage';
import { networkMessages } from './messages';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
const { notify } = require('@portal/ui/toast') as { notify: Record<string, jest.Mock> };

const t = networkMessages;
const lan: Network = {
  id: 4,
  name: 'office-lan',
  cidr: '10.10.0.0/24',
  subnetMask: '255.255.255.0',
  gatewayIp: '10.10.0.1',
  status: 'active',
  statusId: 2,
  createDate: '2025-03-01T08:00:00Z',
};

type NetworkCreate = typeof api.network.create;

function renderPage(create: (body: BodyOf<NetworkCreate>) => WireResult<NetworkCreate>) {
  const fake = wireFake()
    .on(api.network.list, { params: { projectId: 3 } }, [lan])
    .on(api.network.create, { params: { projectId: 3 } }, (request) => create(request.body));
  return renderRoute({ path: '/network/:projectId', url: '/network/3', element: <NetworkListPage />, api: fake });
}

resetAfterEach();

async function createNetwork(address: string) {
  await userEvent.click((await screen.findAllByRole('button', { name: new RegExp(t.list.create) }))[0]);
  const dialog = await screen.findByRole('dialog', { name: t.create.title });
  await userEvent.type(within(dialog).getByLabelText(t.create.name), 'backend');
  await userEvent.clear(within(dialog).getByLabelText(t.create.network));
  await userEvent.type(within(dialog).getByLabelText(t.create.network), address);
  await userEvent.click(within(dialog).getByRole('button', { name: t.create.submit }));
  return dialog;
}

test('a row shows the range, its mask and gateway as the provider lists them', async () => {
  renderPage(() => ({ status: 200 }));
  const row = await screen.findByRole('row', { name: /office-lan/ });
  expect(row).toHaveTextContent('10.10.0.0/24');
  expect(row).toHaveTextContent('255.255.255.0');
  expect(row).toHaveTextContent('10.10.0.1');
});

test('the network is sent as an address and a prefix', async () => {
  const sent: BodyOf<NetworkCreate>[] = [];
  renderPage((body) => {
    sent.push(body);
    return { status: 200 };
  });
  await createNetwork('10.30.0.0');
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.create.created));
  expect(sent).toEqual([{ name: 'backend', network: '10.30.0.0', prefix: 24 }]);
});

test("the server's refusal of the range is shown under the address and what was typed stays", async () => {
  renderPage(() => ({ status: 422, body: { errors: { Network: ['این محدوده با یک شبکه دیگر در این پروژه هم‌پوشانی دارد'] } } }));
  const dialog = await createNetwork('10.10.0.0');
  expect(await within(dialog).findByText('این محدوده با یک شبکه دیگر در این پروژه هم‌پوشانی دارد')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(t.create.network)).toHaveValue('10.10.0.0');
  expect(notify.success).not.toHaveBeenCalled();
});
