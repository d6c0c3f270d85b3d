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

export const passwordSpec: FieldSpec = {
  error: 'Password',
  label: 'password',
  type: 'string',
  required: true,
  rules: [{ kind: 'pattern', pattern: 'password' }],
};

export const datacenterSpec: FieldSpec = { error: 'DatacenterId', label: 'datacenter', type: 'int', required: true, ask: 'pickDatacenter' };

export const bundleSpec: FieldSpec = { error: 'ProductBundleId', label: 'productBundle', type: 'int', required: true };

/** An e-mail address as sign-up, recovery, invitations and profile changes take it. */
export const emailSpec: FieldSpec = {
  error: 'Email',
  label: 'email',
  type: 'string',
  required: true,
  ask: 'typeEmail',
  rules: [
    { kind: 'pattern', pattern: 'email' },
    { kind: 'length', min: 3, max: 254 },
  ],
};
/** A six-character confirmation or two-factor code. */
export const codeSpec: FieldSpec = { error: 'Code', label: 'code', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'code' }] };
/** The operating system a server is installed with (virtual or dedicated). */
export const imageSpec: FieldSpec = { error: 'ImageId', label: 'image', type: 'int', required: true };

/** A new password typed again: never sent (the form compares it with the password it repeats), so only asked for. */
export const repeatPasswordSpec: FieldSpec = { error: 'RepeatPassword', label: 'password', type: 'string', required: true, ask: 'repeatPassword' };
