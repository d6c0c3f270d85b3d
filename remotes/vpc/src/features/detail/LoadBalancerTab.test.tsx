/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill, statusLabel } from '@portal/locale';
import { api, type LoadBalancer } from '@portal/contracts';
import { resetAfterEach, wireFake } from '@portal/ui/test-support';
import { notify } from '@portal/ui/toast';
import { vpcDetailMessages } from './messages';
import LoadBalancerTab from './LoadBalancerTab';
import { choose, inProject, onVpc, optionsOf, renderTab, sshRule, vpc, webLb, webNet } from './tab-test-support';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
jest.setTimeout(60_000);
const t = vpcDetailMessages.lb;
const tooLong = 'مهلت پاسخ باید کمتر از فاصله بررسی باشد';

const answered = (balancers: LoadBalancer[] = [webLb]) =>
  wireFake()
    .on(api.vpc.loadBalancerList, onVpc, balancers)
    .on(api.vpc.ipList, onVpc, [
      { id: 6, ipAddress: '185.1.1.9', isV4: true, isPrimary: true, isFloating: false },
      { id: 1, ipAddress: '185.1.1.10', isV4: true, isPrimary: false, isFloating: true },
      { id: 2, ipAddress: '185.1.1.11', isV4: true, isPrimary: false, isFloating: true },
      { id: 3, ipAddress: '185.1.1.12', isV4: true, isPrimary: false, isFloating: true },
      { id: 7, ipAddress: '2a0b:1::a', isV4: false, isPrimary: false, isFloating: true },
    ])
    .on(api.vpc.natList, onVpc, [sshRule(9, '185.1.1.12')])
    .on(api.vpc.interfaceList, onVpc, [webNet])
    .on(api.network.nodeList, inProject, [
      { id: 5, vmNetworkId: 11, vmNetwork: 'web-net', vmHostId: 3, vmHost: 'web-1', ipAddress: '10.50.1.10', isV4: true, status: 'active', statusId: 2 },
    ])
    .on(api.vpc.loadBalancerCreate, onVpc, ({ body }) =>
      body.healthCheckTimeout >= body.healthCheckInterval
        ? { status: 422, body: { errorMessage: tooLong, errors: { HealthCheckTimeout: [tooLong] } } }
        : { ...webLb, id: 5, statusId: 6, status: 'در انتظار انجام عملیات', ...body },
    );

test('each balancer shows its algorithm, listeners, health check and backends', async () => {
  renderTab(<LoadBalancerTab vpc={vpc} projectId={5} />, 'loadBalancer', answered());
  const table = await screen.findByRole('table', { name: t.title });
  const row = await within(table).findByRole('row', { name: /web-lb/ });
  expect(row).toHaveTextContent(t.algorithms.leastConnections);
  expect(row).toHaveTextContent('HTTP:80, HTTPS:443');
  expect(row).toHaveTextContent(fill(t.healthSummary, { interval: '۱۰', timeout: '۵', attempts: '۳' }));
  expect(row).toHaveTextContent('10.50.1.10');
  expect(row).toHaveTextContent('185.1.1.11');
});

test('a new balancer offers only the free floating IPv4 addresses and the VPC servers; a timeout not under the interval is refused on its field, the rest kept', async () => {
  const fake = renderTab(<LoadBalancerTab vpc={vpc} projectId={5} />, 'loadBalancer', answered());
  await screen.findByRole('row', { name: /web-lb/ });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.create) }));
  const dialog = await screen.findByRole('dialog', { name: t.create });
  expect(await optionsOf(dialog, t.publicIp)).toEqual(['185.1.1.10']);
  fireEvent.change(within(dialog).getByRole('textbox', { name: t.name }), { target: { value: 'api-lb' } });
  await choose(dialog, t.backends, fill(t.backendOption, { server: 'web-1', ip: '10.50.1.10' }));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: t.timeout }), { target: { value: '10' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  expect(await within(dialog).findByText(tooLong)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: t.name })).toHaveValue('api-lb');

  fireEvent.change(within(dialog).getByRole('spinbutton', { name: t.timeout }), { target: { value: '4' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(t.created));
  expect(fake.calls(api.vpc.loadBalancerCreate, onVpc).at(-1)!.body).toEqual({
    name: 'api-lb',
    publicIpId: null,
    algorithm: 'roundRobin',
    listeners: [{ protocol: 'http', port: 80 }],
    healthCheckInterval: 10,
    healthCheckTimeout: 4,
    healthCheckAttempts: 3,
    backends: ['10.50.1.10'],
  });
});

test("a balancer's state comes from its statusId: one being deleted (12) shows the portal's label of it and cannot be deleted again, whatever its status text", async () => {
  const going = { ...webLb, id: 8, name: 'old-lb', statusId: 12, status: 'any display text', publicIpId: null, publicIp: null };
  renderTab(<LoadBalancerTab vpc={vpc} projectId={5} />, 'loadBalancer', answered([webLb, going]));
  const row = await screen.findByRole('row', { name: /old-lb/ });
  expect(row).toHaveTextContent(statusLabel('deleting'));
  expect(row).not.toHaveTextContent('any display text');
  expect(within(row).getByRole('button', { name: `${t.delete} old-lb` })).toBeDisabled();
  expect(within(await screen.findByRole('row', { name: /web-lb/ })).getByRole('button', { name: `${t.delete} web-lb` })).toBeEnabled();
});
