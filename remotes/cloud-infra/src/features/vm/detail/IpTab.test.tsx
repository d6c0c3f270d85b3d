import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_ITEM } from '@portal/contracts';
import { AppProviders } from '@portal/ui';
import type { VmView } from '../api';
import { vmMessages } from '../messages';

const mutateAsync = jest.fn().mockResolvedValue({});
jest.mock('../api', () => ({
  useVmIps: () => ({ data: [], isLoading: false, isError: false, refetch: jest.fn() }),
  useCreateIp: () => ({ mutate: jest.fn(), mutateAsync, isPending: false }),
  useDeleteIp: () => ({ mutateAsync: jest.fn() }),
  useVmItems: () => ({ data: [{ id: PRODUCT_ITEM.ipv4, name: 'IPv4', unit: 'عدد', price: 1_440_000 }] }),
}));
import IpTab from './IpTab';

const t = vmMessages.ip;

test('adding an IPv4 address confirms its monthly and hourly price first', async () => {
  render(
    <AppProviders>
      <MemoryRouter>
        <IpTab vm={{ id: 3, projectId: 5 } as VmView} />
      </MemoryRouter>
    </AppProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: t.addV4 }));
  expect(mutateAsync).not.toHaveBeenCalled();
  expect(await screen.findByText(/۱٬۴۴۰٬۰۰۰.*در ماه.*۲٬۰۰۰.*در ساعت/)).toBeInTheDocument();
  const buttons = screen.getAllByRole('button', { name: t.addV4 });
  await userEvent.click(buttons[buttons.length - 1]!);
  await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ params: { projectId: 5, vmHostId: 3 }, body: { useIpV4: true } }));
});

test("the server's addresses are its ip/list rows: version and primary shown", async () => {
  const api = jest.requireMock('../api');
  api.useVmIps = () => ({
    data: [
      { id: 1, ipAddress: '185.208.0.2', isV4: true, isPrimary: true, isFloating: false },
      { id: 2, ipAddress: '2a0e:97c0:3e0:2::10', isV4: false, isPrimary: true, isFloating: false },
    ],
    isLoading: false,
    isError: false,
    refetch: jest.fn(),
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <IpTab vm={{ id: 3, projectId: 5 } as VmView} />
      </MemoryRouter>
    </AppProviders>,
  );
  const row = screen.getByText('185.208.0.2').closest('tr')!;
  expect(row).toHaveTextContent('IPv4');
  expect(row).toHaveTextContent(t.yes);
  expect(screen.getByText('2a0e:97c0:3e0:2::10').closest('tr')).toHaveTextContent('IPv6');
});
