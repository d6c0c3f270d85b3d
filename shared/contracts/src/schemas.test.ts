import {
  checkBody,
  checkInput,
  createColocationHostSchema,
  createFirewallRuleSchema,
  createNetworkSchema,
  createVmHostSchema,
  createVolumeSchema,
  FIELD_LABELS,
  forgotConfirmSchema,
  inventoryNumberSpec,
  registerSchema,
  type RequestSchema,
} from '.';
import * as contracts from '.';

// The request schemas are what the forms check before sending and what the sandbox answers 422 with.

describe('request schemas', () => {
  it('use only known labels and PascalCase 422 keys', () => {
    const schemas = Object.entries(contracts as Record<string, unknown>).filter(([name]) => name.endsWith('Schema')) as [
      string,
      RequestSchema<Record<string, unknown>>,
    ][];
    expect(schemas.length).toBeGreaterThan(20);
    for (const [, schema] of schemas)
      for (const spec of Object.values(schema)) {
        expect(FIELD_LABELS).toContain(spec!.label);
        expect(spec!.error).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      }
  });

  it('say what is wrong with a volume order', () => {
    expect(checkBody(createVolumeSchema, { name: 'data-1', isPredefined: false, volumeSize: 5 })).toEqual({
      volumeSize: { kind: 'outOfRange', min: 10, max: 2000 },
    });
    expect(checkBody(createVolumeSchema, { name: '-x', isPredefined: false, volumeSize: '120' })).toEqual({ name: { kind: 'tooShort', min: 3 } });
  });

  it("check a firewall rule field by field (the port/protocol pairing is the API's)", () => {
    expect(checkBody(createFirewallRuleSchema, { direction: 'sideways', protocol: 'tcp', portRange: '70000', cidr: '10.0.0.0/33' })).toEqual({
      direction: { kind: 'notOneOf', values: ['inbound', 'outbound'] },
      portRange: { kind: 'portRange' },
      cidr: { kind: 'cidr' },
    });
  });

  it("check a network order field by field (whether address and prefix make a private range is the API's)", () => {
    expect(checkBody(createNetworkSchema, { name: 'lan', network: '10.1.0.300', prefix: 30 })).toEqual({
      network: { kind: 'ipv4' },
      prefix: { kind: 'outOfRange', min: 16, max: 29 },
    });
  });

  it('leave custom sizing to the catalogue but check formats', () => {
    expect(
      checkBody(createVmHostSchema, {
        name: 'web-1',
        password: 'Str0ng!Pass',
        vmImageId: 1,
        storageClassTypeId: 1,
        isPredefined: true,
        productBundleId: 103,
        ipAddress: '10.0.0.300',
      }),
    ).toEqual({
      ipAddress: { kind: 'ipv4' },
    });
  });

  it('apply the length, e-mail, password, code and range rules to the forms', () => {
    expect(checkBody(registerSchema, { firstName: 'علی', lastName: 'ر', email: 'a@b', password: 'weak', captchaCode: '' })).toEqual({
      lastName: { kind: 'tooShort', min: 2 },
      email: { kind: 'pattern', pattern: 'email' },
      password: { kind: 'pattern', pattern: 'password' },
      captchaCode: { kind: 'required', ask: 'typeCaptcha' },
    });
    expect(checkBody(forgotConfirmSchema, { email: 'a@b.com', confirmCode: 'abc', password: 'Str0ng!Pass' })).toEqual({
      confirmCode: { kind: 'digits', length: 6 },
    });
    expect(checkBody(createColocationHostSchema, { name: 'rack-1', rackUnitSpace: 43, networkPort10G: 1 })).toEqual({
      rackUnitSpace: { kind: 'outOfRange', min: 1, max: 42 },
      powerAmp: { kind: 'required' },
    });
    expect(checkInput(inventoryNumberSpec, 'AB 12')).toEqual({ kind: 'pattern', pattern: 'serialNumber' });
  });
});
