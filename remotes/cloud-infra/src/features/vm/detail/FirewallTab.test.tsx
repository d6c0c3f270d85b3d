import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@portal/ui';
import type { VmView } from '../api';
import { vmMessages } from '../messages';

const mutateAsync = jest.fn().mockResolvedValue({});
const rules = { current: [] as unknown[] };
jest.mock('../api', () => ({
  useFirewallRules: () => ({ data: rules.current, isLoading: false, isError: false, refetch: jest.fn() }),
  useCreateFirewallRule: () => ({ mutateAsync, isPending: false }),
  useDeleteFirewallRule: () => ({ mutateAsync: jest.fn() }),
}));
import FirewallTab from './FirewallTab';

const t = vmMessages.firewall;

const renderTab = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <FirewallTab vm={{ id: 3, projectId: 5 } as VmView} />
      </MemoryRouter>
    </AppProviders>,
  );

test("the provider's rows are shown in words: direction, protocol, ports (all ports when none)", () => {
  rules.current = [
    {
      id: 1,
      firewallProtocolType: 'TCP',
      isIngress: 'True',
      remoteIp: '0.0.0.0/0',
      minPort: '8000',
      maxPort: '8100',
      isIpV4: true,
      createDate: '2026-11-20T10:00:00Z',
    },
    {
      id: 2,
      firewallProtocolType: 'ICMP',
      isIngress: 'False',
      remoteIp: '2001:db8::/32',
      minPort: null,
      maxPort: null,
      isIpV4: false,
      createDate: '2026-11-20T10:00:00Z',
    },
  ];
  renderTab();
  const tcp = screen.getByText('0.0.0.0/0').closest('tr')!;
  expect(tcp).toHaveTextContent(t.directions.inbound!);
  expect(tcp).toHaveTextContent('8000-8100');
  const icmp = screen.getByText('2001:db8::/32').closest('tr')!;
  expect(icmp).toHaveTextContent(t.directions.outbound!);
  expect(icmp).toHaveTextContent(t.allPorts);
  rules.current = [];
});

test("a port typed in Persian digits is accepted and sent in ASCII, as the provider's body", async () => {
  renderTab();
  await userEvent.type(screen.getByRole('textbox', { name: t.portRange }), '۲۲');
  await userEvent.click(screen.getByRole('button', { name: t.add }));
  await waitFor(() => expect(mutateAsync).toHaveBeenCalled());
  expect(mutateAsync.mock.calls[0][0].body).toEqual({ firewallProtocolId: 1, directionId: 1, remoteIp: '0.0.0.0/0', minPort: 22, maxPort: 22, isIpV4: true });
});
