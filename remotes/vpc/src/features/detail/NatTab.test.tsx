/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type VpcNat } from '@portal/contracts';
import { resetAfterEach, wireFake } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { vpcDetailMessages } from './messages';
import NatTab from './NatTab';
import { choose, inProject, onVpc, optionsOf, renderTab, sshRule, vpc, webNet, writes } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
jest.setTimeout(60_000);
const t = vpcDetailMessages.nat;
const duplicate = 'این پورت بیرونی برای همین پروتکل روی این نشانی IP قبلاً استفاده شده است';

const answered = (rules: VpcNat[] = []) =>
  wireFake()
    .on(api.vpc.natList, onVpc, rules)
    .on(api.vpc.ipList, onVpc, [
      { id: 1, ipAddress: '185.1.1.10', isV4: true, isPrimary: true, isFloating: false },
      { id: 2, ipAddress: '2a0b:1::a', isV4: false, isPrimary: false, isFloating: true },
    ])
    .on(api.vpc.interfaceList, onVpc, [webNet])
    .on(api.network.nodeList, inProject, [
      { id: 5, vmNetworkId: 11, vmHostId: 3, vmHost: 'web-1', vmNetwork: 'web-net', ipAddress: '10.50.1.10', isV4: true, status: 'active', statusId: 2 },
      { id: 6, vmNetworkId: 99, vmHostId: 4, vmHost: 'other-1', vmNetwork: 'office-lan', ipAddress: '10.10.0.2', isV4: true, status: 'active', statusId: 2 },
    ])
    .on(api.vpc.snatCreate, onVpc, { status: 200 })
    .on(api.vpc.dnatCreate, onVpc, ({ body }) =>
      body.destinationPort === 22 ? { status: 422, body: { errorMessage: duplicate, errors: { DestinationPort: [duplicate] } } } : { status: 200 },
    );

test('the NAT rules list their type, addresses and port; SNAT is switched on for the whole VPC', async () => {
  const fake = renderTab(<NatTab vpc={vpc} projectId={5} />, 'nat', answered([sshRule(4, '185.1.1.10')]));
  const rules = await screen.findByRole('table', { name: t.title });
  const rule = await within(rules).findByRole('row', { name: /web-ssh/ });
  for (const text of ['DNAT', '185.1.1.10', '10.50.1.10', '22']) expect(rule).toHaveTextContent(text);

  const snat = screen.getByRole('switch', { name: t.snat });
  expect(snat).not.toBeChecked();
  await act(async () => {
    fireEvent.click(snat);
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.snatEnabled));
  expect(writes(fake)).toEqual([{ method: 'POST', url: '/api/my/vm/5/vpc/7/nat/create-snat', body: { vpcNetworkId: null } }]);
});

test('a DNAT rule offers the IPv4 addresses and the servers of the chosen network; a duplicate port is refused on its field, the input kept', async () => {
  const fake = renderTab(<NatTab vpc={vpc} projectId={5} />, 'nat', answered());
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.dnatCreate) }));
  const dialog = await screen.findByRole('dialog', { name: t.dnatCreate });
  fireEvent.change(within(dialog).getByRole('textbox', { name: t.name }), { target: { value: 'web-ssh' } });
  expect(await optionsOf(dialog, t.publicIp)).toEqual(['185.1.1.10']);
  await choose(dialog, t.publicIp, '185.1.1.10');
  await choose(dialog, t.network, 'web-net (10.50.1.0/24)');
  expect(await optionsOf(dialog, t.internalIp)).toEqual(['web-1 (10.50.1.10)']);
  await choose(dialog, t.internalIp, 'web-1 (10.50.1.10)');
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: t.internalPort }), { target: { value: '22' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  expect(await within(dialog).findByText(duplicate)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: t.name })).toHaveValue('web-ssh');

  fireEvent.change(within(dialog).getByRole('spinbutton', { name: t.internalPort }), { target: { value: '2222' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.created));
  const body = { name: 'web-ssh', vpcHostIpId: 1, vmNetworkId: 11, destinationIp: '10.50.1.10', sourceIp: null };
  expect(writes(fake).map((s) => s.body)).toEqual([
    { ...body, destinationPort: 22 },
    { ...body, destinationPort: 2222 },
  ]);
});
