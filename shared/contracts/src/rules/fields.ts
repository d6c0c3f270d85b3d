import type { FieldSpec } from './schema';

// Fields many request models share, so one rule holds for every product.

/** A resource's name: a DNS-style label of 3–50 characters (it ends up in host names). */
export const nameSpec: FieldSpec = {
  error: 'Name',
  label: 'name',
  type: 'string',
  required: true,
  rules: [
    { kind: 'length', min: 3, max: 50 },
    { kind: 'pattern', pattern: 'resourceName' },
  ],
};

export const passwordSpec: FieldSpec = { error: 'Password', label: 'password', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'password' }] };

export const datacenterSpec: FieldSpec = { error: 'DatacenterId', label: 'datacenter', type: 'int', required: true };

export const bundleSpec: FieldSpec = { error: 'ProductBundleId', label: 'productBundle', type: 'int', required: true };
