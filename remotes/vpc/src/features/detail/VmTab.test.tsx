import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@portal/ui';
import type { VpcHost } from '@portal/contracts';
import { vpcDetailMessages } from './messages';

const mutateAsync = jest.fn().mockResolvedValue(undefined);
jest.mock('../vpc/api', () => ({
  useVpcServers: () => ({
    data: [],
    networks: [{ id: 11, name: 'front', cidr: '10.0.1.0/24', status: 'active', statusId: 2 }],
    isLoading: false,
    refetch: jest.fn(),
  }),
  useProjectServers: () => ({ data: [{ id: 3, name: 'db-1', status: 'active' }] }),
  useAttachServer: () => ({ mutateAsync }),
  useDetachServer: () => ({ mutateAsync: jest.fn() }),
}));
import VmTab from './VmTab';

const t = vpcDetailMessages.vm;
const vpc = { id: 7, projectId: 5, datacenterId: 1, status: 'active', statusId: 2 } as VpcHost;

test('each attached network of the VPC offers the server wizard with the VPC and the network chosen', () => {
  render(
    <AppProviders>
      <MemoryRouter>
        <VmTab vpc={vpc} projectId={5} />
      </MemoryRouter>
    </AppProviders>,
  );
  expect(screen.getByRole('link', { name: /front/ })).toHaveAttribute('href', '/vm/5/add-vm?vpcId=7&networkId=11');
  expect(screen.getByRole('button', { name: new RegExp(t.attach) })).toBeEnabled();
  expect(mutateAsync).not.toHaveBeenCalled();
});
