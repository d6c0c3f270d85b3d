/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { uiMessages } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { api, type BodyOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { namespaceMessages } from './messages';
import CreateNamespacePage from './CreateNamespacePage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = namespaceMessages.createNamespace;
const created: BodyOf<typeof api.kubernetesCloud.hostCreate>[] = [];

function renderPage() {
  const fake = wireFake()
    .on(api.kubernetes.cloudBundleList, [{ id: 7102, name: 'فضای نام متوسط', price: 4320000, kuberCpu: 4, kuberMemory: 4, kuberDisk: 50, kuber10Pods: 4 }])
    .on(api.portal.productItemList, { params: { productId: 105 } }, [
      { id: 111, name: 'cpu', unit: 'هسته', price: 540000 },
      { id: 112, name: 'mem', unit: 'GB', price: 288000 },
      { id: 113, name: 'disk', unit: 'GB', price: 7200 },
    ])
    .on(api.kubernetesCloud.hostCreate, { params: { projectId: 5 } }, (request) => {
      created.push(request.body);
      return { status: 200 };
    });
  return renderRoute({ path: ':projectId/add', url: '/5/add', element: <CreateNamespacePage />, api: fake });
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

test('the three checks (a size, a name, a name of 3+ characters) in that order, nothing sent; custom defaults 4/4/75/10 are priced and sent with tenPods and bundle 0', async () => {
  renderPage();
  await submit();
  await expectToast(t.specificationsRequired);
  fireEvent.click(await screen.findByText('فضای نام متوسط'));
  await submit();
  await expectToast(t.nameRequired);
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'ab' } });
  await submit();
  await expectToast(t.nameTooShort);

  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'shop-ns' } });
  fireEvent.click(screen.getByText(uiMessages.custom));
  expect(await screen.findByLabelText(t.cpu)).toHaveValue('۴');
  expect(screen.getByLabelText(t.disk)).toHaveValue('۷۵');
  expect(screen.getByLabelText(t.pods)).toHaveValue('۱۰');
  await waitFor(() => expect(screen.getByTestId('price-summary')).toHaveTextContent(formatToman(4 * 540000 + 4 * 288000 + 75 * 7200)));
  await submit();
  await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: t.submit }).at(-1)!);
  });
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toEqual({ name: 'shop-ns', productBundleId: 0, isPredefined: false, cpu: 4, memory: 4, disk: 75, tenPods: 1 });
  expect(notify.success).toHaveBeenCalledWith(t.created);
});
