/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, within } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { cloudPlatformMessages } from '../../messages';
import ClusterDetailPage from './ClusterDetailPage';

// Pointed at the provider (no server of ours), the cluster's version, upgrade and kubeconfig calls
// answer 404: their cards step aside, the provider's parts stay, and no error is shown.
jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();

const t = cloudPlatformMessages.clusterDetail;

test('against an upstream without our calls the version and kubeconfig cards are not offered and nothing shows an error', async () => {
  const cluster = {
    id: 9,
    datacenter: 'تهران',
    name: 'prod-cluster',
    masterNode: 1,
    workerNode: 2,
    status: 'فعال',
    statusId: 2,
    projectId: 5,
    createDate: '2026-01-01T00:00:00Z',
    modifyDate: '2026-01-01T00:00:00Z',
  };
  const notOurs = { status: 404, body: { title: 'Not Found' } } as const;
  const fake = renderRoute({
    path: ':projectId/:id',
    url: '/5/9',
    element: <ClusterDetailPage />,
    api: wireFake()
      .on(api.kubernetesCluster.hostGet, { params: { projectId: 5, id: 9 } }, cluster)
      .on(api.kubernetesCluster.versionList, [{ id: 2, name: '1.30.5' }])
      .on(api.kubernetesCluster.nodeList, { params: { projectId: 5, kuberClusterHostId: 9 } }, [
        {
          id: 1,
          datacenter: 'تهران',
          name: 'prod-cluster-worker-1',
          kuberClusterNodeType: 'Worker',
          kuberClusterNodeTypeId: 2,
          vmHostId: 42,
          status: 'فعال',
          statusId: 2,
        },
      ])
      .on(api.kubernetesCluster.version, notOurs)
      .on(api.kubernetesCluster.kubeconfig, notOurs),
  });
  const table = await screen.findByRole('table', { name: t.nodes });
  expect(await within(table).findByText('prod-cluster-worker-1')).toBeInTheDocument();
  expect(fake.calls(api.kubernetesCluster.version, { params: { projectId: 5, id: 9 } }).length).toBeGreaterThan(0);
  await screen.findByRole('heading', { name: 'prod-cluster' });
  expect(screen.queryByText(t.upgradeTitle)).not.toBeInTheDocument();
  expect(screen.queryByText(t.kubeconfig)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t.download })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: new RegExp(t.addNode) })).toBeInTheDocument();
  expect(notify.error).not.toHaveBeenCalled();
});
