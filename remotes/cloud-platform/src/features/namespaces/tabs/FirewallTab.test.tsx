/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type BodyOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { namespaceMessages } from '../messages';
import { FirewallTab } from './FirewallTab';
import { host, hostParams } from './tab-fixtures';

resetAfterEach();

const t = namespaceMessages.firewall;
const onHost = { params: hostParams };
const sent: BodyOf<typeof api.kubernetesCloud.firewallCreate>[] = [];

test("the namespace's rules are listed by source and port; a rule names a deployment's port; a 422 marks its field and keeps the input", async () => {
  renderRoute({
    path: ':projectId',
    url: '/5',
    element: <FirewallTab host={host} projectId={5} />,
    api: wireFake()
      .on(api.kubernetesCloud.firewallList, onHost, [{ id: 1, sourceIp: '0.0.0.0/0', protocol: 'TCP', targetPort: 443, createDate: '2026-01-01T00:00:00Z' }])
      .on(api.kubernetesCloud.deployPortList, onHost, [
        { id: 7, name: 'web', image: 'nginx:1.27', createDate: '2026-01-01T00:00:00Z', ports: [{ portId: 11, nodePort: 30011, targetPort: 80 }] },
      ])
      .on(api.kubernetesCloud.firewallCreate, onHost, (request) => {
        sent.push(request.body);
        if (request.body.sourceIp === '10.0.0.0/8')
          return { status: 422, body: { errorMessage: 'x', errors: { SourceIp: ['برای این پورت و این مبدأ پیش‌تر قانونی تعریف شده است'] } } };
        return { status: 200 };
      }),
  });
  const table = await screen.findByRole('table', { name: t.title });
  expect(await within(table).findByText('0.0.0.0/0')).toBeInTheDocument();
  expect(within(table).getByText('443')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.create) }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: t.port }));
  fireEvent.click(await screen.findByTitle('web:80'));
  fireEvent.change(within(dialog).getByLabelText(t.sourceIp), { target: { value: '10.0.0.0/8' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  expect(await within(dialog).findByText('برای این پورت و این مبدأ پیش‌تر قانونی تعریف شده است')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(t.sourceIp)).toHaveValue('10.0.0.0/8');
  expect(sent[0]).toEqual({ deployPortId: 11, firewallProtocolId: 1, sourceIp: '10.0.0.0/8', description: null });
  fireEvent.change(within(dialog).getByLabelText(t.sourceIp), { target: { value: '192.168.0.0/16' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
  });
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ sourceIp: '192.168.0.0/16', deployPortId: 11 });
});
