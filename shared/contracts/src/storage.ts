import { endpoint } from './endpoint';
import type { IsoDate, ResourceStatus } from './common';
import { bundleSpec, datacenterSpec, defineSchema, nameSpec } from './rules';

export interface StorageHost {
  id: number;
  projectId: number;
  name: string;
  status: ResourceStatus;
  productBundleId: number;
  bundleName: string;
  /** GB */
  diskSize: number;
  /** GB */
  usedSize: number;
  /** S3-compatible endpoint URL, known once active. */
  endpoint: string | null;
  datacenterId: number;
  createdAt: IsoDate;
}
export interface CreateStorageHostRequest {
  name: string;
  productBundleId: number;
  datacenterId: number;
}
export interface EditStorageHostRequest {
  name: string;
}
export interface StorageKey {
  id: number;
  storageHostId: number;
  accessKey: string;
  createdAt: IsoDate;
}
/** Only the create response carries the secret; it is never returned again. */
export interface CreatedStorageKey extends StorageKey {
  secretKey: string;
}

export const createStorageHostSchema = defineSchema<CreateStorageHostRequest>()({ name: nameSpec, productBundleId: bundleSpec, datacenterId: datacenterSpec });
export const editStorageHostSchema = defineSchema<EditStorageHostRequest>()({ name: nameSpec });

export const storage = {
  hostList: endpoint<undefined, StorageHost[]>()('GET', 'storage/:projectId/host/list'),
  hostGet: endpoint<undefined, StorageHost>()('GET', 'storage/:projectId/host/get/:id'),
  hostCreate: endpoint<CreateStorageHostRequest, StorageHost>()('POST', 'storage/:projectId/host/create'),
  hostEdit: endpoint<EditStorageHostRequest, StorageHost>()('PUT', 'storage/:projectId/host/edit/:id'),
  hostDelete: endpoint()('DELETE', 'storage/:projectId/host/delete/:id'),
  keyList: endpoint<undefined, StorageKey[]>()('GET', 'storage/:projectId/key/list/:storageHostId'),
  keyCreate: endpoint<undefined, CreatedStorageKey>()('POST', 'storage/:projectId/key/create/:storageHostId'),
  keyDelete: endpoint()('DELETE', 'storage/:projectId/key/delete/:id'),
};
