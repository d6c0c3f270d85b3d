import { vmPrice, type ProductBundle, type ProductItem } from '@portal/contracts';
import { quote, type CalculatorCatalogue } from './quote';

const item = (key: ProductItem['key'], price: number): ProductItem => ({ id: 1, productId: 1, key, name: key, unit: 'u', price, hourlyPrice: price / 720, min: 1, max: 64 });
const vmItems = [item('cpu', 1_440_000), item('memory', 720_000), item('disk', 14_400), item('ipv4', 360_000)];
const bundle = (id: number, name: string, price: number): ProductBundle => ({ id, productId: 1, name, price, hourlyPrice: price / 720, cpu: 2, memory: 4, disk: 60, bandwidth: null });
const cat: CalculatorCatalogue = {
  vmBundles: [bundle(103, 'استاندارد ۲', 7_200_000)],
  vmItems,
  storageBundles: [bundle(201, 'S3 پایه', 1_440_000)],
  vpcBundles: [bundle(601, 'VPC کوچک', 2_880_000)],
  webBundles: [bundle(8001, 'هاست وب پایه', 1_440_000)],
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
  expect(quote({ kind: 'volume', sizeType: 'bundle', volumeSize: 100, count: 2 }, cat, describe)).toMatchObject({ unitHourly: 2_000, hourly: 4_000, monthly: 2 * 2_000 * 720 });
  expect(quote({ kind: 'storage', sizeType: 'bundle', storageBundleId: 201 }, cat, describe)).toMatchObject({ detail: 'S3 پایه', monthly: 1_440_000, count: 1 });
  expect(quote({ kind: 'vpc', sizeType: 'bundle', vpcBundleId: 601, count: 1 }, cat, describe)).toMatchObject({ monthly: 2_880_000, hourly: 4_000 });
});

test('nothing is priced until the choice is complete', () => {
  expect(quote({ kind: 'vm', sizeType: 'bundle', count: 1 }, cat, describe)).toBeUndefined();
  expect(quote({ kind: 'vm', sizeType: 'custom', cpu: 2, memory: 0, disk: 50, ipv4: 1 }, cat, describe)).toBeUndefined();
  expect(quote({ kind: 'storage', sizeType: 'bundle' }, cat, describe)).toBeUndefined();
  expect(quote({ kind: 'volume', sizeType: 'bundle' }, cat, describe)).toBeUndefined();
});

test('a Kubernetes cluster is priced by the sandbox (kubernetes-price for its workers), times the count', () => {
  const kuber = { ...cat, kuberBundles: [bundle(7002, 'نود استاندارد', 5_760_000)], kubernetesPrice: { workerNodeCount: 3, perNodeMonthly: 5_760_000, perNodeHourly: 8_000, totalMonthly: 17_280_000, totalHourly: 24_000 } };
  expect(quote({ kind: 'kubernetes', sizeType: 'bundle', kuberBundleId: 7002, workerCount: 3, count: 2 }, kuber, describe)).toMatchObject({ unitMonthly: 17_280_000, monthly: 34_560_000, hourly: 48_000 });
  // A price for another worker count (still loading the new one) is not used.
  expect(quote({ kind: 'kubernetes', sizeType: 'bundle', kuberBundleId: 7002, workerCount: 4, count: 1 }, kuber, describe)).toBeUndefined();
});

test('a web host is priced by its plan: the bundle the sandbox charges hourly, times the count', () => {
  expect(quote({ kind: 'web', sizeType: 'bundle', webBundleId: 8001, count: 2 }, cat, describe)).toMatchObject({ detail: 'هاست وب پایه', unitMonthly: 1_440_000, unitHourly: 2_000, monthly: 2_880_000, hourly: 4_000 });
  expect(quote({ kind: 'web', sizeType: 'bundle', count: 1 }, cat, describe)).toBeUndefined();
});
