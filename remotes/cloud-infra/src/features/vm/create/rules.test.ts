import type { ProductBundle, ProductItem } from '@portal/contracts';
import { vmPrice } from './price';
import { firstRefusal, stepProblems, stepRefusal, toRequest } from './rules';
import { initialWizard, type VmWizardState } from './wizard-store';

const item = (key: ProductItem['key'], price: number, min: number, max: number): ProductItem => ({
  id: 1, productId: 1, key, name: key, unit: 'u', price, hourlyPrice: price / 720, min, max,
});
const items = [item('cpu', 1440000, 1, 32), item('memory', 720000, 1, 128), item('disk', 14400, 10, 2000), item('ipv4', 360000, 1, 8)];
const byKey = Object.fromEntries(items.map((i) => [i.key, i]));
const bundle: ProductBundle = { id: 103, productId: 1, name: 'استاندارد ۲', price: 7200000, hourlyPrice: 10000, cpu: 2, memory: 4, disk: 60, bandwidth: null };

const complete = (patch: Partial<VmWizardState> = {}): VmWizardState => ({
  ...initialWizard(),
  dataCenter: 1,
  osVersion: 1,
  serverConfig: 103,
  serverName: 'web-01',
  serverPassword: 'Str0ng!Pass',
  ...patch,
});

describe('wizard refusals, in the order they are checked', () => {
  test('the defaults of spec section 3', () => {
    expect(initialWizard()).toMatchObject({ step: 1, isPredefined: true, customConfig: { cpu: 1, memory: 1, disk: 25, IPV4: 1 }, usePublicIpV4: true, usePublicIpV6: false, usePrivateNetwork: false });
  });

  test.each<[Partial<VmWizardState>, number, string]>([
    [{ dataCenter: null, osVersion: null }, 1, 'لطفاً مرکز داده را انتخاب کنید'],
    [{ osVersion: null }, 1, 'لطفاً نسخه سیستم‌عامل خود را انتخاب کنید'],
    [{ serverConfig: null }, 2, 'لطفاً مشخصات سرور را انتخاب کنید'],
    [{ isPredefined: false, customConfig: { cpu: 64, memory: 1, disk: 25, IPV4: 1 } }, 2, 'پردازنده (هسته) باید بین ۱ و ۳۲ باشد'],
    [{ usePublicIpV4: false }, 3, 'سرور بدون نشانی عمومی باید به یک شبکه خصوصی متصل شود'],
    [{ usePrivateNetwork: true }, 3, 'لطفاً شبکه خصوصی را انتخاب کنید'],
    // Address, name and password: the API's rules and words (createVmHostSchema).
    [{ usePrivateNetwork: true, selectedNetwork: 4, ipAddress: '10.0.0.300' }, 3, 'نشانی IP باید یک نشانی IPv4 معتبر باشد؛ مثلاً 10.0.0.5'],
    [{ serverName: '  ' }, 4, 'وارد کردن نام الزامی است'],
    [{ serverName: 'ab' }, 4, 'نام نباید کمتر از ۳ نویسه باشد'],
    [{ serverName: 'web 01' }, 4, 'نام فقط می‌تواند شامل حروف انگلیسی، ارقام و خط تیره باشد و با خط تیره شروع یا تمام نشود'],
    [{ serverPassword: 'password1' }, 4, 'رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد'],
  ])('%j → step %i: %s', (patch, step, message) => {
    expect(firstRefusal(complete(patch), byKey)).toEqual({ step, message });
    expect(stepRefusal[step](complete(patch), byKey)).toBe(message);
  });

  test('a complete wizard passes and becomes the request body', () => {
    expect(firstRefusal(complete(), byKey)).toBeNull();
    expect(toRequest(complete())).toEqual({
      name: 'web-01', password: 'Str0ng!Pass', datacenterId: 1, imageId: 1, isPredefined: true, productBundleId: 103,
      cpu: null, memory: null, disk: null, ipv4Count: 1, usePublicIpV4: true, usePublicIpV6: false, usePrivateNetwork: false, networkId: null, ipAddress: null, sshKeyIds: null,
    });
    const custom = toRequest(complete({ isPredefined: false, customConfig: { cpu: 2, memory: 4, disk: 50, IPV4: 2 }, usePrivateNetwork: true, selectedNetwork: 7 }));
    expect(custom).toMatchObject({ productBundleId: null, cpu: 2, memory: 4, disk: 50, ipv4Count: 2, networkId: 7, ipAddress: null });
  });

  test('chosen SSH keys are sent for a Linux image and dropped for Windows', () => {
    expect(toRequest(complete({ sshKeyIds: [4, 9] })).sshKeyIds).toEqual([4, 9]);
    expect(toRequest(complete({ sshKeyIds: [4, 9], osFamily: 'windows' })).sshKeyIds).toBeNull();
  });
});

describe('price', () => {
  test('a bundle includes one IPv4', () => {
    expect(vmPrice({ isPredefined: true, bundle, custom: { cpu: 1, memory: 1, disk: 25 }, ipv4: 1 }, items)).toEqual({
      monthly: 7200000, hourly: 10000, lines: [{ key: 'bundle', label: 'استاندارد ۲', quantity: 1, monthly: 7200000 }],
    });
  });
  test('custom: units × product-item prices', () => {
    const price = vmPrice({ isPredefined: false, bundle: undefined, custom: { cpu: 2, memory: 4, disk: 50 }, ipv4: 2 }, items)!;
    expect(price.monthly).toBe(2 * 1440000 + 4 * 720000 + 50 * 14400 + 2 * 360000);
    expect(price.lines.map((l) => [l.key, l.quantity])).toEqual([['cpu', 2], ['memory', 4], ['disk', 50], ['ipv4', 2]]);
  });
  test('nothing to price until a bundle is chosen', () => {
    expect(vmPrice({ isPredefined: true, bundle: undefined, custom: { cpu: 1, memory: 1, disk: 25 }, ipv4: 1 }, items)).toBeUndefined();
  });
});

describe('every failing field of a step is named, the first one leads', () => {
  test('an empty first step names the data center and the OS', () => {
    const problems = stepProblems[1](initialWizard(), byKey);
    expect(Object.keys(problems)).toEqual(['datacenterId', 'imageId']);
    expect(stepRefusal[1](initialWizard(), byKey)).toBe(problems.datacenterId![0]);
  });

  test('an empty access step names the name and the password; custom sizes each their own field', () => {
    expect(Object.keys(stepProblems[4](complete({ serverName: '', serverPassword: '' }), byKey))).toEqual(['name', 'password']);
    const custom = complete({ isPredefined: false, customConfig: { cpu: 0, memory: 1, disk: 1, IPV4: 1 } });
    expect(Object.keys(stepProblems[2](custom, byKey))).toEqual(['cpu', 'disk']);
  });
});
