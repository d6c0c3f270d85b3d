import { vmPrice, type KuberClusterBundle, type KubernetesPrice, type ProductItem, type VmBundle } from '@portal/contracts';
import { quote, type CalculatorCatalogue } from './quote';

// The provider's item rows (known by id: PRODUCT_ITEM_IDS.vm) and bundle rows.
const item = (id: number, price: number): ProductItem => ({ id, name: `item ${id}`, unit: 'u', price });
const vmItems = [item(101, 1_440_000), item(102, 720_000), item(103, 14_400), item(104, 360_000)];
const bundle = (id: number, name: string, price: number): VmBundle & KuberClusterBundle => ({ id, name, price, vCpu: 2, vMemory: 4, vDisk: 60, ipv4: 1 });
const cat: CalculatorCatalogue = {
  vmBundles: [bundle(103, 'استاندارد ۲', 7_200_000)],
  vmItems,
  storageBundles: [bundle(201, 'S3 پایه', 1_440_000)],
  vpcBundles: [bundle(601, 'VPC کوچک', 2_880_000)],
  webBundles: [bundle(8001, 'هاست وب پایه', 1_440_000)],
  // The DNS product's one item (product 102): a record's monthly price.
  dnsItems: [item(107, 720)],
};
const describe = () => 'custom';

test('a custom server costs what the VM wizard shows for the same size (the one shared price function)', () => {
  const custom = { cpu: 4, memory: 8, disk: 120, ipv4: 2 };
  const q = quote({ kind: 'vm', sizeType: 'custom', ...custom, count: 1 }, cat, describe)!;
  // The wizard: vmPrice({ isPredefined: false, bundle, custom: customConfig, ipv4: IPV4 }, items).
  const wizard = vmPrice({ isPredefined: false, bundle: undefined, custom, ipv4: 2 }, vmItems)!;
  expect(q.monthly).toBe(wizard.monthly);
  expect(q.hourly).toBe(wizard.hourly);
  expect(q.monthly).toBe(4 * 1_440_000 + 8 * 720_000 + 120 * 14_400 + 2 * 360_000);
});

test('a server bundle costs the bundle (its public address included), as in the wizard', () => {
  const q = quote({ kind: 'vm', sizeType: 'bundle', vmBundleId: 103, count: 1 }, cat, describe)!;
  expect(q).toMatchObject({ detail: 'استاندارد ۲', monthly: 7_200_000, hourly: 10_000 });
  expect(q.monthly).toBe(vmPrice({ isPredefined: true, bundle: cat.vmBundles![0], custom: { cpu: 1, memory: 1, disk: 25 }, ipv4: 1 }, vmItems)!.monthly);
});

test('a count multiplies a line; disk, object storage and VPC are priced too', () => {
  expect(quote({ kind: 'vm', sizeType: 'bundle', vmBundleId: 103, count: 3 }, cat, describe)).toMatchObject({ unitMonthly: 7_200_000, monthly: 21_600_000 });
  // A disk: 20 Rial per GB per hour, 720 hours a month.
  expect(quote({ kind: 'volume', sizeType: 'bundle', volumeSize: 100, count: 2 }, cat, describe)).toMatchObject({
    unitHourly: 2_000,
    hourly: 4_000,
    monthly: 2 * 2_000 * 720,
  });
  expect(quote({ kind: 'storage', sizeType: 'bundle', storageBundleId: 201 }, cat, describe)).toMatchObject({
    detail: 'S3 پایه',
    monthly: 1_440_000,
    count: 1,
  });
  expect(quote({ kind: 'vpc', sizeType: 'bundle', vpcBundleId: 601, count: 1 }, cat, describe)).toMatchObject({ monthly: 2_880_000, hourly: 4_000 });
});

test('nothing is priced until the choice is complete', () => {
  expect(quote({ kind: 'vm', sizeType: 'bundle', count: 1 }, cat, describe)).toBeUndefined();
  expect(quote({ kind: 'vm', sizeType: 'custom', cpu: 2, memory: 0, disk: 50, ipv4: 1 }, cat, describe)).toBeUndefined();
  expect(quote({ kind: 'storage', sizeType: 'bundle' }, cat, describe)).toBeUndefined();
  expect(quote({ kind: 'volume', sizeType: 'bundle' }, cat, describe)).toBeUndefined();
});

test('a Kubernetes cluster: its workers at the bundle price plus the control plane of kubernetes-price, times the count', () => {
  const control = (price: number): KubernetesPrice => ({
    vmProductItemsPrice: [],
    masterNodesInfo: { kubernetesManagementItemId: 119, kubernetesManagementItemPrice: price, masterNodeCount: 1, masterVmSpecs: [] },
  });
  const kuber = { ...cat, kuberBundles: [bundle(7002, 'نود استاندارد', 5_760_000)], kubernetesPrice: control(0) };
  expect(quote({ kind: 'kubernetes', sizeType: 'bundle', kuberBundleId: 7002, workerCount: 3, count: 2 }, kuber, describe)).toMatchObject({
    unitMonthly: 17_280_000,
    monthly: 34_560_000,
    hourly: 48_000,
  });
  expect(
    quote({ kind: 'kubernetes', sizeType: 'bundle', kuberBundleId: 7002, workerCount: 3, count: 1 }, { ...kuber, kubernetesPrice: control(720_000) }, describe),
  ).toMatchObject({ monthly: 18_000_000, hourly: 25_000 });
  // Not priced until the control plane's price is known.
  expect(
    quote({ kind: 'kubernetes', sizeType: 'bundle', kuberBundleId: 7002, workerCount: 3, count: 1 }, { ...kuber, kubernetesPrice: undefined }, describe),
  ).toBeUndefined();
});

test('a web host is priced by its plan: the bundle the sandbox charges hourly, times the count', () => {
  expect(quote({ kind: 'web', sizeType: 'bundle', webBundleId: 8001, count: 2 }, cat, describe)).toMatchObject({
    detail: 'هاست وب پایه',
    unitMonthly: 1_440_000,
    unitHourly: 2_000,
    monthly: 2_880_000,
    hourly: 4_000,
  });
  expect(quote({ kind: 'web', sizeType: 'bundle', count: 1 }, cat, describe)).toBeUndefined();
});

test('DNS is priced by its records at the DNS product item, as the provider prices it; not before a count is given', () => {
  const describeRecords = (v: { records?: number }) => `${v.records} records`;
  expect(quote({ kind: 'dns', sizeType: 'bundle', dnsRecords: 10_000, count: 1 }, cat, describeRecords)).toMatchObject({
    detail: '10000 records',
    unitMonthly: 7_200_000,
    unitHourly: 10_000,
    monthly: 7_200_000,
  });
  expect(quote({ kind: 'dns', sizeType: 'bundle', dnsRecords: 0 }, cat, describeRecords)).toBeUndefined();
  expect(quote({ kind: 'dns', sizeType: 'bundle', dnsRecords: 10_000 }, { ...cat, dnsItems: [] }, describeRecords)).toBeUndefined();
});
