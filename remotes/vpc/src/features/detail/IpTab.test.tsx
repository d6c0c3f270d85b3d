/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '@portal/locale';
import { api } from '@portal/contracts';
import { resetAfterEach, wireFake } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { vpcDetailMessages } from './messages';
import IpTab from './IpTab';
import { onVpc, renderTab, sshRule, vpc, webLb, writes } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
jest.setTimeout(60_000);
const t = vpcDetailMessages.ip;

const ip = (id: number, ipAddress: string, isPrimary = false, isV4 = true) => ({ id, ipAddress, isV4, isPrimary, isFloating: !isPrimary });
const answered = () =>
  wireFake()
    .on(api.vpc.ipList, onVpc, [ip(1, '185.1.1.10', true), ip(2, '185.1.1.11'), ip(3, '185.1.1.12'), ip(4, '2a0b:1::a', false, false)])
    .on(api.vpc.natList, onVpc, [sshRule(9, '185.1.1.12')])
    .on(api.vpc.loadBalancerList, onVpc, [webLb])
    .on(api.vpc.ipCreate, onVpc, { status: 200 })
    .on(api.vpc.ipDelete, onVpc, { status: 200 });

test('each address says its version, role and what uses it; only an unused one can be given back, under its VPC', async () => {
  const fake = renderTab(<IpTab vpc={{ ...vpc, snatEnabled: true }} projectId={5} />, 'ip', answered());
  const table = await screen.findByRole('table', { name: t.title });
  const row = async (address: string) => within(table).findByRole('row', { name: new RegExp(address.replace(/\./g, '\\.')) });
  expect(await row('185.1.1.10')).toHaveTextContent(t.primary);
  await waitFor(async () => expect(await row('185.1.1.10')).toHaveTextContent(t.snat));
  await waitFor(async () => expect(await row('185.1.1.11')).toHaveTextContent(fill(t.lbOption, { name: 'web-lb' })));
  await waitFor(async () => expect(await row('185.1.1.12')).toHaveTextContent(fill(t.dnat, { n: '۱' })));
  const v6 = await row('2a0b:1::a');
  expect(v6).toHaveTextContent('IPv6');
  expect(v6).toHaveTextContent(t.free);
  for (const a of ['185.1.1.10', '185.1.1.11', '185.1.1.12']) expect(within(await row(a)).getByRole('button', { name: `${t.release} ${a}` })).toBeDisabled();
  fireEvent.click(within(v6).getByRole('button', { name: `${t.release} 2a0b:1::a` }));
  await act(async () => {
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.release }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.released));
  expect(writes(fake)).toEqual([{ method: 'DELETE', url: '/api/my/vm/5/vpc/7/ip/delete/4', body: undefined }]);
});

test('an address is taken as IPv4 or IPv6', async () => {
  const fake = renderTab(<IpTab vpc={vpc} projectId={5} />, 'ip', answered());
  await screen.findByRole('row', { name: /185\.1\.1\.10/ });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.allocate) }));
  const dialog = await screen.findByRole('dialog', { name: t.allocateTitle });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'IPv6' }));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.allocate }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.allocated));
  expect(writes(fake)).toEqual([{ method: 'POST', url: '/api/my/vm/5/vpc/7/ip/create', body: { useIpV4: false } }]);
});

test('the addresses, NAT rules and load balancers are the cache groups PublicIP, VpcNat and LoadBalance: giving back an address reads the addresses again, not the others', async () => {
  const fake = renderTab(<IpTab vpc={vpc} projectId={5} />, 'ip', answered());
  const reads = () =>
    fake
      .calls()
      .filter((c) => c.method === 'GET')
      .map((c) => c.url);
  const v6 = await screen.findByRole('row', { name: /2a0b:1::a/ });
  await waitFor(() => expect(new Set(reads()).size).toBe(3));
  const before = reads().length;
  fireEvent.click(within(v6).getByRole('button', { name: `${t.release} 2a0b:1::a` }));
  await act(async () => {
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.release }));
  });
  await waitFor(() => expect(reads().slice(before)).toContain('/api/my/vm/5/vpc/7/ip/list'));
  expect(reads().slice(before)).toEqual(['/api/my/vm/5/vpc/7/ip/list']);
});
