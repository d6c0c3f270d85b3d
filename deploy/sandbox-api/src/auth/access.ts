import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectRole } from '@portal/contracts';
import type { Db } from '../db/open';
import { loadProject, parseId, type ProjectRow } from '../engine/scope';
import { HttpError, notFound } from '../http/errors';
import { requireUser, type RouteDeps } from '../http/route';
import { accountMessages, messages } from '../messages';
import type { AuthUser } from './tokens';
import { selectAll, selectValue } from '../db/query';

// Permission model of sub-users (no product rule names roles; this one is ours):
// - a user may belong to several customers (customer_members); users.customer_id is the active one;
// - owner and admin see and manage every project of the customer and its users;
// - member and viewer see only the projects they were added to as project users, with the
//   project role deciding what they may change there (admin/editor change, viewer reads);
// - a customer viewer only reads, whatever the project role.

/**
 * The sandbox's roles in a customer, as stored; the wire speaks of the provider's flags instead
 * (rightsOfRole in users.ts): owner and admin are super users, members and viewers project users.
 */
export type CustomerRole = 'owner' | 'admin' | 'member' | 'viewer';

export const forbidden = () => new HttpError(403, { message: accountMessages.forbidden });

export function customerRole(db: Db, userId: number, customerId: number): CustomerRole | null {
  return selectValue<CustomerRole>(db, 'SELECT role FROM customer_members WHERE user_id = ? AND customer_id = ?', userId, customerId) ?? null;
}

export const managesCustomer = (role: CustomerRole | null) => role === 'owner' || role === 'admin';

/** Throws 403 unless the caller is owner or admin of the active customer. */
export function requireManager(db: Db, user: AuthUser): CustomerRole {
  const role = customerRole(db, user.userId, user.customerId);
  if (!managesCustomer(role)) throw forbidden();
  return role!;
}

export function projectRole(db: Db, userId: number, projectId: number): ProjectRole | null {
  return selectValue<ProjectRole>(db, 'SELECT role FROM project_users WHERE user_id = ? AND project_id = ?', userId, projectId) ?? null;
}

export interface ProjectAccess {
  project: ProjectRow;
  write: boolean;
  /** May manage the project's users. */
  manage: boolean;
}

/** The caller's project with what they may do in it; a project they cannot see answers 404 like a missing one. */
export function accessProject(db: Db, user: AuthUser, rawId: unknown): ProjectAccess {
  const project = loadProject(db, user.customerId, rawId);
  const role = customerRole(db, user.userId, user.customerId);
  if (managesCustomer(role)) return { project, write: true, manage: true };
  const pRole = projectRole(db, user.userId, project.id);
  if (!role || !pRole) throw notFound(messages.projectNotFound);
  const write = role !== 'viewer' && pRole !== 'viewer';
  return { project, write, manage: write && pRole === 'admin' };
}

/** Projects of the active customer the caller may see. */
export function visibleProjects(db: Db, user: AuthUser): ProjectRow[] {
  if (managesCustomer(customerRole(db, user.userId, user.customerId)))
    return selectAll<ProjectRow>(db, 'SELECT * FROM projects WHERE customer_id = ? ORDER BY id', user.customerId);
  return selectAll<ProjectRow>(
    db,
    'SELECT p.* FROM projects p JOIN project_users pu ON pu.project_id = p.id WHERE p.customer_id = ? AND pu.user_id = ? ORDER BY p.id',
    user.customerId,
    user.userId,
  );
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One guard for every project-scoped call (`:projectId` in the path or `projectId` in the query),
 * whichever area serves it: sub-users reach only their projects, and read-only ones only read.
 */
export function projectGuard(deps: RouteDeps & { db: Db }) {
  return async (req: FastifyRequest) => {
    const params = (req.params ?? {}) as Record<string, unknown>;
    const query = (req.query ?? {}) as Record<string, unknown>;
    const raw = params.projectId ?? query.projectId;
    if (raw === undefined) return;
    let user: AuthUser;
    try {
      user = requireUser(deps, req);
    } catch {
      return; // the route answers 401 itself
    }
    if (parseId(raw) === null) return; // the route answers its own 404
    const access = accessProject(deps.db, user, raw);
    if (!READS.has(req.method) && !access.write) throw forbidden();
  };
}

export function registerProjectGuard(my: FastifyInstance, deps: RouteDeps & { db: Db }): void {
  my.addHook('preHandler', projectGuard(deps));
}
