import { HOURS_PER_MONTH, type CustomerProduct, type CustomerProducts } from '@portal/contracts';
import { iso } from '../../clock';
import type { EngineEnv, ResourceDef, ResourceRow } from '../../engine/types';
import { wireStatus } from '../../engine/wire-status';
import { messages } from '../../messages';
import { type IdName, selectAll, selectValue } from '../../db/query';

// My services (financial/customer-product/list, ours): every top-level resource of the customer, across
// the projects the caller sees, read from the engine's declarations, so an area's new resource
// shows up without an edit here. A resource's parts (a cluster's nodes, a VPC's addresses and load
// balancers, a server's extra addresses) are not listed on their own: their hourly price is added
// to the resource they belong to.

/** Where each kind's page is in the portal (`:projectId` the project, `:id` the resource, as the portal routes spell them). */
const PAGE_PATHS: Record<string, string> = {
  'vm-host': '/vm/:projectId/:id/specification',
  'volume-host': '/block-storage/:projectId/:id/specification',
  'storage-host': '/storage/:projectId/:id',
  network: '/network/:projectId/:id/node-list',
  'vpc-host': '/vpc/:projectId/:id',
  'kuber-cluster': '/kubernetes-cluster/:projectId/:id',
  'kuber-host': '/kubernetes-cloud/:projectId/:id',
  'dns-cdn-host': '/cdn/:projectId/:id/overview',
  domain: '/domain/:projectId/:id',
  'bare-metal-host': '/bare-metal/:projectId/:id',
  'colocation-host': '/colocation/:projectId/:id',
  'web-host': '/web-host/:projectId/:id',
};
/** Top-level kinds that are not a service bought from the catalogue. */
const NOT_SERVICES = new Set(['ssh-key']);

const hourly = (def: ResourceDef, row: ResourceRow) => (def.billing && row.billed_until != null ? def.billing.hourlyPrice(row) : 0);

/** The top-level ancestor of a nested declaration. */
const rootOf = (def: ResourceDef): ResourceDef => (def.parent ? rootOf(def.parent.def) : def);

export function customerProducts(env: EngineEnv, projectIds: readonly number[]): CustomerProducts {
  const { db } = env;
  if (!projectIds.length) return { items: [], monthlyTotal: 0 };
  const projects = JSON.stringify(projectIds);
  const projectNames = new Map(
    selectAll<IdName>(db, 'SELECT id, name FROM projects WHERE id IN (SELECT value FROM json_each(?))', projects).map((p) => [p.id, p.name]),
  );
  const rowsOf = (def: ResourceDef) =>
    selectAll<ResourceRow>(db, `SELECT * FROM ${def.table} WHERE project_id IN (SELECT value FROM json_each(?)) ORDER BY id`, projects);

  // Parts' hourly prices, summed per owning resource (kind:id). Parts nested deeper are walked up.
  const partsHourly = new Map<string, number>();
  for (const def of env.resources) {
    if (!def.parent || !def.billing) continue;
    const root = rootOf(def);
    for (const row of rowsOf(def)) {
      let owner: { def: ResourceDef; id: number } = { def: def.parent.def, id: row[def.parent.column] as number };
      while (owner.def.parent) {
        const up = selectValue<number>(db, `SELECT ${owner.def.parent.column} FROM ${owner.def.table} WHERE id = ?`, owner.id);
        if (up == null) break;
        owner = { def: owner.def.parent.def, id: up };
      }
      const key = `${root.kind}:${owner.id}`;
      partsHourly.set(key, (partsHourly.get(key) ?? 0) + hourly(def, row));
    }
  }

  const items: CustomerProduct[] = [];
  for (const def of env.resources) {
    if (def.parent || NOT_SERVICES.has(def.kind)) continue;
    for (const row of rowsOf(def)) {
      const hourlyCost = hourly(def, row) + (partsHourly.get(`${def.kind}:${row.id}`) ?? 0);
      const page = PAGE_PATHS[def.kind];
      items.push({
        kind: def.kind,
        id: row.id,
        // a web host is named by its domain
        name: String(row.name ?? row.domain ?? row.id),
        projectId: row.project_id,
        projectName: projectNames.get(row.project_id) ?? '',
        typeName: messages.resourceNames[def.kind] ?? def.kind,
        ...wireStatus(row.status),
        hourlyCost,
        monthlyCost: hourlyCost * HOURS_PER_MONTH,
        path: page ? page.replace(':projectId', String(row.project_id)).replace(':id', String(row.id)) : null,
        createDate: iso(row.created_at)!,
      });
    }
  }
  items.sort((a, b) => a.projectId - b.projectId || a.typeName.localeCompare(b.typeName, 'fa') || a.id - b.id);
  return { items, monthlyTotal: items.reduce((n, i) => n + i.monthlyCost, 0) };
}
