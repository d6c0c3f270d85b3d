import { wire, type Wire } from './wire';
import { bundleSpec, defineSchema, nameSpec, type FieldSpec } from './rules';

// Object storage on the provider's wire: a host is ordered by bundle (or by size) in the project's
// data centre, grown by `edit` (its one field is the size), and holds access keys under it.

/**
 * A row of `host/list`: owner (customer, creating user), data centre by name, `isPublic` and
 * `public` — the host's S3 address, known once it is active (null before).
 */
export type StorageHostRow = Wire<'StorageHostListResponse'>;
/** `host/get/{id}`: the row's fields without the owner, plus `disk` (GB). */
export type StorageHost = Wire<'GetStorageHostResponse'>;
export type CreateStorageHostRequest = Wire<'CreateStorageHostModel'>;
/** The provider's edit carries the size alone: it grows the host (never shrinks). */
export type EditStorageHostRequest = Wire<'EditStorageHostModel'>;
/** A key as listed: the secret is never sent again. */
export type StorageKey = Wire<'StorageKeyListResponse'>;
/** Only the create answer carries the secret. */
export type CreatedStorageKey = Wire<'CreateStorageKeyResponse'>;

/** GB, whole: what a host can be grown to. */
export const STORAGE_SIZE = { min: 10, max: 10240 } as const;
export const storageSizeSpec: FieldSpec = {
  error: 'Disk',
  label: 'disk',
  type: 'int',
  required: true,
  rules: [{ kind: 'range', min: STORAGE_SIZE.min, max: STORAGE_SIZE.max }],
};
/**
 * GB, whole: a host ordered by size (`isPredefined: false`), as the provider's panel offers it (50
 * to 5000 GB, in steps of 50); priced at product 104's GB item (`storagePrice`).
 */
export const STORAGE_CUSTOM_SIZE = { min: 50, max: 5000, step: 50, initial: 100 } as const;
export const storageCustomSizeSpec: FieldSpec = {
  error: 'Disk',
  label: 'disk',
  type: 'int',
  required: true,
  ask: 'typeStorageSize',
  rules: [{ kind: 'range', min: STORAGE_CUSTOM_SIZE.min, max: STORAGE_CUSTOM_SIZE.max }],
};

/** A bundle (isPredefined) or a size (`disk`): which one is required is a cross-field rule of the API. */
export const createStorageHostSchema = defineSchema<CreateStorageHostRequest>()({
  name: nameSpec,
  publicAccess: { error: 'PublicAccess', label: 'publicAccess', type: 'bool', required: false },
  isPredefined: { error: 'IsPredefined', label: 'sizing', type: 'bool', required: true },
  productBundleId: { ...bundleSpec, required: false, ask: 'pickPlan' },
  disk: { ...storageCustomSizeSpec, required: false },
});
/** Growing only (a smaller or equal size is refused by the API, which knows the current one). */
export const editStorageHostSchema = defineSchema<EditStorageHostRequest>()({ volumeSize: { ...storageSizeSpec, error: 'VolumeSize' } });

export const storage = {
  hostList: wire('GET', 'storage/:projectId/host/list'),
  hostGet: wire('GET', 'storage/:projectId/host/get/:id'),
  hostCreate: wire('POST', 'storage/:projectId/host/create'),
  hostEdit: wire('PUT', 'storage/:projectId/host/edit/:id'),
  hostDelete: wire('DELETE', 'storage/:projectId/host/delete/:id'),
  keyList: wire('GET', 'storage/:projectId/host/:storageHostId/key/list'),
  /** POST without a body; answers the pair once. */
  keyCreate: wire('POST', 'storage/:projectId/host/:storageHostId/key/create'),
  keyDelete: wire('DELETE', 'storage/:projectId/host/:storageHostId/key/delete/:id'),
};
