import type { FastifyInstance } from 'fastify';
import { api, type Project } from '@portal/api/contracts';
import { text } from '../auth/rules';
import { iso } from '../clock';
import type { SandboxCore } from '../core';
import { loadProject, type ProjectRow } from '../engine/scope';
import { addError, invalid, refused, type FieldErrors } from '../http/errors';
import { route } from '../http/route';
import { limitOf, projectCount } from '../limits';
import { messages } from '../messages';

const toProject = (r: ProjectRow): Project => ({ id: r.id, name: r.name, createdAt: iso(r.created_at)! });

export function registerProjectRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  route(my, core, api.project.list, ({ user }) =>
    (db.prepare('SELECT * FROM projects WHERE customer_id = ? ORDER BY id').all(user.customerId) as ProjectRow[]).map(toProject),
  );

  route(my, core, api.project.get, ({ user, params }) => toProject(loadProject(db, user.customerId, params.id)));

  route(my, core, api.project.create, ({ user, body }) =>
    db.transaction(() => {
      const max = limitOf(db, user.customerId, 'project');
      if (projectCount(db, user.customerId) >= max) throw refused(messages.projectLimit(max));
      const name = text(body.name);
      const L = messages.labels.projectName;
      const errors: FieldErrors = {};
      const length = [...name].length;
      if (!name) addError(errors, 'Name', messages.required(L));
      else if (length < 3) addError(errors, 'Name', messages.minLength(L, 3));
      else if (length > 50) addError(errors, 'Name', messages.maxLength(L, 50));
      else if (db.prepare('SELECT 1 FROM projects WHERE customer_id = ? AND name = ? COLLATE NOCASE').get(user.customerId, name))
        addError(errors, 'Name', messages.duplicate(L));
      if (Object.keys(errors).length) throw invalid(errors);
      const row = db
        .prepare('INSERT INTO projects (customer_id, name, created_at) VALUES (?, ?, ?) RETURNING *')
        .get(user.customerId, name, clock.ms()) as ProjectRow;
      return toProject(row);
    })(),
  );

  route(my, core, api.project.delete, ({ user, params }) => {
    db.transaction(() => {
      const project = loadProject(db, user.customerId, params.id);
      // Any row still present (even one being deleted) keeps the project: nothing is orphaned or left unbilled.
      const busy = core.resources.some((d) => db.prepare(`SELECT 1 FROM ${d.table} WHERE project_id = ? LIMIT 1`).get(project.id));
      if (busy) throw refused(messages.projectHasResources);
      db.prepare('DELETE FROM projects WHERE id = ?').run(project.id);
    })();
  });
}
