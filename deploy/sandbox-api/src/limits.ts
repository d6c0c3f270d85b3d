import type { LimitedResource } from '@portal/contracts';
import type { Db } from './db/open';
import type { EngineEnv } from './engine/types';
import { selectOne, selectValue } from './db/query';

/** Limits of a customer without overrides in `customer_limits`. Projects per customer; the rest per project. */
export const DEFAULT_LIMITS: Record<LimitedResource, number> = {
  project: 5,
  vm: 10,
  volume: 20,
  storage: 5,
  kubernetes: 3,
  vpc: 2,
  dnsCdn: 10,
};

export function limitOf(db: Db, customerId: number, resource: LimitedResource): number {
  const max = selectValue<number>(db, 'SELECT max FROM customer_limits WHERE customer_id = ? AND resource = ?', customerId, resource);
  return max ?? DEFAULT_LIMITS[resource];
}

/** Rows a table holds that its limit does not count: a cluster's node servers count under the cluster's limits. */
const UNCOUNTED: Record<string, string> = { vm_hosts: ' AND id NOT IN (SELECT vm_host_id FROM kuber_nodes WHERE vm_host_id IS NOT NULL)' };

/** Rows of every resource counted against `resource` in one project (deleting ones still hold their place). */
export function usedInProject(env: EngineEnv, projectId: number, resource: LimitedResource): number {
  return env.resources
    .filter((d) => d.limit === resource)
    .reduce((n, d) => n + selectValue<number>(env.db, `SELECT COUNT(*) FROM ${d.table} WHERE project_id = ?${UNCOUNTED[d.table] ?? ''}`, projectId)!, 0);
}

export function projectCount(db: Db, customerId: number): number {
  return selectValue<number>(db, 'SELECT COUNT(*) FROM projects WHERE customer_id = ?', customerId)!;
}

/** What `portal/customer-limit/resource-usages` reports: account-wide maxima (overridable in `customer_limits`). */
export const ACCOUNT_LIMITS = { cpu: 64, memory: 256, disk: 4096, firewallRule: 200, ip: 32, vmTotal: 30 } as const;
export type AccountLimit = keyof typeof ACCOUNT_LIMITS;

export function accountLimitOf(db: Db, customerId: number, key: AccountLimit): number {
  const max = selectValue<number>(db, 'SELECT max FROM customer_limits WHERE customer_id = ? AND resource = ?', customerId, key);
  return max ?? ACCOUNT_LIMITS[key];
}

/** The servers' vCPU, memory and disk, their firewall rules, addresses and count: over the customer, or one project. */
export function serverUsage(db: Db, customerId: number, projectId: number | null) {
  const where = projectId === null ? 'p.customer_id = ?' : 'p.customer_id = ? AND p.id = ?';
  const args = projectId === null ? [customerId] : [customerId, projectId];
  const vms = selectOne<{ count: number; cpu: number; memory: number; disk: number }>(
    db,
    `SELECT COUNT(*) AS count, COALESCE(SUM(v.cpu), 0) AS cpu, COALESCE(SUM(v.memory), 0) AS memory, COALESCE(SUM(v.disk), 0) AS disk
      FROM vm_hosts v JOIN projects p ON p.id = v.project_id WHERE ${where}`,
    ...args,
  )!;
  const countOf = (table: string) =>
    selectValue<number>(
      db,
      `SELECT COUNT(*) FROM ${table} x JOIN vm_hosts v ON v.id = x.vm_host_id JOIN projects p ON p.id = v.project_id WHERE ${where}`,
      ...args,
    )!;
  return { ...vms, firewallRules: countOf('vm_firewall_rules'), ips: countOf('vm_ips') };
}
