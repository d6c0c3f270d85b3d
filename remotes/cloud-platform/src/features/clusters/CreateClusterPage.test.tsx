/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { uiMessages } from '@portal/ui';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { cloudPlatformMessages } from '../../messages';
import CreateClusterPage from './CreateClusterPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = cloudPlatformMessages.createCluster;
const created: unknown[] = [];
const priceAsked: string[] = [];

function renderPage() {
  const api = async (req: Request) => {
    const u = new URL(req.url);
    if (u.pathname === '/api/my/kubernetes/cluster/5/image/list') return json(200, [{ id: 2, name: 'Ubuntu 24.04' }]);
    if (u.pathname === '/api/my/kubernetes/cluster/5/version/list') return json(200, [{ id: 3, version: '1.31.1', isDefault: true }]);
    if (u.pathname === '/api/my/portal/product-bundle/kuber-cluster/list') return json(200, [{ id: 7002, productId: 70, name: 'نود استاندارد', price: 5760000, hourlyPrice: 8000, cpu: 4, memory: 8, disk: 100, bandwidth: null }]);
    if (u.pathname.startsWith('/api/my/portal/kubernetes-price/')) {
      priceAsked.push(`${u.pathname.split('/').pop()}${u.search}`);
      const n = Number(u.pathname.split('/').pop());
      return json(200, { workerNodeCount: n, perNodeMonthly: 5760000, perNodeHourly: 8000, totalMonthly: 5760000 * n, totalHourly: 8000 * n });
    }
    if (u.pathname === '/api/my/kubernetes/cluster/5/host/create') {
      created.push(await req.json());
      return json(200, { id: 9 });
    }
    return json(404, { message: 'no' });
  };
  return renderRoute({ path: ':projectId/add', url: '/5/add', element: <CreateClusterPage />, api });
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
};
const expectToast = async (text: string) => {
  await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith(text));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(created).toHaveLength(0);
};

test("each of the spec's checks in its order is a toast and nothing is sent; then the order is confirmed with its price", async () => {
  renderPage();
  // Defaults: predefined, two nodes, no price asked while no bundle is chosen.
  expect(screen.getByRole('spinbutton', { name: t.nodeQuantity })).toHaveValue('۲');
  await submit();
  await expectToast(t.osVersionRequired);

  fireEvent.click(await screen.findByText('Ubuntu 24.04'));
  await submit();
  await expectToast(t.kubernetesVersionRequired);

  fireEvent.click(await screen.findByText('1.31.1'));
  fireEvent.click(screen.getByText(uiMessages.custom));
  await submit();
  await expectToast(t.serverSpecificationsRequired);

  fireEvent.click(screen.getByText(uiMessages.predefined));
  fireEvent.click(await screen.findByText('نود استاندارد'));
  await submit();
  await expectToast(t.nameRequired);

  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'prod' } });
  await submit();
  await expectToast(t.nameTooShort);

  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'prod-cluster' } });
  fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'weakpass' } });
  await submit();
  await expectToast(t.passwordInvalid);
  // No price while predefined with no bundle; the custom size's, then the bundle's.
  expect(priceAsked[0]).toBe('2?cpu=1&memory=1&disk=25');
  expect(priceAsked.at(-1)).toBe('2?productBundleId=7002');
  expect(screen.getByTestId('price-summary')).toHaveTextContent(formatToman(2 * 5760000));

  fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'Kube@1234' } });
  await submit();
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('prod-cluster');
  expect(dialog).toHaveTextContent(formatToman(2 * 5760000));
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: t.submit }).at(-1)!);
  });
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toEqual({ clusterName: 'prod-cluster', vmImageId: 2, kubernetesVersionId: 3, password: 'Kube@1234', isPredefined: true, productBundleId: 7002, nodeCount: 2, cpu: null, memory: null, disk: null });
  expect(notify.success).toHaveBeenCalledWith(t.created);
});
