import type { FastifyInstance } from 'fastify';
import { api, createBareMetalHostSchema, type BareMetalHost, type BareMetalImage } from '@portal/contracts';
import { bundleOfKind, datacenterName } from '../catalogue';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import type { EngineEnv } from '../engine/types';
import { exists } from '../engine/validators';
import { route } from '../http/route';
import { publicAddress } from './bare-metal-address';
import { uniqueName } from './fields';

const nameOf = (env: EngineEnv, table: string, id: unknown) =>
  env.db.prepare(`SELECT name FROM ${table} WHERE id = ?`).pluck().get(id) as string;

export const bareMetalHost = defineResource<BareMetalHost>({
  kind: 'bare-metal-host',
  table: 'bare_metal_hosts',
  provisioned: true,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  catalogue: 'bare-metal',
  schema: createBareMetalHostSchema,
  fields: { name: uniqueName, imageId: { validate: [exists('SELECT 1 FROM bare_metal_images WHERE id = ?')] } },
  // Hardware and price are copied from the bundle at order time, like a real order.
  derive: (input, { env }) => {
    const b = bundleOfKind(env.db, 'bare-metal', input.product_bundle_id)!;
    return { columns: { cpu: b.cpu, memory: b.memory, disk: b.disk, hourly_price: b.hourlyPrice } };
  },
  onEnter: { active: (row) => (row.ipv4 ? undefined : { ipv4: publicAddress('bare-metal', row.id) }) },
  toContract: (row, env) => ({
    id: row.id,
    projectId: row.project_id,
    name: row.name as string,
    status: row.status as BareMetalHost['status'],
    productBundleId: row.product_bundle_id as number,
    bundleName: nameOf(env, 'product_bundles', row.product_bundle_id),
    cpu: row.cpu as number,
    memory: row.memory as number,
    disk: row.disk as number,
    imageId: row.image_id as number,
    imageName: nameOf(env, 'bare_metal_images', row.image_id),
    datacenterId: row.datacenter_id as number,
    datacenterName: datacenterName(env.db, row.datacenter_id),
    ipv4: (row.ipv4 as string | null) ?? null,
    hourlyPrice: row.hourly_price as number,
    createdAt: iso(row.created_at)!,
  }),
  routes: (scope, env) => registerBareMetalImages(scope, env),
  endpoints: { list: api.bareMetal.hostList, get: api.bareMetal.hostGet, create: api.bareMetal.hostCreate, delete: api.bareMetal.hostDelete },
});

/** The operating systems of the bare-metal order form (its bundles come with the catalogue kind). */
function registerBareMetalImages(my: FastifyInstance, env: EngineEnv): void {
  route(my, env, api.bareMetal.imageList, () => env.db.prepare('SELECT id, name, family, version FROM bare_metal_images ORDER BY id').all() as BareMetalImage[]);
}
