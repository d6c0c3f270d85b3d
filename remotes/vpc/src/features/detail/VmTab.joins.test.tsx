/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, within } from '@testing-library/react';
import type { VpcHost } from '@portal/contracts';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { vpcDetailMessages } from './messages';
import VmTab from './VmTab';

resetAfterEach();
const t = vpcDetailMessages.vm;
const vpc = { id: 7, projectId: 5, datacenterId: 1, status: 'active', statusId: 2 } as VpcHost;

test('a server ordered into a network (still being built) shows on the servers tab with its address once it is built', async () => {
  let built = false;
  renderRoute({
    path: '/vpc/:projectId/:id/vpcVm',
    url: '/vpc/5/7/vpcVm',
    element: <VmTab vpc={vpc} projectId={5} />,
    api: (req) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/my/vm/5/host/list') {
        const answer = json(200, [{ id: 41, name: 'app-9', datacenterId: 1, status: built ? 'active' : 'building' }]);
        built = true; // the sandbox builds it by the next poll
        return answer;
      }
      if (path === '/api/my/vm/5/vpc/7/interface/list')
        return json(200, [
          {
            id: 11,
            name: 'front',
            cidr: '10.0.1.0/24',
            subnetMask: '255.255.255.0',
            gatewayIp: '10.0.1.1',
            status: 'active',
            statusId: 2,
            createDate: '2026-01-01T00:00:00Z',
          },
        ]);
      if (path === '/api/my/vm/5/network/node/list')
        return json(
          200,
          built
            ? [{ id: 3, vmNetworkId: 11, vmNetwork: 'front', vmHostId: 41, vmHost: 'app-9', ipAddress: '10.0.1.2', isV4: true, status: 'active', statusId: 2 }]
            : [],
        );
      return json(404, { message: 'no' });
    },
  });
  const table = await screen.findByRole('table', { name: t.title });
  // No user action: the server list polls while one is building, and its change re-reads the nodes.
  const row = await within(table).findByRole('row', { name: /app-9/ }, { timeout: 8000 });
  expect(row).toHaveTextContent('10.0.1.2');
  expect(within(row).getByRole('link', { name: 'app-9' })).toHaveAttribute('href', '/vm/5/41/specification');
});
