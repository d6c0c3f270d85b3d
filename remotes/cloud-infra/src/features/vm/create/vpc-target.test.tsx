/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen } from '@testing-library/react';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { useVpcTarget } from './vpc-target';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

let target: ReturnType<typeof useVpcTarget>;
function Probe() {
  target = useVpcTarget(3);
  return <p>{target ? `${target.vpcName ?? ''}|${target.network?.name ?? ''}` : 'none'}</p>;
}

const api = (req: Request) => {
  const path = new URL(req.url).pathname;
  if (path === '/api/my/vm/3/vpc/get/7') return json(200, { id: 7, name: 'office-vpc' });
  // The VPC's networks are its interfaces.
  if (path === '/api/my/vm/3/vpc/7/interface/list')
    return json(200, [
      { id: 5, name: 'backend', cidr: '10.20.1.0/24' },
      { id: 6, name: 'front', cidr: '10.20.2.0/24' },
    ]);
  return json(404, { message: 'no' });
};

resetAfterEach();

test('a server ordered from a VPC names its VPC and network, and the VPC servers page to land on', async () => {
  const fake = renderRoute({ path: '/vm/:projectId/add-vm', url: '/vm/3/add-vm?vpcId=7&networkId=5', element: <Probe />, api });
  expect(await screen.findByText('office-vpc|backend')).toBeInTheDocument();
  expect(target!).toMatchObject({ vpcId: 7, networkId: 5, donePath: '/vpc/3/7/vpcVm' });
  // Nothing is attached from the browser: the create call carries the network (an attach right
  // after the create is refused while the server is being built).
  expect(fake.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
});

test('without both ids (or with ids that are not numbers) the wizard is the plain one and asks nothing about a VPC', async () => {
  const fake = renderRoute({ path: '/vm/:projectId/add-vm', url: '/vm/3/add-vm?vpcId=7&networkId=x', element: <Probe />, api });
  expect(await screen.findByText('none')).toBeInTheDocument();
  expect(fake.requests).toHaveLength(0);
});

test('a network this VPC does not have is the plain wizard', async () => {
  renderRoute({ path: '/vm/:projectId/add-vm', url: '/vm/3/add-vm?vpcId=7&networkId=99', element: <Probe />, api });
  expect(await screen.findByText('none')).toBeInTheDocument();
});
