import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@portal/ui';
import type { VmHost } from '@portal/contracts';
import { vmMessages } from '../messages';

const mutateAsync = jest.fn().mockResolvedValue({});
jest.mock('../api', () => ({
  useVmIps: () => ({ data: [], isLoading: false, isError: false, refetch: jest.fn() }),
  useCreateIp: () => ({ mutate: jest.fn(), mutateAsync, isPending: false }),
  useDeleteIp: () => ({ mutateAsync: jest.fn() }),
  useVmItems: () => ({ data: [{ id: 4, productId: 1, key: 'ipv4', name: 'IPv4', unit: 'عدد', price: 1_500_000, hourlyPrice: 2_000, min: 0, max: 4 }] }),
}));
// eslint-disable-next-line import/first
import IpTab from './IpTab';

const t = vmMessages.ip;

test('adding an IPv4 address confirms its monthly and hourly price first', async () => {
  render(
    <AppProviders>
      <MemoryRouter>
        <IpTab vm={{ id: 3, projectId: 5 } as VmHost} />
      </MemoryRouter>
    </AppProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: t.addV4 }));
  expect(mutateAsync).not.toHaveBeenCalled();
  expect(await screen.findByText(/۱٬۵۰۰٬۰۰۰.*در ماه.*۲٬۰۰۰.*در ساعت/)).toBeInTheDocument();
  const buttons = screen.getAllByRole('button', { name: t.addV4 });
  await userEvent.click(buttons[buttons.length - 1]!);
  await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ params: { projectId: 5, vmHostId: 3 }, body: { version: 4 } }));
});
