import { wire, type Wire } from './wire';
import { bundleSpec, defineSchema, imageSpec, nameSpec } from './rules';

/** A row of `image/list`: the operating system it installs; `status` false = no longer offered for new orders. */
export type BareMetalImage = Wire<'BareMetalImageListResponse'>;
/** A row of `host/list`: image, machine, data centre and rack by name; `statusId` is the provider's table. */
export type BareMetalHostRow = Wire<'BareMetalListResponse'>;
/**
 * `host/get/{id}`: the machine's hardware (cores, memory in GB, drives by size, ports by speed),
 * `statusId` but no `createDate` (the page reads that from the list row).
 */
export type BareMetalHost = Wire<'BareMetalResponse'>;
/** Body of host/create: a hardware bundle, an image and a name; the machine goes to the project's data centre. */
export type CreateBareMetalHostRequest = Wire<'CreateBareMetalModel'>;

export const createBareMetalHostSchema = defineSchema<CreateBareMetalHostRequest>()({
  name: nameSpec,
  productBundleId: { ...bundleSpec, ask: 'pickBareMetalBundle' },
  imageId: { ...imageSpec, ask: 'pickImage' },
});

export const bareMetal = {
  imageList: wire('GET', 'bare-metal/image/list'),
  hostList: wire('GET', 'bare-metal/:projectId/host/list'),
  hostGet: wire('GET', 'bare-metal/:projectId/host/get/:id'),
  hostCreate: wire('POST', 'bare-metal/:projectId/host/create'),
  hostDelete: wire('DELETE', 'bare-metal/:projectId/host/delete/:id'),
};
