/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type VpcNetworkAccess } from '@portal/contracts';
import { resetAfterEach, wireFake } from '@portal/ui/test-support';
import { vpcDetailMessages } from './messages';
import { notify } from '@portal/ui/toast';
import NetworkTab from './NetworkTab';
import { choose, inProject, net, onVpc, optionsOf, renderTab, vpc, webNet } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

resetAfterEach();
jest.setTimeout(60_000);
const t = vpcDetailMessages.network;
const overlap = 'این محدوده با شبکه دیگری از همین ابر اختصاصی هم‌پوشانی دارد';
const answered = () => {
  const attached = [webNet];
  const access: VpcNetworkAccess[] = [];
  return wireFake()
    .on(api.vpc.interfaceList, onVpc, () => attached)
    .on(api.network.shortList, inProject, [
      { id: 11, name: 'web-net' },
      { id: 12, name: 'db-net' },
      { id: 13, name: 'office-lan' },
    ])
    .on(api.vpc.networkAccessList, onVpc, () => access)
    .on(api.vpc.interfaceCreate, onVpc, ({ body }) => {
      if (body.vmNetworkId === 13) return { status: 422, body: { errorMessage: overlap, message: overlap } };
      attached.push(net(body.vmNetworkId!, 'db-net', '10.50.2.0/24'));
      return { status: 200 };
    })
    .on(api.vpc.interfaceRemove, { params: { ...onVpc.params, id: 11 } }, { status: 200 })
    .on(api.vpc.networkAccessCreate, onVpc, () => {
      access.push({
        id: 1,
        vpcHost: 'prod-vpc',
        vmNetwork: 'office-lan',
        status: 'active',
        createDate: '2026-01-01T00:00:00Z',
        modifyDate: '2026-01-01T00:00:00Z',
        description: null,
      });
      return { status: 200 };
    });
};
const renderNetworks = () => renderTab(<NetworkTab vpc={vpc} projectId={5} />, 'network', answered());

test('the attached networks are listed with range, mask and gateway, each detachable', async () => {
  const fake = renderNetworks();
  const table = await screen.findByRole('table', { name: t.title });
  const web = await within(table).findByRole('row', { name: /web-net/ });
  for (const text of ['10.50.1.0/24', '255.255.255.0', '10.50.1.1']) expect(web).toHaveTextContent(text);
  fireEvent.click(within(web).getByRole('button', { name: `${t.detach} web-net` }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.detach }));
  await waitFor(() => expect(fake.calls(api.vpc.interfaceRemove, { params: { ...onVpc.params, id: 11 } })).toHaveLength(1));
});

test('attaching offers only the project networks not attached; a refusal stays in the dialog, the next choice is sent by id and listed after the refetch', async () => {
  const fake = renderNetworks();
  await screen.findByRole('row', { name: /web-net/ });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.attach) }));
  const dialog = await screen.findByRole('dialog', { name: t.attach });
  expect(await optionsOf(dialog, t.network)).toEqual(['db-net', 'office-lan']);
  await choose(dialog, t.network, 'office-lan');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith(overlap, expect.anything()));
  expect(screen.getByRole('dialog', { name: t.attach })).toBeInTheDocument();
  await choose(dialog, t.network, 'db-net');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.attached));
  expect(fake.calls(api.vpc.interfaceCreate, onVpc).map((s) => s.body)).toEqual([{ vmNetworkId: 13 }, { vmNetworkId: 12 }]);
  expect(await within(screen.getByRole('table', { name: t.title })).findByRole('row', { name: /db-net/ })).toBeInTheDocument();
});

test('a network asks for access by its id and the request is listed', async () => {
  const fake = renderNetworks();
  await screen.findByRole('row', { name: /web-net/ });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.accessCreate) }));
  const dialog = await screen.findByRole('dialog', { name: t.accessCreate });
  await choose(dialog, t.network, 'office-lan');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.accessSave }));
  });
  await waitFor(() => expect(fake.calls(api.vpc.networkAccessCreate, onVpc)).toHaveLength(1));
  expect(fake.calls(api.vpc.networkAccessCreate, onVpc)[0].body).toEqual({ vpcNetworkAccessId: 13 });
  const table = screen.getByRole('table', { name: t.accessTitle });
  expect(await within(table).findByRole('row', { name: /office-lan/ })).toBeInTheDocument();
});
