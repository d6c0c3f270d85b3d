/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, within } from '@testing-library/react';
import { api, type VpcHost } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
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
    api: wireFake()
      .on(api.vm.hostList, { params: { projectId: 5 } }, () => {
        const answer = [{ id: 41, name: 'app-9', datacenter: 'تهران', operatingSystem: null, status: built ? 'active' : 'building', statusId: built ? 2 : 6 }];
        built = true; // the sandbox builds it by the next poll
        return answer;
      })
      .on(api.vpc.interfaceList, { params: { projectId: 5, vpcHostId: 7 } }, [
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
      ])
      .on(api.network.nodeList, { params: { projectId: 5 } }, () =>
        built
          ? [{ id: 3, vmNetworkId: 11, vmNetwork: 'front', vmHostId: 41, vmHost: 'app-9', ipAddress: '10.0.1.2', isV4: true, status: 'active', statusId: 2 }]
          : [],
      ),
  });
  const table = await screen.findByRole('table', { name: t.title });
  // No user action: the server list polls while one is building, and its change re-reads the nodes.
  const row = await within(table).findByRole('row', { name: /app-9/ }, { timeout: 8000 });
  expect(row).toHaveTextContent('10.0.1.2');
  expect(within(row).getByRole('link', { name: 'app-9' })).toHaveAttribute('href', '/vm/5/41/specification');
});
