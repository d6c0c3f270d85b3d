/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '@portal/locale';
import { json, resetAfterEach } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { vpcMessages } from '../../messages';
import NatTab from './NatTab';
import { choose, optionsOf, renderTab, vpc } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
jest.setTimeout(60_000);
const t = vpcMessages.nat;
const duplicate = 'این پورت بیرونی برای همین پروتکل روی این نشانی IP قبلاً استفاده شده است';

const network = { id: 11, vpcId: 7, name: 'web-net', cidr: '10.50.1.0/24', gateway: '10.50.1.1', status: 'active', snat: true, interfaceCount: 1 };
const routes = (rules: object[] = []) => ({
  'GET vpc/7/network/list': json(200, [network]),
  'GET vpc/7/nat/dnat-list': json(200, rules),
  'GET vpc/7/ip/list': json(200, [
    { id: 1, vpcHostId: 7, status: 'active', address: '185.1.1.10', assignedKind: null, assignedId: null, assignedName: null, dnatCount: 1, hourlyPrice: 400 },
    { id: 2, vpcHostId: 7, status: 'active', address: '185.1.1.11', assignedKind: 'server', assignedId: 3, assignedName: 'web-1', dnatCount: 0, hourlyPrice: 400 },
  ]),
  'GET vpc/7/interface/list': json(200, [{ networkId: 11, networkName: 'web-net', vmHostId: 3, vmHostName: 'web-1', vmStatus: 'active', ipAddress: '10.50.1.10' }]),
  'PUT vpc/7/nat/edit-snat': (body: unknown) => json(200, { ...network, snat: (body as { enabled: boolean }).enabled }),
  'POST vpc/7/nat/create-dnat': (body: unknown) =>
    (body as { externalPort: string }).externalPort === '2222'
      ? json(422, { errorMessage: duplicate, errors: { ExternalPort: [duplicate] } })
      : json(200, { id: 9, vpcHostId: 7, publicIp: '185.1.1.10', vmHostName: 'web-1', ...(body as object) }),
});

test('SNAT is switched per network and says so; the DNAT rules list where each port goes', async () => {
  const sent = renderTab(<NatTab vpc={vpc} />, 'nat', routes([{ id: 4, vpcHostId: 7, publicIpId: 1, publicIp: '185.1.1.10', protocol: 'tcp', externalPort: '2222', internalIp: '10.50.1.10', internalPort: '22', vmHostName: 'web-1' }]));
  const rules = await screen.findByRole('table', { name: t.dnatTitle });
  const rule = await within(rules).findByRole('row', { name: /2222/ });
  expect(rule).toHaveTextContent('185.1.1.10');
  expect(rule).toHaveTextContent('TCP');
  expect(rule).toHaveTextContent('web-1');

  const snat = await screen.findByRole('switch', { name: `${t.snat} web-net` });
  expect(snat).toBeChecked();
  await act(async () => {
    fireEvent.click(snat);
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(fill(t.snatChanged, { name: 'web-net' })));
  expect(sent).toEqual([{ method: 'PUT', path: 'vpc/7/nat/edit-snat', body: { networkId: 11, enabled: false } }]);
});

test('a DNAT rule offers only the free public IPs and the servers of the VPC; a duplicate port is refused on its field, the input kept', async () => {
  const sent = renderTab(<NatTab vpc={vpc} />, 'nat', routes());
  await screen.findByRole('row', { name: /web-net/ });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.dnatCreate) }));
  const dialog = await screen.findByRole('dialog', { name: t.dnatCreate });
  expect(await optionsOf(dialog, t.publicIp)).toEqual(['185.1.1.10']);
  await choose(dialog, t.publicIp, '185.1.1.10');
  await choose(dialog, t.internalIp, 'web-1 (10.50.1.10)');
  fireEvent.change(within(dialog).getByRole('textbox', { name: t.externalPort }), { target: { value: '2222' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: t.internalPort }), { target: { value: '22' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  expect(await within(dialog).findByText(duplicate)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: t.internalPort })).toHaveValue('22');

  fireEvent.change(within(dialog).getByRole('textbox', { name: t.externalPort }), { target: { value: '2223' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.created));
  expect(sent.map((s) => s.body)).toEqual([
    { publicIpId: 1, protocol: 'tcp', externalPort: '2222', internalIp: '10.50.1.10', internalPort: '22' },
    { publicIpId: 1, protocol: 'tcp', externalPort: '2223', internalIp: '10.50.1.10', internalPort: '22' },
  ]);
});
