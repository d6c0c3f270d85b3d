/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen } from '@testing-library/react';
import { api as contracts } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { useVpcTarget } from './vpc-target';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

let target: ReturnType<typeof useVpcTarget>;
function Probe() {
  target = useVpcTarget(3);
  return <p>{target ? `${target.vpcName ?? ''}|${target.network?.name ?? ''}` : 'none'}</p>;
}

const iface = (id: number, name: string, cidr: string) => ({
  id,
  name,
  cidr,
  subnetMask: '255.255.255.0',
  gatewayIp: null,
  status: 'active',
  statusId: 2,
  createDate: '2026-01-01T00:00:00Z',
});
const api = () =>
  wireFake()
    .on(
      contracts.vpc.get,
      { params: { projectId: 3, id: 7 } },
      {
        id: 7,
        projectId: 3,
        name: 'office-vpc',
        datacenterId: 1,
        datacenter: 'تهران',
        snatEnabled: false,
        customer: null,
        userName: null,
        status: 'active',
        statusId: 2,
        createDate: '2026-01-01T00:00:00Z',
        modifyDate: '2026-01-01T00:00:00Z',
      },
    )
    // The VPC's networks are its interfaces.
    .on(contracts.vpc.interfaceList, { params: { projectId: 3, vpcHostId: 7 } }, [iface(5, 'backend', '10.20.1.0/24'), iface(6, 'front', '10.20.2.0/24')]);

resetAfterEach();

test('a server ordered from a VPC names its VPC and network, and the VPC servers page to land on', async () => {
  const fake = renderRoute({ path: '/vm/:projectId/add-vm', url: '/vm/3/add-vm?vpcId=7&networkId=5', element: <Probe />, api: api() });
  expect(await screen.findByText('office-vpc|backend')).toBeInTheDocument();
  expect(target!).toMatchObject({ vpcId: 7, networkId: 5, donePath: '/vpc/3/7/vpcVm' });
  // Nothing is attached from the browser: the create call carries the network (an attach right
  // after the create is refused while the server is being built).
  expect(fake.calls().filter((r) => r.method !== 'GET')).toHaveLength(0);
});

test('without both ids (or with ids that are not numbers) the wizard is the plain one and asks nothing about a VPC', async () => {
  const fake = renderRoute({ path: '/vm/:projectId/add-vm', url: '/vm/3/add-vm?vpcId=7&networkId=x', element: <Probe />, api: api() });
  expect(await screen.findByText('none')).toBeInTheDocument();
  expect(fake.calls()).toHaveLength(0);
});

test('a network this VPC does not have is the plain wizard', async () => {
  renderRoute({ path: '/vm/:projectId/add-vm', url: '/vm/3/add-vm?vpcId=7&networkId=99', element: <Probe />, api: api() });
  expect(await screen.findByText('none')).toBeInTheDocument();
});
