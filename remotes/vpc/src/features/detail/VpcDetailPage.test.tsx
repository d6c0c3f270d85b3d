/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { api, type ResponseOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { vpcDetailMessages } from './messages';
import VpcDetailPage from './VpcDetailPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
const t = vpcDetailMessages.detail;
const vpc: ResponseOf<typeof api.vpc.get> = {
  id: 7,
  projectId: 5,
  name: 'vpc-main',
  datacenterId: 1,
  datacenter: 'تهران',
  snatEnabled: false,
  customer: 'نمونه',
  userName: 'a@b.ir',
  status: 'فعال',
  statusId: 2,
  createDate: '2026-01-01T00:00:00Z',
  modifyDate: '2026-01-01T00:00:00Z',
};

test("against an upstream without the portal's load balancer list (405), the VPC's load balancer tab goes and its link lands on the overview, with no error", async () => {
  renderRoute({
    path: '/vpc/:projectId/:vpcId/:tab',
    url: '/vpc/5/7/loadBalancer',
    element: <VpcDetailPage />,
    api: wireFake()
      .on(api.vpc.get, { params: { projectId: 5, id: 7 } }, vpc)
      .on(api.vpc.loadBalancerList, { status: 405, body: { message: 'Method Not Allowed' } })
      // The overview's other parts, empty.
      .on(api.vpc.interfaceList, [])
      .on(api.vpc.natList, [])
      .on(api.vpc.ipList, [])
      .on(api.vpc.bundleList, [])
      .on(api.vpc.networkAccessList, [])
      .on(api.vm.hostList, [])
      .on(api.network.nodeList, []),
  });
  expect(await screen.findByRole('tab', { name: t.tabs.overview })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('tab', { name: t.tabs.loadBalancer })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('tab', { name: t.tabs.overview })).toHaveAttribute('aria-selected', 'true'));
  expect(screen.getByRole('tab', { name: t.tabs.nat })).toBeInTheDocument();
  expect(notify.error).not.toHaveBeenCalled();
});
