/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { cloudPlatformMessages } from '../../messages';
import ClusterDetailPage from './ClusterDetailPage';
import { nextVersion } from './upgrade';

resetAfterEach();

const t = cloudPlatformMessages.clusterDetail;
const versions = [{ id: 1, version: '1.29.9', isDefault: false }, { id: 2, version: '1.30.5', isDefault: false }, { id: 3, version: '1.31.1', isDefault: true }, { id: 4, version: '1.32.2', isDefault: false }];

test('the next version is the newest at most one minor version ahead', () => {
  expect(nextVersion(versions, '1.29.9')?.version).toBe('1.30.5');
  expect(nextVersion(versions, '1.31.1')?.version).toBe('1.32.2');
  expect(nextVersion(versions, '1.32.2')).toBeUndefined();
});

test('upgrade from the cluster page: confirmed, sent with the next version, then shown upgrading', async () => {
  let cluster = { id: 9, projectId: 5, name: 'prod-cluster', status: 'running', kubernetesVersionId: 2, kubernetesVersion: '1.30.5', vmImageId: 2, imageName: 'Ubuntu 24.04', nodeCount: 1, datacenterId: 1, datacenterName: 'تهران', isPredefined: true, productBundleId: 7001, bundleName: 'نود پایه', cpu: 2, memory: 4, disk: 50, endpoint: 'https://prod-cluster-9.k8s:6443', monthlyPrice: 2880000, hourlyPrice: 4000, createdAt: '2026-01-01T00:00:00Z' };
  const upgrades: unknown[] = [];
  const api = async (req: Request) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/api/my/kubernetes/cluster/5/host/get/9') return json(200, cluster);
    if (pathname === '/api/my/kubernetes/cluster/5/version/list') return json(200, versions);
    if (pathname === '/api/my/kubernetes/cluster/5/node/list/9') return json(200, []);
    if (pathname === '/api/my/kubernetes/cluster/5/host/upgrade/9') {
      upgrades.push(await req.json());
      cluster = { ...cluster, status: 'upgrading', kubernetesVersionId: 3, kubernetesVersion: '1.31.1' };
      return json(200, cluster);
    }
    return json(404, { message: 'no' });
  };
  renderRoute({ path: ':projectId/:id', url: '/5/9', element: <ClusterDetailPage />, api });
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
