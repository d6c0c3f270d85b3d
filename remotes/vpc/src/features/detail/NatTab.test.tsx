/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, resetAfterEach } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { vpcDetailMessages } from './messages';
import NatTab from './NatTab';
import { choose, optionsOf, renderTab, vpc } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
jest.setTimeout(60_000);
const t = vpcDetailMessages.nat;
const duplicate = 'این پورت بیرونی برای همین پروتکل روی این نشانی IP قبلاً استفاده شده است';

const routes = (rules: object[] = []) => ({
  'GET vpc/7/nat/list': json(200, rules),
  'GET vpc/7/ip/list': json(200, [
    { id: 1, ipAddress: '185.1.1.10', isV4: true, isPrimary: true, isFloating: false },
    { id: 2, ipAddress: '2a0b:1::a', isV4: false, isPrimary: false, isFloating: true },
  ]),
  'GET vpc/7/interface/list': json(200, [
    {
      id: 11,
      name: 'web-net',
      cidr: '10.50.1.0/24',
      subnetMask: '255.255.255.0',
      gatewayIp: '10.50.1.1',
      status: 'active',
      statusId: 2,
      createDate: '2026-01-01T00:00:00Z',
    },
  ]),
  'GET network/node/list': json(200, [
    { id: 5, vmNetworkId: 11, vmHostId: 3, vmHost: 'web-1', vmNetwork: 'web-net', ipAddress: '10.50.1.10', isV4: true, status: 'active', statusId: 2 },
    { id: 6, vmNetworkId: 99, vmHostId: 4, vmHost: 'other-1', vmNetwork: 'office-lan', ipAddress: '10.10.0.2', isV4: true, status: 'active', statusId: 2 },
  ]),
  'POST vpc/7/nat/create-snat': json(200, { message: 'ok' }),
  'POST vpc/7/nat/create-dnat': (body: unknown) =>
    (body as { destinationPort: number }).destinationPort === 22
      ? json(422, { errorMessage: duplicate, errors: { DestinationPort: [duplicate] } })
      : json(200, { message: 'ok' }),
});

test('the NAT rules list their type, addresses and port; SNAT is switched on for the whole VPC', async () => {
  const sent = renderTab(
    <NatTab vpc={vpc} projectId={5} />,
    'nat',
    routes([
      {
        id: 4,
        natTypeId: 2,
        natTypeName: 'DNAT',
        name: 'web-ssh',
        sourceIp: null,
        destinationIp: '10.50.1.10',
        destinationPort: 22,
        translateIp: '185.1.1.10',
        createDate: '2026-01-01T00:00:00Z',
      },
    ]),
  );
  const rules = await screen.findByRole('table', { name: t.title });
  const rule = await within(rules).findByRole('row', { name: /web-ssh/ });
  for (const text of ['DNAT', '185.1.1.10', '10.50.1.10', '22']) expect(rule).toHaveTextContent(text);

  const snat = screen.getByRole('switch', { name: t.snat });
  expect(snat).not.toBeChecked();
  await act(async () => {
    fireEvent.click(snat);
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.snatEnabled));
  expect(sent).toEqual([{ method: 'POST', path: 'vpc/7/nat/create-snat', body: { vpcNetworkId: null } }]);
});

test('a DNAT rule offers the IPv4 addresses and the servers of the chosen network; a duplicate port is refused on its field, the input kept', async () => {
  const sent = renderTab(<NatTab vpc={vpc} projectId={5} />, 'nat', routes());
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
  expect(sent.map((s) => s.body)).toEqual([
    { ...body, destinationPort: 22 },
    { ...body, destinationPort: 2222 },
  ]);
});
