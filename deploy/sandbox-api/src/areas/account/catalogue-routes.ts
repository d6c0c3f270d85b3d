import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contracts';
import { bundlesOfKind, datacenters, type BundleKind } from '../../catalogue';
import { loadProject } from '../../engine/scope';
import type { EngineEnv } from '../../engine/types';
import { route } from '../../http/route';
import { accountLimitOf, serverUsage, usedInProject, type AccountLimit } from '../../limits';
import { selectValues } from '../../db/query';

/** Data centres, usage against limits, and the bundle list of every catalogue kind the resources declare. */
export function registerCatalogueRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;

  route(my, env, api.infra.datacenterList, () => datacenters(db));

  // Each kind's list once, its rows mapped by the kind's own declaration.
  for (const kind of new Set(env.resources.map((d) => d.productBundles).filter((k): k is BundleKind => !!k)))
    route(my, env, kind.list, () => bundlesOfKind(db, kind.kind).map(kind.toWire));

  // The account's limits and use (an optional projectId narrows the use to one project).
  route(my, env, api.portal.resourceUsages, ({ user, query }) => {
    const raw = query.projectId;
    const projectId = raw === undefined || raw === '' ? null : loadProject(db, user.customerId, raw).id;
    const used = serverUsage(db, user.customerId, projectId);
    const projectIds = projectId === null ? selectValues<number>(db, 'SELECT id FROM projects WHERE customer_id = ?', user.customerId) : [projectId];
    const max = (key: AccountLimit) => accountLimitOf(db, user.customerId, key);
    return {
      maxCpuUsage: max('cpu'),
      currentCpuUsage: used.cpu,
      maxMemoryUsage: max('memory'),
      currentMemoryUsage: used.memory,
      maxDiskUsage: max('disk'),
      currentDiskUsage: used.disk,
      maxFirewallRuleCount: max('firewallRule'),
      currentFirewallRuleCount: used.firewallRules,
      maxIpCount: max('ip'),
      currentIpCount: used.ips,
      maxVmCount: max('vmTotal'),
      // Everything counted against the server limit (what creating a server is refused by).
      currentVmCount: projectIds.reduce((n, id) => n + usedInProject(env, id, 'vm'), 0),
    };
  });
}
