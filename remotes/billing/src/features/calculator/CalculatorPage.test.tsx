/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { calculatorMessages } from './messages';
import CalculatorPage from './CalculatorPage';

resetAfterEach();

const t = calculatorMessages.calculator;
// The provider's rows: items known by id (PRODUCT_ITEM_IDS.vm), each bundle list its kind's shape.
const item = (id: number, price: number) => ({ id, name: `item ${id}`, unit: 'u', price });
const bundle = (id: number, name: string, price: number) => ({ id, name, price, vCpu: 2, vMemory: 4, vDisk: 60, ipv4: 1 });
const sized = (id: number, name: string, price: number) => ({ id, name, price, vDisk: 50 });

function renderPage() {
  const api = async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/my/portal/product-bundle/vm-list') return json(200, [bundle(103, 'استاندارد ۲', 7_200_000)]);
    if (path === '/api/my/portal/product-item/list/101') return json(200, [item(101, 1_440_000), item(102, 720_000), item(103, 14_400), item(104, 360_000)]);
    if (path === '/api/my/portal/product-item/list/102') return json(200, [item(107, 720)]);
    if (path === '/api/my/portal/product-bundle/storage-list') return json(200, [sized(201, 'S3 پایه', 1_440_000)]);
    if (path === '/api/my/portal/product-bundle/vpc-list') return json(200, [{ id: 601, name: 'VPC کوچک', price: 2_880_000, rules10: 1, ipv4: 0 }]);
    if (path === '/api/my/portal/product-bundle/web-list') return json(200, [{ id: 8001, name: 'هاست وب پایه', price: 1_440_000, quantity: 5 }]);
    if (path === '/api/my/portal/product-bundle/kuber-cluster-list') return json(200, [bundle(7002, 'نود استاندارد', 5_760_000)]);
    if (path === '/api/my/portal/product-item/kubernetes-price/2')
      return json(200, {
        vmProductItemsPrice: [],
        masterNodesInfo: { kubernetesManagementItemId: 119, kubernetesManagementItemPrice: 0, masterNodeCount: 1, masterVmSpecs: [] },
      });
    return json(404, { message: 'no' });
  };
  return renderRoute({ path: '/portal/calculator', url: '/portal/calculator', element: <CalculatorPage />, api });
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

test('a custom server and an object storage plan add up per hour and per month', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  // The default custom size: 2 cores, 4 GB, 50 GB and one address.
  fireEvent.click(screen.getByLabelText(t.custom));
  const server = 2 * 1_440_000 + 4 * 720_000 + 50 * 14_400 + 360_000;
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(server)));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.add) }));
  const table = await screen.findByTestId('calculator-lines');
  await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(formatToman(server)));

  fireEvent.click(screen.getByLabelText(t.kinds.storage));
  await pick(t.storageBundle, 'S3 پایه');
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(1_440_000)));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.add) }));
  await waitFor(() => expect(screen.getByTestId('calculator-total-monthly')).toHaveTextContent(formatToman(server + 1_440_000)));
  expect(screen.getByTestId('calculator-total-hourly')).toHaveTextContent(formatToman((server + 1_440_000) / 720));

  // A line removed leaves the other.
  fireEvent.click(screen.getByRole('button', { name: t.remove(`${t.kinds.storage} S3 پایه`) }));
  await waitFor(() => expect(screen.getByTestId('calculator-total-monthly')).toHaveTextContent(formatToman(server)));
});

test('nothing can be added until a bundle is chosen', async () => {
  renderPage();
  expect(await screen.findByText(t.incomplete)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: new RegExp(t.add) })).toBeDisabled();
  await pick(t.vmBundle, 'استاندارد ۲');
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(7_200_000)));
  expect(screen.getByRole('button', { name: new RegExp(t.add) })).toBeEnabled();
});

test('a Kubernetes cluster: its workers at the bundle price and the control plane asked for its worker count', async () => {
  const fake = renderPage();
  fireEvent.click(await screen.findByLabelText(t.kinds.kubernetes));
  await pick(t.kuberBundle, 'نود استاندارد');
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(11_520_000)));
  expect(fake.requests.some((r) => r.url.endsWith('/portal/product-item/kubernetes-price/2'))).toBe(true);
});

test('a web host line is priced by the chosen hosting plan', async () => {
  const fake = renderPage();
  fireEvent.click(await screen.findByLabelText(t.kinds.web));
  await pick(t.webBundle, 'هاست وب پایه');
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(1_440_000)));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.add) }));
  await waitFor(() => expect(screen.getByTestId('calculator-total-monthly')).toHaveTextContent(formatToman(1_440_000)));
  expect(within(screen.getByTestId('calculator-lines')).getByText(t.kinds.web)).toBeInTheDocument();
  expect(fake.requests.some((r) => r.url.endsWith('/portal/product-bundle/web-list'))).toBe(true);
});

test('a DNS line is priced by its records at the DNS product (102) item', async () => {
  const fake = renderPage();
  fireEvent.click(await screen.findByLabelText(t.kinds.dns));
  // Ten thousand records by default, 720 Rial each a month.
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(7_200_000)));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.add) }));
  await waitFor(() => expect(screen.getByTestId('calculator-total-monthly')).toHaveTextContent(formatToman(7_200_000)));
  expect(within(screen.getByTestId('calculator-lines')).getByText(t.kinds.dns)).toBeInTheDocument();
  expect(fake.requests.some((r) => r.url.endsWith('/portal/product-item/list/102'))).toBe(true);
});
