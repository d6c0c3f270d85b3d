/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatToman } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { calculatorMessages } from './messages';
import CalculatorPage from './CalculatorPage';

resetAfterEach();

const t = calculatorMessages.calculator;
// The provider's rows: items known by id (PRODUCT_ITEM_IDS.vm), each bundle list its kind's shape.
const item = (id: number, price: number) => ({ id, name: `item ${id}`, unit: 'u', price });
const bundle = (id: number, name: string, price: number) => ({ id, name, price, vCpu: 2, vMemory: 4, vDisk: 60, ipv4: 1 });
const sized = (id: number, name: string, price: number) => ({ id, name, price, vDisk: 50 });

function renderPage() {
  const fake = wireFake()
    .on(api.portal.vmBundleList, [bundle(103, 'استاندارد ۲', 7_200_000)])
    .on(api.portal.productItemList, { params: { productId: 101 } }, [item(101, 1_440_000), item(102, 720_000), item(103, 14_400), item(104, 360_000)])
    .on(api.portal.productItemList, { params: { productId: 102 } }, [item(107, 720)])
    .on(api.portal.storageBundleList, [sized(201, 'S3 پایه', 1_440_000)])
    .on(api.vpc.bundleList, [{ id: 601, name: 'VPC کوچک', price: 2_880_000, rules10: 1, ipv4: 0 }])
    .on(api.webHost.bundleList, [{ id: 8001, name: 'هاست وب پایه', price: 1_440_000, quantity: 5 }])
    .on(api.kubernetes.clusterBundleList, [bundle(7002, 'نود استاندارد', 5_760_000)])
    .on(
      api.kubernetes.price,
      { params: { workerNodeCount: 2 } },
      {
        vmProductItemsPrice: [],
        masterNodesInfo: { kubernetesManagementItemId: 119, kubernetesManagementItemPrice: 0, masterNodeCount: 1, masterVmSpecs: [] },
      },
    );
  return renderRoute({ path: '/portal/calculator', url: '/portal/calculator', element: <CalculatorPage />, api: fake });
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
  expect(fake.calls(api.kubernetes.price, { params: { workerNodeCount: 2 } }).length).toBeGreaterThan(0);
});

test('a web host line is priced by the chosen hosting plan', async () => {
  const fake = renderPage();
  fireEvent.click(await screen.findByLabelText(t.kinds.web));
  await pick(t.webBundle, 'هاست وب پایه');
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(1_440_000)));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.add) }));
  await waitFor(() => expect(screen.getByTestId('calculator-total-monthly')).toHaveTextContent(formatToman(1_440_000)));
  expect(within(screen.getByTestId('calculator-lines')).getByText(t.kinds.web)).toBeInTheDocument();
  expect(fake.calls(api.webHost.bundleList).length).toBeGreaterThan(0);
});

test('a DNS line is priced by its records at the DNS product (102) item', async () => {
  const fake = renderPage();
  fireEvent.click(await screen.findByLabelText(t.kinds.dns));
  // Ten thousand records by default, 720 Rial each a month.
  await waitFor(() => expect(screen.getByTestId('calculator-quote')).toHaveTextContent(formatToman(7_200_000)));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.add) }));
  await waitFor(() => expect(screen.getByTestId('calculator-total-monthly')).toHaveTextContent(formatToman(7_200_000)));
  expect(within(screen.getByTestId('calculator-lines')).getByText(t.kinds.dns)).toBeInTheDocument();
  expect(fake.calls(api.portal.productItemList, { params: { productId: 102 } }).length).toBeGreaterThan(0);
});
