/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, resetAfterEach } from '@portal/ui/test-support';
import { vpcMessages } from '../../messages';
import { notify } from '@portal/ui/toast';
import NetworkTab from './NetworkTab';
import { choose, renderTab, vpc } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

resetAfterEach();
jest.setTimeout(60_000);
const t = vpcMessages.network;
const overlap = 'این محدوده با شبکه دیگری از همین ابر اختصاصی هم‌پوشانی دارد';
const net = (id: number, name: string, cidr: string, interfaceCount: number) => ({ id, vpcId: 7, name, cidr, gateway: cidr.replace(/0\/\d+$/, '1'), status: 'active', snat: true, interfaceCount });

const routes = () => {
  const access: object[] = [];
  return {
    'GET vpc/7/network/list': json(200, [net(11, 'web-net', '10.50.1.0/24', 1), net(12, 'db-net', '10.50.2.0/24', 0)]),
    'GET vpc/7/network-access/list': () => json(200, access),
    'POST vpc/7/network/create': (body: unknown) => {
      const b = body as { name: string; cidr: string };
      if (b.cidr === '10.50.1.0/25') return json(422, { errorMessage: overlap, errors: { Cidr: [overlap] } });
      return json(200, { ...net(13, b.name, b.cidr, 0), status: 'creating' });
    },
    'POST vpc/7/network-access/create': () => {
      access.push({ id: 1, fromNetworkId: 11, fromNetworkName: 'web-net', toNetworkId: 12, toNetworkName: 'db-net' });
      return json(200, access[0]);
    },
  };
};
const renderNetworks = () => renderTab(<NetworkTab vpc={vpc} />, 'network', routes());

test('the networks are listed with range and gateway; only a network without servers can be deleted', async () => {
  renderNetworks();
  const table = await screen.findByRole('table', { name: t.title });
  const web = await within(table).findByRole('row', { name: /web-net/ });
  expect(web).toHaveTextContent('10.50.1.0/24');
  expect(web).toHaveTextContent('10.50.1.1');
  expect(within(web).getByRole('button', { name: `${t.delete} web-net` })).toBeDisabled();
  expect(within(within(table).getByRole('row', { name: /db-net/ })).getByRole('button', { name: `${t.delete} db-net` })).toBeEnabled();
});

test('a new network refused for overlapping keeps its input with the refusal on the range; a free range is sent with no gateway when none was typed', async () => {
  const sent = renderNetworks();
  await screen.findByRole('row', { name: /web-net/ });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.create) }));
  const dialog = await screen.findByRole('dialog', { name: t.create });
  fireEvent.change(within(dialog).getByRole('textbox', { name: t.name }), { target: { value: 'app-net' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: t.cidr }), { target: { value: '10.50.1.0/25' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  expect(await within(dialog).findByText(overlap)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: t.name })).toHaveValue('app-net');

  fireEvent.change(within(dialog).getByRole('textbox', { name: t.cidr }), { target: { value: '10.50.3.0/24' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(sent.filter((s) => s.path.endsWith('network/create'))).toHaveLength(2));
  expect(sent.at(-1)!.body).toEqual({ name: 'app-net', cidr: '10.50.3.0/24', gateway: null });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.created));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: t.create })).not.toBeInTheDocument());
});

test('an access rule between two networks is sent by id and listed', async () => {
  const sent = renderNetworks();
  await screen.findByRole('row', { name: /web-net/ });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.accessCreate) }));
  const dialog = await screen.findByRole('dialog', { name: t.accessCreate });
  await choose(dialog, t.from, 'web-net (10.50.1.0/24)');
  await choose(dialog, t.to, 'db-net (10.50.2.0/24)');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(sent.some((s) => s.path.endsWith('network-access/create'))).toBe(true));
  expect(sent.find((s) => s.path.endsWith('network-access/create'))!.body).toEqual({ fromNetworkId: 11, toNetworkId: 12 });
  const table = screen.getByRole('table', { name: t.accessTitle });
  expect(await within(table).findByRole('row', { name: /web-net.*db-net/ })).toBeInTheDocument();
});
