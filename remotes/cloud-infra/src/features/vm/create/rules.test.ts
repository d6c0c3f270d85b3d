import type { ProductItem, VmBundle } from '@portal/contracts';
import { vmPrice } from './price';
import { firstRefusal, stepProblems, stepRefusal, toRequest } from './rules';
import { initialWizard, type VmWizardState } from './wizard-store';

// The provider's item rows: the unit is known by its id (PRODUCT_ITEM_IDS.vm: vCPU 101, memory 102, disk 103, IPv4 104).
const item = (id: number, name: string, price: number): ProductItem => ({ id, name, unit: 'u', price });
const items = [item(101, 'cpu', 1440000), item(102, 'memory', 720000), item(103, 'disk', 14400), item(104, 'ipv4', 360000)];
const bundle: VmBundle = { id: 103, name: 'استاندارد ۲', price: 7200000, vCpu: 2, vMemory: 4, vDisk: 60, ipv4: 1 };

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
  test('the wizard defaults of the product rules', () => {
    expect(initialWizard()).toMatchObject({
      step: 1,
      isPredefined: true,
      customConfig: { cpu: 1, memory: 1, disk: 25, IPV4: 1 },
      usePublicIpV4: true,
      usePublicIpV6: false,
      usePrivateNetwork: false,
    });
  });

  test.each<[Partial<VmWizardState>, number, string]>([
    [{ osVersion: null }, 1, 'لطفاً نسخه سیستم‌عامل خود را انتخاب کنید'],
    [{ serverConfig: null }, 2, 'لطفاً مشخصات سرور را انتخاب کنید'],
    [{ isPredefined: false, customConfig: { cpu: 64, memory: 1, disk: 25, IPV4: 1 } }, 2, 'پردازنده (هسته) باید بین ۱ و ۳۲ باشد'],
    [{ serverPassword: '' }, 4, 'برای ورود به سرور رمز عبور یا کلید SSH لازم است'],
    [{ serverPassword: '', vmKeyId: 4, osFamily: 'windows' }, 4, 'برای ورود به سرور رمز عبور یا کلید SSH لازم است'],
    [{ usePublicIpV4: false }, 3, 'سرور بدون نشانی عمومی باید به یک شبکه خصوصی متصل شود'],
    [{ usePrivateNetwork: true }, 3, 'لطفاً شبکه خصوصی را انتخاب کنید'],
    // Address, name and password: the API's rules and words (createVmHostSchema).
    [{ usePrivateNetwork: true, selectedNetwork: 4, ipAddress: '10.0.0.300' }, 3, 'نشانی IP باید یک نشانی IPv4 معتبر باشد؛ مثلاً 10.0.0.5'],
    [{ serverName: '  ' }, 4, 'وارد کردن نام الزامی است'],
    [{ serverName: 'ab' }, 4, 'نام نباید کمتر از ۳ نویسه باشد'],
    [{ serverName: 'web 01' }, 4, 'نام فقط می‌تواند شامل حروف انگلیسی، ارقام و خط تیره باشد و با خط تیره شروع یا تمام نشود'],
    [{ serverPassword: 'password1' }, 4, 'رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد'],
  ])('%j → step %i: %s', (patch, step, message) => {
    expect(firstRefusal(complete(patch))).toEqual({ step, message });
    expect(stepRefusal[step](complete(patch))).toBe(message);
  });

  test('a complete wizard passes and becomes the request body', () => {
    expect(firstRefusal(complete())).toBeNull();
    // The provider's CreateVmModel: no data centre (the project's), one public IPv4 when asked.
    expect(toRequest(complete())).toEqual({
      name: 'web-01',
      password: 'Str0ng!Pass',
      vmImageId: 1,
      storageClassTypeId: 1,
      vmKeyId: null,
      isPredefined: true,
      productBundleId: 103,
      cpu: null,
      memory: null,
      disk: null,
      usedPublicIpV4: true,
      usedPublicIpV6: false,
      vmNetworkId: null,
      ipAddress: null,
    });
    const custom = toRequest(
      complete({ isPredefined: false, customConfig: { cpu: 2, memory: 4, disk: 50, IPV4: 2 }, usePrivateNetwork: true, selectedNetwork: 7 }),
    );
    expect(custom).toMatchObject({ productBundleId: null, cpu: 2, memory: 4, disk: 50, vmNetworkId: 7, ipAddress: null });
  });

  test('a chosen SSH key opens a Linux server without a password and is dropped for Windows', () => {
    const keyed = complete({ vmKeyId: 4, serverPassword: '' });
    expect(firstRefusal(keyed)).toBeNull();
    expect(toRequest(keyed)).toMatchObject({ vmKeyId: 4, password: null });
    expect(toRequest(complete({ vmKeyId: 4, osFamily: 'windows' })).vmKeyId).toBeNull();
  });
});

describe('price', () => {
  test('a bundle includes its IPv4; the hourly price is the monthly / 720', () => {
    expect(vmPrice({ isPredefined: true, bundle, custom: { cpu: 1, memory: 1, disk: 25 }, ipv4: 1 }, items)).toEqual({
      monthly: 7200000,
      hourly: 10000,
      lines: [{ key: 'bundle', label: 'استاندارد ۲', quantity: 1, monthly: 7200000 }],
    });
  });
  test('custom: units × product-item prices', () => {
    const price = vmPrice({ isPredefined: false, bundle: undefined, custom: { cpu: 2, memory: 4, disk: 50 }, ipv4: 2 }, items)!;
    expect(price.monthly).toBe(2 * 1440000 + 4 * 720000 + 50 * 14400 + 2 * 360000);
    expect(price.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['cpu', 2],
      ['memory', 4],
      ['disk', 50],
      ['ipv4', 2],
    ]);
  });
  test("addresses beyond the bundle's are priced per item", () => {
    expect(vmPrice({ isPredefined: true, bundle, custom: { cpu: 1, memory: 1, disk: 25 }, ipv4: 3 }, items)).toMatchObject({
      monthly: 7200000 + 2 * 360000,
      hourly: 10000 + 2 * 500,
    });
  });
  test('nothing to price until a bundle is chosen', () => {
    expect(vmPrice({ isPredefined: true, bundle: undefined, custom: { cpu: 1, memory: 1, disk: 25 }, ipv4: 1 }, items)).toBeUndefined();
  });
});

describe('every failing field of a step is named, the first one leads', () => {
  test("an empty first step names the OS (the data centre is the project's)", () => {
    const problems = stepProblems[1](initialWizard());
    expect(Object.keys(problems)).toEqual(['vmImageId']);
    expect(stepRefusal[1](initialWizard())).toBe(problems.vmImageId![0]);
  });

  test('an empty access step names the name and the password; custom sizes each their own field', () => {
    expect(Object.keys(stepProblems[4](complete({ serverName: '', serverPassword: '' })))).toEqual(['name', 'password']);
    const custom = complete({ isPredefined: false, customConfig: { cpu: 0, memory: 1, disk: 1, IPV4: 1 } });
    expect(Object.keys(stepProblems[2](custom))).toEqual(['cpu', 'disk']);
  });
});
