import { endpoint } from './endpoint';
import type { IsoDate } from './common';

// First version written with the VM contracts; the cloud-disk area owns and may reshape it.

/** available = not attached; in-use = attached to a server. */
export type VolumeStatus = 'creating' | 'available' | 'attaching' | 'in-use' | 'detaching' | 'resizing' | 'deleting' | 'failed';

export interface Volume {
  id: number;
  projectId: number;
  name: string;
  status: VolumeStatus;
  /** GB */
  size: number;
  productBundleId: number | null;
  datacenterId: number;
  /** The server it is attached to; a volume attaches to one server at a time. */
  vmHostId: number | null;
  vmHostName: string | null;
  hourlyPrice: number;
  createdAt: IsoDate;
}
export interface CreateVolumeRequest {
  name: string;
  datacenterId: number;
  isPredefined: boolean;
  productBundleId: number | null;
  /** GB, custom mode */
  size: number | null;
}
export interface EditVolumeRequest {
  name: string;
}
export interface ResizeVolumeRequest {
  size: number;
}
export interface VolumeNodeRequest {
  vmVolumeHostId: number;
  vmHostId: number;
}

export const volume = {
  list: endpoint<undefined, Volume[]>()('GET', 'vm/:projectId/volume/list'),
  get: endpoint<undefined, Volume>()('GET', 'vm/:projectId/volume/get/:id'),
  create: endpoint<CreateVolumeRequest, Volume>()('POST', 'vm/:projectId/volume/create'),
  edit: endpoint<EditVolumeRequest, Volume>()('PUT', 'vm/:projectId/volume/edit/:id'),
  changeConfig: endpoint<ResizeVolumeRequest, Volume>()('PUT', 'vm/:projectId/volume/change-config/:id'),
  delete: endpoint()('DELETE', 'vm/:projectId/volume/delete/:id'),
  /** Servers the volume is attached to (zero or one). */
  nodeList: endpoint<undefined, Array<{ vmHostId: number; name: string }>>()('GET', 'vm/:projectId/volume/node/list/:vmVolumeHostId'),
  nodeAttach: endpoint<VolumeNodeRequest, Volume>()('POST', 'vm/:projectId/volume/node/attach'),
  nodeDetach: endpoint<VolumeNodeRequest, Volume>()('POST', 'vm/:projectId/volume/node/detach'),
  /** Volumes attached to one server. */
  hostVolumeList: endpoint<undefined, Volume[]>()('GET', 'vm/:projectId/host/:vmHostId/volume/list'),
};
