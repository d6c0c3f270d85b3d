import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@portal/ui';
import type { VmHost } from '@portal/contracts';
import { vmMessages } from '../messages';

const mutateAsync = jest.fn().mockResolvedValue({});
jest.mock('../api', () => ({
  useFirewallRules: () => ({ data: [], isLoading: false, isError: false, refetch: jest.fn() }),
  useCreateFirewallRule: () => ({ mutateAsync, isPending: false }),
  useDeleteFirewallRule: () => ({ mutateAsync: jest.fn() }),
}));
// eslint-disable-next-line import/first
import FirewallTab from './FirewallTab';

const t = vmMessages.firewall;

test('a port typed in Persian digits is accepted and sent in ASCII', async () => {
  render(
    <AppProviders>
      <MemoryRouter>
        <FirewallTab vm={{ id: 3, projectId: 5 } as VmHost} />
      </MemoryRouter>
    </AppProviders>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: t.portRange }), '۲۲');
  await userEvent.click(screen.getByRole('button', { name: t.add }));
  await waitFor(() => expect(mutateAsync).toHaveBeenCalled());
  expect(mutateAsync.mock.calls[0][0].body).toMatchObject({ portRange: '22', protocol: 'tcp' });
});
