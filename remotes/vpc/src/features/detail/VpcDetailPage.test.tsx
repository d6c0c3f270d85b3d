/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { vpcDetailMessages } from './messages';
import VpcDetailPage from './VpcDetailPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
const t = vpcDetailMessages.detail;
const vpc = {
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
    api: (req) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/my/vm/5/vpc/get/7') return json(200, vpc);
      if (path.includes('/load-balancer/')) return json(405, { message: 'Method Not Allowed' });
      return json(200, []);
    },
  });
  expect(await screen.findByRole('tab', { name: t.tabs.overview })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('tab', { name: t.tabs.loadBalancer })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('tab', { name: t.tabs.overview })).toHaveAttribute('aria-selected', 'true'));
  expect(screen.getByRole('tab', { name: t.tabs.nat })).toBeInTheDocument();
  expect(notify.error).not.toHaveBeenCalled();
});
