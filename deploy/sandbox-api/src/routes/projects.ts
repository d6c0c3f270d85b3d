import type { FastifyInstance } from 'fastify';
import { api, createProjectSchema, type Project, type ProjectRole } from '@portal/contracts';
import { fieldLabels } from '@portal/locale';
import { text } from '../auth/rules';
import { iso } from '../clock';
import type { SandboxCore } from '../core';
import { accessProject, customerRole, managesCustomer, projectRole, requireManager, visibleProjects } from '../auth/access';
import type { AuthUser } from '../auth/tokens';
import type { Db } from '../db/open';
import { writeUserLog } from '../auth/user-log';
import type { ProjectRow } from '../engine/scope';
import { addError, invalid, refused } from '../http/errors';
import { readBody } from '../http/input';
import { route } from '../http/route';
import { limitOf, projectCount } from '../limits';
import { messages } from '../messages';
import { registerProjectUserRoutes } from './project-users';

/** The caller's role in a project they can see, by the rules of accessProject (a customer viewer only reads). */
function callerRole(db: Db, user: AuthUser, projectId: number): ProjectRole {
  const role = customerRole(db, user.userId, user.customerId);
  if (managesCustomer(role)) return 'admin';
  if (role === 'viewer') return 'viewer';
  return projectRole(db, user.userId, projectId) ?? 'viewer';
}

export function registerProjectRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  const toProject = (r: ProjectRow, user: AuthUser): Project => ({ id: r.id, name: r.name, createdAt: iso(r.created_at)!, role: callerRole(db, user, r.id) });

  route(my, core, api.project.list, ({ user }) => visibleProjects(db, user).map((r) => toProject(r, user)));

  route(my, core, api.project.get, ({ user, params }) => toProject(accessProject(db, user, params.id).project, user));

  route(my, core, api.project.create, ({ user, body, req }) =>
    db.transaction(() => {
      requireManager(db, user);
      const max = limitOf(db, user.customerId, 'project');
      if (projectCount(db, user.customerId) >= max) throw refused(messages.projectLimit(max));
      const name = text(body.name);
      const { errors } = readBody(createProjectSchema, { name });
      if (!errors.Name && db.prepare('SELECT 1 FROM projects WHERE customer_id = ? AND name = ? COLLATE NOCASE').get(user.customerId, name))
        addError(errors, 'Name', messages.duplicate(fieldLabels.projectName));
      if (Object.keys(errors).length) throw invalid(errors);
      const row = db
        .prepare('INSERT INTO projects (customer_id, name, created_at) VALUES (?, ?, ?) RETURNING *')
        .get(user.customerId, name, clock.ms()) as ProjectRow;
      writeUserLog(db, user, 'project-created', clock.ms(), req.ip, name);
      return toProject(row, user);
    })(),
  );

  route(my, core, api.project.delete, ({ user, params, req }) => {
    db.transaction(() => {
      const { project } = accessProject(db, user, params.id);
      requireManager(db, user);
      // Any row still present (even one being deleted) keeps the project: nothing is orphaned or left unbilled.
      const busy = core.resources.some((d) => db.prepare(`SELECT 1 FROM ${d.table} WHERE project_id = ? LIMIT 1`).get(project.id));
      if (busy) throw refused(messages.projectHasResources);
      db.prepare('DELETE FROM projects WHERE id = ?').run(project.id);
      writeUserLog(db, user, 'project-deleted', clock.ms(), req.ip, project.name);
    })();
  });

  registerProjectUserRoutes(my, core);
}
