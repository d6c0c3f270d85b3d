import type { FastifyInstance } from 'fastify';
import { api, type Datacenter, type ProductBundle } from '@portal/contracts';
import type { SandboxCore } from '../core';
import { loadProject } from '../engine/scope';
import { route } from '../http/route';
import { LIMITED_RESOURCES, limitOf, projectCount, usedInProject } from '../limits';

interface BundleRow {
  id: number;
  product_id: number;
  name: string;
  price: number;
  hourly_price: number;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  bandwidth: number | null;
}
const toBundle = (r: BundleRow): ProductBundle => ({
  id: r.id,
  productId: r.product_id,
  name: r.name,
  price: r.price,
  hourlyPrice: r.hourly_price,
  cpu: r.cpu,
  memory: r.memory,
  disk: r.disk,
  bandwidth: r.bandwidth,
});

/** Bundles of one product kind; later areas reuse it for their product-bundle lists. */
export function bundlesOfKind(core: SandboxCore, kind: string): ProductBundle[] {
  const rows = core.db
    .prepare('SELECT b.* FROM product_bundles b JOIN products p ON p.id = b.product_id WHERE p.kind = ? ORDER BY b.sort, b.id')
    .all(kind) as BundleRow[];
  return rows.map(toBundle);
}

export function registerCatalogueRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db } = core;

  route(my, core, api.infra.datacenterList, () => db.prepare('SELECT id, name, city FROM datacenters ORDER BY id').all() as Datacenter[]);

  route(my, core, api.portal.storageBundleList, () => bundlesOfKind(core, 'storage'));

  route(my, core, api.portal.resourceUsages, ({ user, query }) => {
    const project = loadProject(db, user.customerId, query.projectId);
    return LIMITED_RESOURCES.map((resource) => ({
      resource,
      used: resource === 'project' ? projectCount(db, user.customerId) : usedInProject(core, project.id, resource),
      limit: limitOf(db, user.customerId, resource),
    }));
  });
}
