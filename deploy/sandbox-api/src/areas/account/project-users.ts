import type { FastifyInstance } from 'fastify';
import {
  ACCESS_TYPE_OF_ROLE,
  api,
  createProjectUserSchema,
  editProjectUserSchema,
  ROLE_OF_ACCESS_TYPE,
  type ProjectAccessTypeId,
  type ProjectRole,
  type ProjectUser,
} from '@portal/contracts';
import { accessProject, customerRole, forbidden, managesCustomer } from '../../auth/access';
import { normaliseEmail } from '../../auth/rules';
import { findUserByEmail } from '../../auth/users';
import { writeUserLog } from '../../auth/user-log';
import type { AuthUser } from '../../auth/tokens';
import { iso } from '../../clock';
import type { SandboxCore } from '../../core';
import { parseId } from '../../engine/scope';
import { addError, invalid, notFound } from '../../http/errors';
import { readBody, requireBody } from '../../http/input';
import { route } from '../../http/route';
import { accountMessages as am } from '../../messages';
import { selectAll, selectOne } from '../../db/query';

interface Row {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: ProjectRole;
  created_at: number;
  modified_at: number | null;
}
/** A project user as the provider lists it: the user's name and e-mail, and the role as its access type. */
const toProjectUser = (r: Row): ProjectUser => ({
  id: r.id,
  user: `${r.first_name} ${r.last_name}`.trim(),
  userId: r.user_id,
  email: r.email,
  userAccessTypeId: ACCESS_TYPE_OF_ROLE[r.role],
  createDate: iso(r.created_at)!,
  modifyDate: iso(r.modified_at ?? r.created_at)!,
});
const SELECT = `SELECT pu.id, pu.user_id, u.first_name, u.last_name, u.email, pu.role, pu.created_at, pu.modified_at FROM project_users pu JOIN users u ON u.id = pu.user_id`;

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
    const row = id && selectOne<Row>(db, `${SELECT} WHERE pu.id = ? AND pu.project_id = ?`, id, projectId);
    if (!row) throw notFound();
    return row;
  };

  // Any user of the project may read who else is in it (the portal finds its own right there).
  route(my, core, api.project.userList, ({ user, params }) => {
    const { project } = accessProject(db, user, params.projectId);
    return selectAll<Row>(db, `${SELECT} WHERE pu.project_id = ? ORDER BY pu.id`, project.id).map(toProjectUser);
  });

  // Declares no answer: the portal refetches the list.
  route(my, core, api.project.userCreate, ({ user, params, body, req }) => {
    const project = managed(user, params.projectId);
    const email = normaliseEmail(body.userName);
    const { values, errors } = readBody(createProjectUserSchema, { userName: email, userAccessTypeId: body.userAccessTypeId });
    if (!errors.UserName) {
      // Only people of the same customer can be invited; whether an address exists elsewhere is not revealed.
      const target = findUserByEmail(db, email);
      const targetRole = target ? customerRole(db, target.id, user.customerId) : null;
      if (!target || !targetRole) addError(errors, 'UserName', am.notCustomerUser);
      else if (managesCustomer(targetRole)) addError(errors, 'UserName', am.hasAllProjects);
      else if (db.prepare('SELECT 1 FROM project_users WHERE project_id = ? AND user_id = ?').get(project.id, target.id))
        addError(errors, 'UserName', am.alreadyProjectUser);
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const role = ROLE_OF_ACCESS_TYPE[values.userAccessTypeId as ProjectAccessTypeId];
    const target = findUserByEmail(db, email)!;
    db.transaction(() => {
      const now = clock.ms();
      db.prepare('INSERT INTO project_users (project_id, user_id, role, created_at, modified_at) VALUES (?, ?, ?, ?, ?)').run(
        project.id,
        target.id,
        role,
        now,
        now,
      );
      writeUserLog(db, user, 'project-user-added', now, req.ip, `${project.name}: ${email} (${role})`);
    })();
  });

  route(my, core, api.project.userEdit, ({ user, params, body, req }) => {
    const project = managed(user, params.projectId);
    const row = load(project.id, params.id);
    const values = requireBody(editProjectUserSchema, { userAccessTypeId: body.userAccessTypeId });
    const role = ROLE_OF_ACCESS_TYPE[values.userAccessTypeId as ProjectAccessTypeId];
    db.transaction(() => {
      db.prepare('UPDATE project_users SET role = ?, modified_at = ? WHERE id = ?').run(role, clock.ms(), row.id);
      writeUserLog(db, user, 'project-user-edited', clock.ms(), req.ip, `${project.name}: ${row.email} (${role})`);
    })();
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
