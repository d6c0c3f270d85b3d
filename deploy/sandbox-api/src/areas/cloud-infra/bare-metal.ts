import type { FastifyInstance } from 'fastify';
import { api, createBareMetalHostSchema, type BareMetalHost, type BareMetalHostRow, type BareMetalImage } from '@portal/contracts';
import { BUNDLE_KINDS, bundleOfKind, datacenterName } from '../../catalogue';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { exists } from '../../engine/validators';
import { wireStatus } from '../../engine/wire-status';
import { route } from '../../http/route';
import { nextRackId, projectDatacenter, rackName } from './racks';
import { uniqueName } from '../../engine/fields';
import { selectAll, selectValue } from '../../db/query';

const nameOf = (env: EngineEnv, table: string, id: unknown) => selectValue<string>(env.db, `SELECT name FROM ${table} WHERE id = ?`, id)!;

/**
 * The drives that hold a bundle's disk (GB): as many 1200 GB SAS drives as fit, the rest on 600 GB
 * ones; one 1G port per port of the bundle, and a 10G uplink on machines of 40 cores and more.
 */
export function hardwareOf(row: { cpu: number; disk: number; network_ports: number }) {
  const big = Math.floor(row.disk / 1200);
  return {
    hdd1200GSas10K: big,
    hdd600GSas10K: Math.ceil((row.disk - big * 1200) / 600),
    networkPort1G: row.network_ports,
    networkPort10G: row.cpu >= 40 ? 1 : 0,
  };
}

const common = (row: ResourceRow, env: EngineEnv) => ({
  id: row.id,
  name: row.name as string,
  bareMetalImage: nameOf(env, 'bare_metal_images', row.image_id),
  bareMetalMachine: nameOf(env, 'product_bundles', row.product_bundle_id),
  datacenter: datacenterName(env.db, row.datacenter_id),
  datacenterRack: rackName(row.rack_id),
  ...wireStatus(row.status),
});

function toBareMetalHost(row: ResourceRow, env: EngineEnv): BareMetalHost {
  const ports = bundleOfKind(env.db, 'bare-metal', row.product_bundle_id)?.networkPort ?? 1;
  return {
    ...common(row, env),
    physicalCpu: row.cpu as number,
    physicalMemory: row.memory as number,
    ...hardwareOf({ cpu: row.cpu as number, disk: row.disk as number, network_ports: Number(ports) || 1 }),
  };
}

export const bareMetalHost = defineResource<BareMetalHost>({
  kind: 'bare-metal-host',
  table: 'bare_metal_hosts',
  provisioned: true,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  productBundles: BUNDLE_KINDS['bare-metal'],
  schema: createBareMetalHostSchema,
  // An image the provider no longer offers (status false) is refused like an unknown one.
  fields: { name: uniqueName, imageId: { validate: [exists('SELECT 1 FROM bare_metal_images WHERE id = ? AND enabled = 1')] } },
  // Hardware and price are copied from the bundle at order time; the machine stands in a rack of the project's data centre.
  derive: (input, { env, projectId }) => {
    const b = bundleOfKind(env.db, 'bare-metal', input.product_bundle_id)!;
    const datacenterId = projectDatacenter(env.db, projectId);
    return {
      columns: {
        cpu: b.cpu,
        memory: b.memory,
        disk: b.disk,
        hourly_price: b.hourlyPrice,
        datacenter_id: datacenterId,
        rack_id: nextRackId(env.db, 'bare_metal_hosts', datacenterId),
      },
    };
  },
  toContract: (row, env) => toBareMetalHost(row, env),
  toListRow: (row, env): BareMetalHostRow => ({ ...common(row, env), createDate: iso(row.created_at)! }),
  routes: (scope, env) => registerBareMetalImages(scope, env),
  endpoints: { list: api.bareMetal.hostList, get: api.bareMetal.hostGet, create: api.bareMetal.hostCreate, delete: api.bareMetal.hostDelete },
});

/** The operating systems of the bare-metal order form (its bundles come with the catalogue kind). */
function registerBareMetalImages(my: FastifyInstance, env: EngineEnv): void {
  route(my, env, api.bareMetal.imageList, () =>
    selectAll<{
      id: number;
      name: string;
      os_id: number;
      os: string;
      enabled: number;
    }>(env.db, 'SELECT id, name, os_id, os, enabled FROM bare_metal_images ORDER BY id').map((i): BareMetalImage => ({
      id: i.id,
      name: i.name,
      bareMetalHostImageOsId: i.os_id,
      bareMetalHostImageOs: i.os,
      status: i.enabled === 1,
    })),
  );
}
