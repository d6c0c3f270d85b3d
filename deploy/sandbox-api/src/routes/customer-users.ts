import type { FastifyInstance } from 'fastify';
import { api, createCustomerUserSchema, type CustomerRole, type CustomerUser } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { customerRole, requireManager } from '../auth/access';
import { hashPassword } from '../auth/password';
import { normaliseEmail, secret, text } from '../auth/rules';
import { bearer, issueToken, revokeAllTokens, revokeToken } from '../auth/tokens';
import { findUserByEmail, getUser, loginResponse } from '../auth/users';
import { writeUserLog } from '../auth/user-log';
import { iso } from '../clock';
import type { SandboxCore } from '../core';
import { parseId } from '../engine/scope';
import { addError, invalid, notFound, refused } from '../http/errors';
import { readBody } from '../http/input';
import { route } from '../http/route';
import { accountMessages as am, messages } from '../messages';

interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: CustomerRole;
  created_at: number;
}

export function registerCustomerUserRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  const toUser = (r: MemberRow, customerId: number): CustomerUser => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: r.role,
    projects: db
      .prepare('SELECT p.name FROM project_users pu JOIN projects p ON p.id = pu.project_id WHERE pu.user_id = ? AND p.customer_id = ? ORDER BY p.id')
      .pluck()
      .all(r.id, customerId) as string[],
    createdAt: iso(r.created_at)!,
  });
  const MEMBER_SQL = `SELECT u.id, u.first_name, u.last_name, u.email, m.role, m.created_at FROM customer_members m JOIN users u ON u.id = m.user_id WHERE m.customer_id = ?`;
  const member = (customerId: number, rawId: unknown) => {
    const id = parseId(rawId);
    const row = id && (db.prepare(`${MEMBER_SQL} AND u.id = ?`).get(customerId, id) as MemberRow | undefined);
    if (!row) throw notFound();
    return row;
  };

  route(my, core, api.customerUser.list, ({ user }) => {
    requireManager(db, user);
    const rows = db.prepare(`${MEMBER_SQL} ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'member' THEN 2 ELSE 3 END, u.id`).all(user.customerId) as MemberRow[];
    return rows.map((r) => toUser(r, user.customerId));
  });

  route(my, core, api.customerUser.get, ({ user, params }) => {
    requireManager(db, user);
    return toUser(member(user.customerId, params.id), user.customerId);
  });

  route(my, core, api.customerUser.shortList, ({ user, query }) => {
    // Only one's own memberships: which customers someone else belongs to is not the caller's business.
    if (query.userId !== undefined && parseId(query.userId) !== user.userId) throw notFound();
    const rows = db
      .prepare('SELECT c.id, c.name, m.role FROM customer_members m JOIN customers c ON c.id = m.customer_id WHERE m.user_id = ? ORDER BY c.id')
      .all(user.userId) as Array<{ id: number; name: string; role: CustomerRole }>;
    return rows.map((r) => ({ customerId: r.id, customerName: r.name, role: r.role, active: r.id === user.customerId }));
  });

  route(my, core, api.customerUser.create, async ({ user, body, req }) => {
    requireManager(db, user);
    const email = normaliseEmail(body.email);
    const role = body.role as CustomerRole;
    const firstName = text(body.firstName);
    const lastName = text(body.lastName);
    const password = secret(body.password);
    const { email: emailSpec, role: roleSpec, ...newPerson } = createCustomerUserSchema;
    const { errors } = readBody({ email: emailSpec, role: roleSpec }, { email, role });
    const existing = errors.Email ? undefined : findUserByEmail(db, email);
    if (existing && customerRole(db, existing.id, user.customerId)) addError(errors, 'Email', am.alreadyMember);
    // A new person gets an account of their own; an existing one only joins this customer.
    if (!existing) readBody(newPerson, { firstName, lastName, password }, errors);
    if (Object.keys(errors).length) throw invalid(errors);
    const hash = existing ? null : await hashPassword(password);
    const now = clock.ms();
    const id = db.transaction(() => {
      let userId = existing?.id;
      if (userId === undefined) {
        if (findUserByEmail(db, email)) throw invalid({ Email: [messages.emailTaken] });
        userId = db
          .prepare('INSERT INTO users (customer_id, first_name, last_name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(user.customerId, firstName, lastName, email, hash, now).lastInsertRowid as number;
        // The insert trigger made them owner of the customer they were created in; lower it.
        db.prepare('UPDATE customer_members SET role = ? WHERE customer_id = ? AND user_id = ?').run(role, user.customerId, userId);
      } else {
        db.prepare('INSERT INTO customer_members (customer_id, user_id, role, created_at) VALUES (?, ?, ?, ?)').run(user.customerId, userId, role, now);
      }
      writeUserLog(db, user, 'customer-user-created', now, req.ip, `${email} (${role})`);
      return userId;
    })();
    return toUser(member(user.customerId, id), user.customerId);
  });

  route(my, core, api.customerUser.delete, ({ user, params, req }) => {
    const myRole = requireManager(db, user);
    const target = member(user.customerId, params.id);
    if (target.id === user.userId) throw refused(am.cannotDeleteSelf);
    if (target.role === 'owner') throw refused(am.cannotDeleteOwner);
    if (target.role === 'admin' && myRole !== 'owner') throw refused(am.onlyOwnerRemovesAdmins);
    db.transaction(() => {
      db.prepare('DELETE FROM project_users WHERE user_id = ? AND project_id IN (SELECT id FROM projects WHERE customer_id = ?)').run(target.id, user.customerId);
      db.prepare('DELETE FROM customer_members WHERE customer_id = ? AND user_id = ?').run(user.customerId, target.id);
      const other = db.prepare('SELECT customer_id FROM customer_members WHERE user_id = ? ORDER BY customer_id LIMIT 1').pluck().get(target.id) as number | undefined;
      if (other === undefined) {
        // Belonged to no other customer: the account goes (tokens and notifications cascade).
        db.prepare('DELETE FROM users WHERE id = ?').run(target.id);
      } else if (getUser(db, target.id).customer_id === user.customerId) {
        // Was acting for this customer: moved to another one and signed out everywhere.
        db.prepare('UPDATE users SET customer_id = ? WHERE id = ?').run(other, target.id);
        revokeAllTokens(db, target.id, clock.ms());
      }
      writeUserLog(db, user, 'customer-user-deleted', clock.ms(), req.ip, target.email);
    })();
  });

  route(my, core, api.customerUser.changeCustomer, ({ user, body, req }) => {
    const customerId = parseId(body.customerId);
    if (!customerId) throw invalid({ CustomerId: [ruleMessage({ kind: 'required' }, 'customer')] });
    if (!customerRole(db, user.userId, customerId)) throw invalid({ CustomerId: [am.notMember] });
    if (customerId === user.customerId) throw refused(am.alreadyActiveCustomer);
    return db.transaction(() => {
      db.prepare('UPDATE users SET customer_id = ? WHERE id = ?').run(customerId, user.userId);
      // The old token spoke for the old customer; the caller continues with a fresh one.
      revokeToken(db, bearer(req.headers.authorization)!, clock.ms());
      writeUserLog(db, { userId: user.userId, customerId }, 'customer-changed', clock.ms(), req.ip);
      return loginResponse(getUser(db, user.userId), issueToken(db, user.userId, clock.ms()));
    })();
  });
}
