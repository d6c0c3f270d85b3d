import type { FastifyInstance } from 'fastify';
import { api, createCustomerUserSchema, type Wire } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { customerRole, requireManager, type CustomerRole } from '../../auth/access';
import { normaliseEmail } from '../../auth/rules';
import { revokeAllTokens } from '../../auth/tokens';
import { findUserByEmail, getUser, rightsOfRole } from '../../auth/users';
import { writeUserLog } from '../../auth/user-log';
import { iso } from '../../clock';
import type { SandboxCore } from '../../core';
import { parseId } from '../../engine/scope';
import { addError, invalid, notFound, refused } from '../../http/errors';
import { readBody } from '../../http/input';
import { route } from '../../http/route';
import { accountMessages as am } from '../../messages';
import { selectAll, selectOne, selectValue } from '../../db/query';

// A customer's users. The customer-user id is the membership's own (its row id), not the user's.
// Rights travel as the provider's flags (rightsOfRole); the sandbox stores a role per membership.

interface MemberRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role: CustomerRole;
  created_at: number;
}

const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();
const isProjectUser = (role: CustomerRole) => role === 'member' || role === 'viewer';

const toListRow = (r: MemberRow): Wire<'CustomerUserListResponse'> => {
  const rights = rightsOfRole(r.role);
  return {
    id: r.id,
    userId: r.user_id,
    user: fullName(r),
    email: r.email,
    phoneNumber: r.phone_number,
    isSuperManager: rights.isSuperUser,
    isFinancialManager: rights.isFinancialManager,
    isAccountManager: rights.isAccountManager,
    isProjectUser: isProjectUser(r.role),
    isActive: true,
  };
};

export function registerCustomerUserRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  const MEMBER_SQL = `SELECT m.rowid AS id, u.id AS user_id, u.first_name, u.last_name, u.email, u.phone_number, m.role, m.created_at
    FROM customer_members m JOIN users u ON u.id = m.user_id WHERE m.customer_id = ?`;
  const member = (customerId: number, rawId: unknown) => {
    const id = parseId(rawId);
    const row = id && selectOne<MemberRow>(db, `${MEMBER_SQL} AND m.rowid = ?`, customerId, id);
    if (!row) throw notFound();
    return row;
  };

  // Super users and account managers (owner and admins) manage the customer's users.
  route(my, core, api.customerUser.list, ({ user }) => {
    requireManager(db, user);
    const rows = selectAll<MemberRow>(
      db,
      `${MEMBER_SQL} ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'member' THEN 2 ELSE 3 END, u.id`,
      user.customerId,
    );
    return rows.map(toListRow);
  });

  route(my, core, api.customerUser.get, ({ user, params }): Wire<'GetCustomerUserResponse'> => {
    requireManager(db, user);
    const r = member(user.customerId, params.id);
    const projects = selectAll<{ name: string; role: string; created_at: number }>(
      db,
      'SELECT p.name, pu.role, pu.created_at FROM project_users pu JOIN projects p ON p.id = pu.project_id WHERE pu.user_id = ? AND p.customer_id = ? ORDER BY p.id',
      r.user_id,
      user.customerId,
    );
    return {
      id: r.id,
      user: fullName(r),
      ...rightsOfRole(r.role),
      isProjectUser: isProjectUser(r.role),
      projectList: projects.map((p) => ({ project: p.name, userAccessType: am.projectAccessTypes[p.role] ?? p.role, createDate: iso(p.created_at)! })),
    };
  });

  route(my, core, api.customerUser.shortList, ({ user, query }): Wire<'CustomerUserShortListResponse'>[] => {
    // Only one's own memberships: which customers someone else belongs to is not the caller's business.
    if (query.userId !== undefined && parseId(query.userId) !== user.userId) throw notFound();
    const rows = selectAll<{ id: number; name: string; role: CustomerRole }>(
      db,
      'SELECT c.id, c.name, m.role FROM customer_members m JOIN customers c ON c.id = m.customer_id WHERE m.user_id = ? ORDER BY c.id',
      user.userId,
    );
    return rows.map((r) => ({ customerId: r.id, customer: r.name, ...rightsOfRole(r.role), isOwner: r.role === 'owner', isCurrent: r.id === user.customerId }));
  });

  /** An existing account joins the customer by its e-mail; a super user becomes admin, anyone else a project user (member). */
  route(my, core, api.customerUser.create, ({ user, body, req }) => {
    requireManager(db, user);
    const userName = normaliseEmail(body.userName);
    const { errors } = readBody(createCustomerUserSchema, { userName });
    for (const flag of ['isSuperUser', 'isFinancialManager', 'isAccountManager'] as const) {
      if (body[flag] !== undefined && typeof body[flag] !== 'boolean') addError(errors, flag.charAt(0).toUpperCase() + flag.slice(1), am.mustBeBoolean);
    }
    const existing = errors.UserName ? undefined : findUserByEmail(db, userName);
    if (!errors.UserName && !existing) addError(errors, 'UserName', am.noAccountWithEmail);
    if (existing && customerRole(db, existing.id, user.customerId)) addError(errors, 'UserName', am.alreadyMember);
    if (Object.keys(errors).length) throw invalid(errors);
    const role: CustomerRole = body.isSuperUser === true ? 'admin' : 'member';
    const now = clock.ms();
    db.transaction(() => {
      db.prepare('INSERT INTO customer_members (customer_id, user_id, role, created_at) VALUES (?, ?, ?, ?)').run(user.customerId, existing!.id, role, now);
      writeUserLog(db, user, 'customer-user-created', now, req.ip, `${existing!.email} (${role})`);
    })();
  });

  route(my, core, api.customerUser.delete, ({ user, params, req }) => {
    const myRole = requireManager(db, user);
    const target = member(user.customerId, params.id);
    if (target.user_id === user.userId) throw refused(am.cannotDeleteSelf);
    if (target.role === 'owner') throw refused(am.cannotDeleteOwner);
    if (target.role === 'admin' && myRole !== 'owner') throw refused(am.onlyOwnerRemovesAdmins);
    db.transaction(() => {
      db.prepare('DELETE FROM project_users WHERE user_id = ? AND project_id IN (SELECT id FROM projects WHERE customer_id = ?)').run(
        target.user_id,
        user.customerId,
      );
      db.prepare('DELETE FROM customer_members WHERE customer_id = ? AND user_id = ?').run(user.customerId, target.user_id);
      const other = selectValue<number>(db, 'SELECT customer_id FROM customer_members WHERE user_id = ? ORDER BY customer_id LIMIT 1', target.user_id);
      if (other === undefined) {
        // Belonged to no other customer: the account goes (tokens and notifications cascade).
        db.prepare('DELETE FROM users WHERE id = ?').run(target.user_id);
      } else if (getUser(db, target.user_id).customer_id === user.customerId) {
        // Was acting for this customer: moved to another one and signed out everywhere.
        db.prepare('UPDATE users SET customer_id = ? WHERE id = ?').run(other, target.user_id);
        revokeAllTokens(db, target.user_id, clock.ms());
      }
      writeUserLog(db, user, 'customer-user-deleted', clock.ms(), req.ip, target.email);
    })();
  });

  /**
   * Switches the active customer server-side: the token stays valid and speaks for the new
   * customer from the next request on (the active customer is the user's, users.customer_id).
   */
  route(my, core, api.customerUser.changeCustomer, ({ user, body, req }) => {
    const customerId = parseId(body.customerId);
    if (!customerId) throw invalid({ CustomerId: [ruleMessage({ kind: 'required' }, 'customer')] });
    if (!customerRole(db, user.userId, customerId)) throw invalid({ CustomerId: [am.notMember] });
    if (customerId === user.customerId) throw refused(am.alreadyActiveCustomer);
    db.transaction(() => {
      db.prepare('UPDATE users SET customer_id = ? WHERE id = ?').run(customerId, user.userId);
      writeUserLog(db, { userId: user.userId, customerId }, 'customer-changed', clock.ms(), req.ip);
    })();
  });
}
