import type { LimitedResource } from '@portal/contracts';
import type { Db } from './db/open';
import type { EngineEnv } from './engine/types';

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

export const LIMITED_RESOURCES = Object.keys(DEFAULT_LIMITS) as LimitedResource[];

export function limitOf(db: Db, customerId: number, resource: LimitedResource): number {
  const max = db.prepare('SELECT max FROM customer_limits WHERE customer_id = ? AND resource = ?').pluck().get(customerId, resource) as
    | number
    | undefined;
  return max ?? DEFAULT_LIMITS[resource];
}

/** Rows of every resource counted against `resource` in one project (deleting ones still hold their place). */
export function usedInProject(env: EngineEnv, projectId: number, resource: LimitedResource): number {
  return env.resources
    .filter((d) => d.limit === resource)
    .reduce((n, d) => n + (env.db.prepare(`SELECT COUNT(*) FROM ${d.table} WHERE project_id = ?`).pluck().get(projectId) as number), 0);
}

export function projectCount(db: Db, customerId: number): number {
  return db.prepare('SELECT COUNT(*) FROM projects WHERE customer_id = ?').pluck().get(customerId) as number;
}
