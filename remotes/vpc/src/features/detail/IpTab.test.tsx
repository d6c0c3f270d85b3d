/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '@portal/locale';
import { json, resetAfterEach } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { vpcMessages } from '../../messages';
import IpTab from './IpTab';
import { choose, optionsOf, renderTab, vpc } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
jest.setTimeout(60_000);
const t = vpcMessages.ip;

const ip = (id: number, address: string, more: object = {}) => ({ id, vpcHostId: 7, status: 'active', address, assignedKind: null, assignedId: null, assignedName: null, dnatCount: 0, hourlyPrice: 400, ...more });
const routes = {
  'GET vpc/7/ip/list': json(200, [ip(1, '185.1.1.10'), ip(2, '185.1.1.11', { assignedKind: 'loadBalancer', assignedId: 4, assignedName: 'web-lb' }), ip(3, '185.1.1.12', { dnatCount: 2 })]),
  'GET vpc/7/interface/list': json(200, [
    { networkId: 11, networkName: 'web-net', vmHostId: 3, vmHostName: 'web-1', vmStatus: 'active', ipAddress: '10.50.1.10' },
    { networkId: 12, networkName: 'db-net', vmHostId: 3, vmHostName: 'web-1', vmStatus: 'active', ipAddress: '10.50.2.10' },
  ]),
  'GET load-balancer/host/list/7': json(200, [{ id: 4, vpcHostId: 7, name: 'web-lb', status: 'active', listeners: [], backends: [] }]),
  'POST vpc/7/ip/create': json(200, ip(5, '185.1.1.13')),
  'PUT vpc/ip/assign/1': (body: unknown) => json(200, ip(1, '185.1.1.10', { assignedKind: 'server', assignedId: (body as { targetId: number }).targetId, assignedName: 'web-1' })),
  'PUT vpc/ip/unassign/2': json(200, ip(2, '185.1.1.11')),
};

test('each address says what holds it; only a free one can be assigned or released; one held can be freed', async () => {
  const sent = renderTab(<IpTab vpc={vpc} />, 'ip', routes);
  const table = await screen.findByRole('table', { name: t.title });
  const free = await within(table).findByRole('row', { name: /185\.1\.1\.10/ });
  const held = within(table).getByRole('row', { name: /185\.1\.1\.11/ });
  const forwarded = within(table).getByRole('row', { name: /185\.1\.1\.12/ });
  expect(free).toHaveTextContent(t.free);
  expect(held).toHaveTextContent('web-lb');
  expect(forwarded).toHaveTextContent(fill(t.dnat, { n: '۲' }));
  expect(within(free).getByRole('button', { name: `${t.release} 185.1.1.10` })).toBeEnabled();
  expect(within(held).getByRole('button', { name: `${t.release} 185.1.1.11` })).toBeDisabled();
  expect(within(forwarded).getByRole('button', { name: `${t.assign} 185.1.1.12` })).toBeDisabled();
  expect(within(forwarded).getByRole('button', { name: `${t.release} 185.1.1.12` })).toBeDisabled();

  fireEvent.click(within(held).getByRole('button', { name: `${t.unassign} 185.1.1.11` }));
  const confirm = await screen.findByRole('dialog', { name: t.unassignTitle });
  await act(async () => {
    fireEvent.click(within(confirm).getByRole('button', { name: t.unassign }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.unassigned));
  expect(sent).toEqual([{ method: 'PUT', path: 'vpc/ip/unassign/2', body: undefined }]);
});

test('allocating asks first; assigning offers each server of the VPC once and its load balancers', async () => {
  const sent = renderTab(<IpTab vpc={vpc} />, 'ip', routes);
  await screen.findByRole('row', { name: /185\.1\.1\.10/ });
  fireEvent.click(screen.getByRole('button', { name: t.allocate }));
  const ask = await screen.findByRole('dialog', { name: t.allocateTitle });
  await act(async () => {
    fireEvent.click(within(ask).getByRole('button', { name: t.allocate }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.allocated));

  fireEvent.click(screen.getByRole('button', { name: `${t.assign} 185.1.1.10` }));
  const dialog = await screen.findByRole('dialog', { name: fill(t.assignTitle, { address: '185.1.1.10' }) });
  expect(await optionsOf(dialog, t.target)).toEqual([fill(t.serverOption, { name: 'web-1' }), fill(t.lbOption, { name: 'web-lb' })]);
  await choose(dialog, t.target, fill(t.serverOption, { name: 'web-1' }));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.assigned));
  expect(sent).toEqual([
    { method: 'POST', path: 'vpc/7/ip/create', body: undefined },
    { method: 'PUT', path: 'vpc/ip/assign/1', body: { kind: 'server', targetId: 3 } },
  ]);
});
