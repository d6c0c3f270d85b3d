import { endpoint } from './endpoint';
import type { IsoDate, ResourceStatus } from './common';
import type { ProductBundle } from './portal';
import { datacenterSpec, defineSchema, nameSpec, type FieldSpec } from './rules';

/** Lifecycle of a cloud disk; whether it is attached is `vmHostId`, not a status. */
export type VolumeStatus = ResourceStatus | 'reverting' | 'restoring';

export interface Volume {
  id: number;
  projectId: number;
  name: string;
  status: VolumeStatus;
  /** GB */
  size: number;
  datacenterId: number;
  datacenterName: string;
  /** The server it is attached to; a volume attaches to one server at a time. */
  vmHostId: number | null;
  vmHostName: string | null;
  attachedAt: IsoDate | null;
  /** Rial per hour (size × the per-GB price). */
  hourlyPrice: number;
  createdAt: IsoDate;
}
/** The predefined sizes are the volume bundles; a custom size is any whole GB in `VOLUME_SIZE`. */
export interface CreateVolumeRequest {
  name: string;
  datacenterId: number;
  /** GB */
  size: number;
}
export interface EditVolumeRequest {
  name: string;
}
/** Disks only grow. */
export interface ResizeVolumeRequest {
  size: number;
}
export interface VolumeNodeRequest {
  vmVolumeHostId: number;
  vmHostId: number;
}
export interface VolumeNode {
  vmHostId: number;
  name: string;
}

export const VOLUME_SIZE = { min: 10, max: 2000 } as const;
/** Rial per GB per hour; the bundles of product 2 are priced the same way. */
export const VOLUME_HOURLY_PRICE_PER_GB = 20;
export const volumeHourlyPrice = (sizeGb: number): number => sizeGb * VOLUME_HOURLY_PRICE_PER_GB;

/** GB, whole, within VOLUME_SIZE: the same rule orders and grows a disk. */
export const volumeSizeSpec: FieldSpec = {
  error: 'Size',
  label: 'volumeSize',
  type: 'int',
  required: true,
  rules: [{ kind: 'range', min: VOLUME_SIZE.min, max: VOLUME_SIZE.max }],
};
export const createVolumeSchema = defineSchema<CreateVolumeRequest>()({ name: nameSpec, datacenterId: datacenterSpec, size: volumeSizeSpec });
export const editVolumeSchema = defineSchema<EditVolumeRequest>()({ name: nameSpec });
/** Growing only (a smaller or equal size is refused by the API, which knows the current one). */
export const resizeVolumeSchema = defineSchema<ResizeVolumeRequest>()({ size: volumeSizeSpec });
export const volumeNodeSchema = defineSchema<VolumeNodeRequest>()({
  vmVolumeHostId: { error: 'VmVolumeHostId', label: 'volume', type: 'int', required: true },
  vmHostId: { error: 'VmHostId', label: 'server', type: 'int', required: true },
});

export const volume = {
  bundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/volume/list'),
  list: endpoint<undefined, Volume[]>()('GET', 'vm/:projectId/volume/list'),
  get: endpoint<undefined, Volume>()('GET', 'vm/:projectId/volume/get/:id'),
  create: endpoint<CreateVolumeRequest, Volume>()('POST', 'vm/:projectId/volume/create'),
  edit: endpoint<EditVolumeRequest, Volume>()('PUT', 'vm/:projectId/volume/edit/:id'),
  changeConfig: endpoint<ResizeVolumeRequest, Volume>()('PUT', 'vm/:projectId/volume/change-config/:id'),
  delete: endpoint()('DELETE', 'vm/:projectId/volume/delete/:id'),
  /** Servers the volume is attached to (zero or one). */
  nodeList: endpoint<undefined, VolumeNode[]>()('GET', 'vm/:projectId/volume/node/list/:vmVolumeHostId'),
  nodeAttach: endpoint<VolumeNodeRequest, Volume>()('POST', 'vm/:projectId/volume/node/attach'),
  nodeDetach: endpoint<VolumeNodeRequest, Volume>()('POST', 'vm/:projectId/volume/node/detach'),
  /** Volumes attached to one server. */
  hostVolumeList: endpoint<undefined, Volume[]>()('GET', 'vm/:projectId/host/:vmHostId/volume/list'),
};
