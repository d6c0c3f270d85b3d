import { endpoint } from './endpoint';
import type { IsoDate, ResourceStatus } from './common';
import { bundleSpec, datacenterSpec, defineSchema, imageSpec, nameSpec } from './rules';

export interface BareMetalImage {
  id: number;
  name: string;
  /** e.g. 'ubuntu', 'debian', 'windows' */
  family: string;
  version: string;
}

export interface BareMetalHost {
  id: number;
  projectId: number;
  name: string;
  status: ResourceStatus;
  productBundleId: number;
  bundleName: string;
  cpu: number;
  /** GB */
  memory: number;
  /** GB */
  disk: number;
  imageId: number;
  imageName: string;
  datacenterId: number;
  datacenterName: string;
  /** Assigned once the server is active. */
  ipv4: string | null;
  /** Rial per hour, fixed when ordered. */
  hourlyPrice: number;
  createdAt: IsoDate;
}
export interface CreateBareMetalHostRequest {
  name: string;
  productBundleId: number;
  imageId: number;
  datacenterId: number;
}

export const createBareMetalHostSchema = defineSchema<CreateBareMetalHostRequest>()({
  name: nameSpec,
  productBundleId: bundleSpec,
  imageId: imageSpec,
  datacenterId: datacenterSpec,
});

export const bareMetal = {
  imageList: endpoint<undefined, BareMetalImage[]>()('GET', 'bare-metal/image/list'),
  hostList: endpoint<undefined, BareMetalHost[]>()('GET', 'bare-metal/:projectId/host/list'),
  hostGet: endpoint<undefined, BareMetalHost>()('GET', 'bare-metal/:projectId/host/get/:id'),
  hostCreate: endpoint<CreateBareMetalHostRequest, BareMetalHost>()('POST', 'bare-metal/:projectId/host/create'),
  hostDelete: endpoint()('DELETE', 'bare-metal/:projectId/host/delete/:id'),
};
