import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { LoadBalancer, NetworkNode, VpcHost, VpcInterface, VpcNat } from '@portal/contracts';
import { vpcDetailMessages } from './messages';
import { Topology } from './Topology';

const vpc = { id: 7, projectId: 5, name: 'prod-vpc', datacenter: 'تهران', snatEnabled: true } as VpcHost;
const networks = [
  { id: 1, name: 'web-net', cidr: '10.50.1.0/24', status: 'active', statusId: 2 },
  { id: 2, name: 'db-net', cidr: '10.50.2.0/24', status: 'active', statusId: 2 },
] as VpcInterface[];
const servers = [
  { id: 9, vmNetworkId: 1, vmNetwork: 'web-net', vmHostId: 3, vmHost: 'web-1', ipAddress: '10.50.1.10', isV4: true, status: 'active', statusId: 2 },
] as NetworkNode[];
const nat = [{ id: 1, natTypeId: 2, natTypeName: 'DNAT', name: 'web-ssh' }] as VpcNat[];
const lbs = [{ id: 4, name: 'web-lb', publicIp: '185.208.180.11', statusId: 2, status: 'فعال' }] as LoadBalancer[];

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

test('draws the VPC from its data, each node a link to its page', () => {
  render(
    <MemoryRouter initialEntries={['/vpc/5/7/overview']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Topology vpc={vpc} networks={networks} servers={servers} nat={nat} loadBalancers={lbs} base="/vpc/5/7" />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const picture = screen.getByRole('group', { name: vpcDetailMessages.topology.title });
  for (const text of [
    'prod-vpc',
    'web-net',
    'db-net',
    '10.50.1.0/24',
    'web-1',
    '10.50.1.10',
    'web-lb',
    vpcDetailMessages.topology.noServers,
    vpcDetailMessages.topology.snatOn,
  ])
    expect(picture).toHaveTextContent(text);
  const links = within(picture).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/vpc/5/7/ip',
    '/vpc/5/7/nat',
    '/vpc/5/7/loadBalancer',
    '/vpc/5/7/overview',
    '/vpc/5/7/network',
    '/vpc/5/7/network',
    '/vpc/5/7/vpcVm',
  ]);
  fireEvent.click(within(picture).getByRole('link', { name: /web-1/ }));
  expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/vpc/5/7/vpcVm');
});
