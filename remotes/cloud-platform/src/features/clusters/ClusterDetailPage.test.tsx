/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '@portal/locale';
import { api, type BodyOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { cloudPlatformMessages } from '../../messages';
import ClusterDetailPage from './ClusterDetailPage';
import { nextVersion } from './upgrade';

resetAfterEach();

const t = cloudPlatformMessages.clusterDetail;
const versions = [
  { id: 1, name: '1.29.9' },
  { id: 2, name: '1.30.5' },
  { id: 3, name: '1.31.1' },
  { id: 4, name: '1.32.2' },
];

test('the next version is the newest at most one minor version ahead', () => {
  expect(nextVersion(versions, '1.29.9')?.name).toBe('1.30.5');
  expect(nextVersion(versions, '1.31.1')?.name).toBe('1.32.2');
  expect(nextVersion(versions, '1.32.2')).toBeUndefined();
});

test('upgrade from the cluster page: confirmed, sent with the next version, then shown upgrading', async () => {
  // The provider's get (statusId 2: active) and our version call beside it.
  let cluster = {
    id: 9,
    datacenter: 'تهران',
    name: 'prod-cluster',
    masterNode: 1,
    workerNode: 1,
    status: 'active',
    statusId: 2,
    projectId: 5,
    createDate: '2026-01-01T00:00:00Z',
    modifyDate: '2026-01-01T00:00:00Z',
  };
  let version = { id: 2, name: '1.30.5' };
  const upgrades: BodyOf<typeof api.kubernetesCluster.upgrade>[] = [];
  const ids = { params: { projectId: 5, id: 9 } };
  renderRoute({
    path: ':projectId/:id',
    url: '/5/9',
    element: <ClusterDetailPage />,
    api: wireFake()
      .on(api.kubernetesCluster.hostGet, ids, () => cluster)
      .on(api.kubernetesCluster.version, ids, () => version)
      .on(api.kubernetesCluster.versionList, versions)
      .on(api.kubernetesCluster.nodeList, { params: { projectId: 5, kuberClusterHostId: 9 } }, [])
      .on(api.kubernetesCluster.upgrade, ids, (request) => {
        upgrades.push(request.body);
        cluster = { ...cluster, status: 'upgrading', statusId: 6 };
        version = { id: 3, name: '1.31.1' };
        return { status: 200 };
      }),
  });
  const button = await screen.findByRole('button', { name: 'ارتقا به 1.31.1' });
  await act(async () => {
    fireEvent.click(button);
  });
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('از نسخه 1.30.5 به 1.31.1');
  expect(upgrades).toHaveLength(0);
  await act(async () => {
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
  });
  await waitFor(() => expect(upgrades).toEqual([{ kubernetesVersionId: 3 }]));
  expect(await screen.findByText(t.upgrading)).toBeInTheDocument();
});

test("each node shows its kind from its type id and links to its server, the project's VM page", async () => {
  const cluster = {
    id: 9,
    datacenter: 'تهران',
    name: 'prod-cluster',
    masterNode: 1,
    workerNode: 1,
    status: 'فعال',
    statusId: 2,
    projectId: 5,
    createDate: '2026-01-01T00:00:00Z',
    modifyDate: '2026-01-01T00:00:00Z',
  };
  const node = (id: number, name: string, typeId: number, vmHostId: number) => ({
    id,
    datacenter: 'تهران',
    name,
    kuberClusterNodeType: typeId === 1 ? 'Master' : 'Worker',
    kuberClusterNodeTypeId: typeId,
    vmHostId,
    status: 'فعال',
    statusId: 2,
  });
  const ids = { params: { projectId: 5, id: 9 } };
  renderRoute({
    path: ':projectId/:id',
    url: '/5/9',
    element: <ClusterDetailPage />,
    api: wireFake()
      .on(api.kubernetesCluster.hostGet, ids, cluster)
      .on(api.kubernetesCluster.version, ids, { id: 2, name: '1.30.5' })
      .on(api.kubernetesCluster.versionList, versions)
      .on(api.kubernetesCluster.nodeList, { params: { projectId: 5, kuberClusterHostId: 9 } }, [
        node(1, 'prod-cluster-control-plane', 1, 41),
        node(2, 'prod-cluster-worker-1', 2, 42),
        node(3, 'odd-node', 7, 43),
      ]),
  });
  const table = await screen.findByRole('table', { name: t.nodes });
  const master = await within(table).findByRole('link', { name: fill(t.nodeServer, { name: 'prod-cluster-control-plane' }) });
  expect(master).toHaveAttribute('href', '/vm/5/41/specification');
  expect(within(table).getByRole('link', { name: fill(t.nodeServer, { name: 'prod-cluster-worker-1' }) })).toHaveAttribute('href', '/vm/5/42/specification');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent(t.nodeTypes[1]!);
  expect(rows[1]).toHaveTextContent(t.nodeTypes[2]!);
  // A type id the table does not know shows the provider's own word.
  expect(rows[2]).toHaveTextContent('Worker');
});
