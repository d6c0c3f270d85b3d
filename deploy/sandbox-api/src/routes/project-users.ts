import type { FastifyInstance } from 'fastify';
import { api, createProjectUserSchema, editProjectUserSchema, type ProjectRole, type ProjectUser } from '@portal/contracts';
import { accessProject, customerRole, forbidden, managesCustomer } from '../auth/access';
import { normaliseEmail } from '../auth/rules';
import { findUserByEmail } from '../auth/users';
import { writeUserLog } from '../auth/user-log';
import type { AuthUser } from '../auth/tokens';
import { iso } from '../clock';
import type { SandboxCore } from '../core';
import { parseId } from '../engine/scope';
import { addError, invalid, notFound } from '../http/errors';
import { readBody } from '../http/input';
import { route } from '../http/route';
import { accountMessages as am } from '../messages';

interface Row {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: ProjectRole;
  created_at: number;
}
const toProjectUser = (r: Row): ProjectUser => ({
  id: r.id,
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  role: r.role,
  createdAt: iso(r.created_at)!,
});
const SELECT = `SELECT pu.id, pu.user_id, u.first_name, u.last_name, u.email, pu.role, pu.created_at FROM project_users pu JOIN users u ON u.id = pu.user_id`;

export function registerProjectUserRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  const managed = (user: AuthUser, rawProjectId: unknown) => {
    const access = accessProject(db, user, rawProjectId);
    if (!access.manage) throw forbidden();
    return access.project;
  };
  /** A project user of this very project; one of another project (or customer) is 404. */
  const load = (projectId: number, rawId: unknown) => {
    const id = parseId(rawId);
    const row = id && (db.prepare(`${SELECT} WHERE pu.id = ? AND pu.project_id = ?`).get(id, projectId) as Row | undefined);
    if (!row) throw notFound();
    return row;
  };

  route(my, core, api.project.userList, ({ user, params }) => {
    const { project } = accessProject(db, user, params.projectId);
    return (db.prepare(`${SELECT} WHERE pu.project_id = ? ORDER BY pu.id`).all(project.id) as Row[]).map(toProjectUser);
  });

  route(my, core, api.project.userCreate, ({ user, params, body, req }) => {
    const project = managed(user, params.projectId);
    const email = normaliseEmail(body.email);
    const role = body.role as ProjectRole;
    const { errors } = readBody(createProjectUserSchema, { email, role });
    if (!errors.Email) {
      // Only people of the same customer can be invited; whether an address exists elsewhere is not revealed.
      const target = findUserByEmail(db, email);
      const targetRole = target ? customerRole(db, target.id, user.customerId) : null;
      if (!target || !targetRole) addError(errors, 'Email', am.notCustomerUser);
      else if (managesCustomer(targetRole)) addError(errors, 'Email', am.hasAllProjects);
      else if (db.prepare('SELECT 1 FROM project_users WHERE project_id = ? AND user_id = ?').get(project.id, target.id)) addError(errors, 'Email', am.alreadyProjectUser);
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const target = findUserByEmail(db, email)!;
    const id = db.transaction(() => {
      const newId = db.prepare('INSERT INTO project_users (project_id, user_id, role, created_at) VALUES (?, ?, ?, ?)').run(project.id, target.id, role, clock.ms())
        .lastInsertRowid as number;
      writeUserLog(db, user, 'project-user-added', clock.ms(), req.ip, `${project.name}: ${email} (${role})`);
      return newId;
    })();
    return toProjectUser(load(project.id, id));
  });

  route(my, core, api.project.userEdit, ({ user, params, body, req }) => {
    const project = managed(user, params.projectId);
    const row = load(project.id, params.id);
    const role = body.role as ProjectRole;
    const { errors } = readBody(editProjectUserSchema, { role });
    if (Object.keys(errors).length) throw invalid(errors);
    db.transaction(() => {
      db.prepare('UPDATE project_users SET role = ? WHERE id = ?').run(role, row.id);
      writeUserLog(db, user, 'project-user-edited', clock.ms(), req.ip, `${project.name}: ${row.email} (${role})`);
    })();
    return toProjectUser(load(project.id, row.id));
  });

  route(my, core, api.project.userDelete, ({ user, params, req }) => {
    const project = managed(user, params.projectId);
    const row = load(project.id, params.id);
    db.transaction(() => {
      db.prepare('DELETE FROM project_users WHERE id = ?').run(row.id);
      writeUserLog(db, user, 'project-user-removed', clock.ms(), req.ip, `${project.name}: ${row.email}`);
    })();
  });
}
