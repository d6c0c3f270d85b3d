/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { uiMessages } from '@portal/ui';
import { api, type BodyOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { clusterMessages } from './messages';
import CreateClusterPage from './CreateClusterPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();
beforeEach(() => {
  created.length = 0;
});

const t = clusterMessages.createCluster;
const created: BodyOf<typeof api.kubernetesCluster.hostCreate>[] = [];
const priceAsked: string[] = [];
/** What both orders send of the choices they share: image Ubuntu 24.04, version 1.31.1, the password and two workers. */
const chosen = { vmImageId: 102, kubernetesVersionId: 3, password: 'Kube@1234', nodeCount: 2 };

function renderPage() {
  const fake = wireFake()
    // The nodes' images are the provider's images of the kuber-cluster product; one no longer offered is not shown.
    .on(api.vm.imageList, { params: { projectId: 5 }, query: { ProductId: 106 } }, [
      { id: 102, name: 'Ubuntu 24.04 LTS', operatingSystemId: 1, operatingSystem: 'Ubuntu', status: true },
      { id: 104, name: 'Debian 11', operatingSystemId: 2, operatingSystem: 'Debian', status: false },
    ])
    .on(api.kubernetesCluster.versionList, [{ id: 3, name: '1.31.1' }])
    .on(api.kubernetes.clusterBundleList, [{ id: 7002, name: 'نود استاندارد', price: 5760000, vCpu: 4, vMemory: 8, vDisk: 100, ipv4: 1 }])
    .on(api.kubernetes.price, (request) => {
      priceAsked.push(`${request.params.workerNodeCount}${new URL(request.request.url).search}`);
      return {
        // The worker unit prices (PRODUCT_ITEM_IDS.kuberCluster) and a free control plane, as the sandbox answers.
        vmProductItemsPrice: [
          { id: 101, name: 'هسته پردازنده', price: 720000, unit: 'هسته' },
          { id: 102, name: 'حافظه', price: 360000, unit: 'گیگابایت' },
          { id: 103, name: 'دیسک', price: 7200, unit: 'گیگابایت' },
          { id: 104, name: 'نشانی IPv4', price: 360000, unit: 'عدد' },
        ],
        masterNodesInfo: { kubernetesManagementItemId: 119, kubernetesManagementItemPrice: 0, masterNodeCount: 1, masterVmSpecs: [] },
      };
    })
    .on(api.kubernetesCluster.hostCreate, { params: { projectId: 5 } }, (request) => {
      created.push(request.body);
      return { status: 200 };
    });
  return renderRoute({ path: ':projectId/add', url: '/5/add', element: <CreateClusterPage />, api: fake });
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

test('each check in order (image, version, size, name, its length, password) is a toast, nothing sent; then the order is confirmed with its price', async () => {
  renderPage();
  // Defaults: predefined, two nodes, no price asked while no bundle is chosen.
  expect(screen.getByRole('spinbutton', { name: t.nodeQuantity })).toHaveValue('۲');
  await submit();
  await expectToast(t.osVersionRequired);

  fireEvent.click(await screen.findByText('Ubuntu 24.04 LTS'));
  expect(screen.queryByText('Debian 11')).not.toBeInTheDocument();
  await submit();
  await expectToast(t.kubernetesVersionRequired);

  fireEvent.click(await screen.findByText('1.31.1'));
  expect(priceAsked).toEqual([]);
  fireEvent.click(screen.getByText(uiMessages.custom));
  // The custom defaults (1 core, 1 GB, 25 GB, one IPv4) at the unit prices, for two workers.
  await waitFor(() => expect(screen.getByTestId('price-summary')).toHaveTextContent(formatToman(2 * (720000 + 360000 + 25 * 7200 + 360000))));
  // Check 3 in custom mode: the custom sizes are the server specification, so with no bundle ever chosen the next check speaks.
  await submit();
  await expectToast(t.nameRequired);

  // Predefined mode with no bundle chosen has no server specification either.
  fireEvent.click(screen.getByText(uiMessages.predefined));
  await submit();
  await expectToast(t.serverSpecificationsRequired);
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
  // No price lookup while predefined with no bundle; then by the worker count only.
  expect(new Set(priceAsked)).toEqual(new Set(['2']));
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
  expect(created[0]).toEqual({ ...chosen, clusterName: 'prod-cluster', isPredefined: true, productBundleId: 7002, cpu: null, memory: null, disk: null });
  expect(notify.success).toHaveBeenCalledWith(t.created);
});

test('custom mode is usable on its own, and a bundle picked before switching to it is not sent', async () => {
  renderPage();
  fireEvent.click(await screen.findByText('Ubuntu 24.04 LTS'));
  fireEvent.click(await screen.findByText('1.31.1'));
  fireEvent.click(await screen.findByText('نود استاندارد'));
  fireEvent.click(screen.getByText(uiMessages.custom));
  fireEvent.change(await screen.findByLabelText(t.memory), { target: { value: '۴' } });
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'custom-cluster' } });
  fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'Kube@1234' } });
  await submit();
  await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: t.submit }).at(-1)!);
  });
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toEqual({ ...chosen, clusterName: 'custom-cluster', isPredefined: false, productBundleId: null, cpu: 1, memory: 4, disk: 25 });
});
