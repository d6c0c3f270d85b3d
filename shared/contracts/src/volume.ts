import { wire, type Wire } from './wire';
import { bundleSpec, defineSchema, nameSpec, type FieldSpec } from './rules';

// Cloud disks on the provider's wire: a list row and a `get` without the server the disk hangs on
// (that is `node/get`), ordered from a bundle or by size, grown by `edit` (its only field).

export type VolumeRow = Wire<'VolumeListResponse'>;
export type Volume = Wire<'GetVolumeHostResponse'>;
export type CreateVolumeRequest = Wire<'CreateVolumeHostModel'>;
/** The provider's edit carries the size alone: it is the disk's change-config (disks only grow). */
export type EditVolumeRequest = Wire<'EditVolumeHostModel'>;
export type AttachVolumeRequest = Wire<'AttachVolumeModel'>;
/** Whether a disk is attached, and to which server (`isConnected`); its `id` is what detach takes. */
export type VolumeNode = Wire<'GetVmVolumeNodeResponse'>;
export type VolumeNodeQuery = { VmHostId?: number; VmVolumeHostId?: number };
/** A disk as one server lists it (its data disks). */
export type HostVolumeRow = Wire<'VmHostVolumeListResponse'>;
export type HostVolume = Wire<'GetVmHostVolumeResponse'>;

export const VOLUME_SIZE = { min: 10, max: 2000 } as const;
/** Rial per GB per hour; the bundles of product 2 are priced the same way. */
export const VOLUME_HOURLY_PRICE_PER_GB = 20;
export const volumeHourlyPrice = (sizeGb: number): number => sizeGb * VOLUME_HOURLY_PRICE_PER_GB;

/** GB, whole, within VOLUME_SIZE: the same rule orders and grows a disk. */
export const volumeSizeSpec: FieldSpec = {
  error: 'VolumeSize',
  label: 'volumeSize',
  type: 'int',
  required: true,
  rules: [{ kind: 'range', min: VOLUME_SIZE.min, max: VOLUME_SIZE.max }],
};
/** A bundle (isPredefined) or a size: which one is required is a cross-field rule of the API. */
export const createVolumeSchema = defineSchema<CreateVolumeRequest>()({
  name: nameSpec,
  isPredefined: { error: 'IsPredefined', label: 'sizing', type: 'bool', required: true },
  productBundleId: { ...bundleSpec, required: false, ask: 'pickVolumeSize' },
  volumeSize: { ...volumeSizeSpec, required: false },
});
/** Growing only (a smaller or equal size is refused by the API, which knows the current one). */
export const editVolumeSchema = defineSchema<EditVolumeRequest>()({ volumeSize: volumeSizeSpec });
export const attachVolumeSchema = defineSchema<AttachVolumeRequest>()({
  vmVolumeHostId: { error: 'VmVolumeHostId', label: 'volume', type: 'int', required: true, ask: 'pickVolume' },
  vmHostId: { error: 'VmHostId', label: 'server', type: 'int', required: true, ask: 'pickServer' },
});

export const volume = {
  bundleList: wire('GET', 'portal/product-bundle/volume-list'),
  list: wire('GET', 'vm/:projectId/volume/list'),
  get: wire('GET', 'vm/:projectId/volume/get/:id'),
  create: wire('POST', 'vm/:projectId/volume/create'),
  edit: wire('PUT', 'vm/:projectId/volume/edit/:id'),
  delete: wire('DELETE', 'vm/:projectId/volume/delete/:id'),
  /** The disk's attachment (query VmVolumeHostId), or a server's (VmHostId), or both. */
  nodeGet: wire('GET', 'vm/:projectId/volume/node/get'),
  nodeAttach: wire('POST', 'vm/:projectId/volume/node/attach'),
  /** `id` is the node's (`nodeGet().id`). */
  nodeDetach: wire('PUT', 'vm/:projectId/volume/node/detach/:id'),
  /** The data disks of one server. */
  hostVolumeList: wire('GET', 'vm/:projectId/host/:vmHostId/volume/list'),
  hostVolumeGet: wire('GET', 'vm/:projectId/host/:vmHostId/volume/get/:id'),
  /** Takes the disk off the server (the disk itself stays). */
  hostVolumeDelete: wire('DELETE', 'vm/:projectId/host/:vmHostId/volume/delete/:id'),
};
