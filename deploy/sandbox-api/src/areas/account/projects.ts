import type { FastifyInstance } from 'fastify';
import { api, createProjectSchema, type Project, type ProjectDetail } from '@portal/contracts';
import { fieldLabels } from '@portal/locale';
import { text } from '../../auth/rules';
import type { SandboxCore } from '../../core';
import { accessProject, requireManager, visibleProjects } from '../../auth/access';
import type { Db } from '../../db/open';
import { writeUserLog } from '../../auth/user-log';
import type { ProjectRow } from '../../engine/scope';
import { addError, invalid, refused } from '../../http/errors';
import { readBody } from '../../http/input';
import { route } from '../../http/route';
import { limitOf, projectCount } from '../../limits';
import { messages } from '../../messages';
import { registerProjectUserRoutes } from './project-users';
import { selectOne, selectValue } from '../../db/query';

/** The one hypervisor the sandbox's data centres run (the provider lists it on every project). */
export const HYPERVISOR = { id: 1, name: 'KVM' } as const;

interface ProjectWireRow {
  id: number;
  name: string;
  customer_id: number;
  customer: string;
  datacenter_id: number;
  datacenter: string | null;
  is_public: number;
}
const SELECT = `SELECT p.id, p.name, p.customer_id, c.name AS customer, p.datacenter_id, d.name AS datacenter, p.is_public
  FROM projects p JOIN customers c ON c.id = p.customer_id LEFT JOIN datacenters d ON d.id = p.datacenter_id`;
const wireRow = (db: Db, id: number) => selectOne<ProjectWireRow>(db, `${SELECT} WHERE p.id = ?`, id)!;

/** A project as `project/list` lists it: its customer, data centre and hypervisor; `status` true while it is in use. */
const toProject = (r: ProjectWireRow): Project => ({
  id: r.id,
  name: r.name,
  customer: r.customer,
  customerId: r.customer_id,
  datacenterId: r.datacenter_id,
  datacenter: r.datacenter,
  hypervisorId: HYPERVISOR.id,
  hypervisor: HYPERVISOR.name,
  isPublic: !!r.is_public,
  status: true,
});
/** A project as `project/get/{id}` answers it. */
const toProjectDetail = (r: ProjectWireRow): ProjectDetail => ({
  id: r.id,
  name: r.name,
  datacenterId: r.datacenter_id,
  datacenterName: r.datacenter,
  isPublic: !!r.is_public,
});

export function registerProjectRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  route(my, core, api.project.list, ({ user }) => visibleProjects(db, user).map((r: ProjectRow) => toProject(wireRow(db, r.id))));

  route(my, core, api.project.get, ({ user, params }) => toProjectDetail(wireRow(db, accessProject(db, user, params.id).project.id)));

  // Declares no answer: the portal finds the new project in the list.
  route(my, core, api.project.create, ({ user, body, req }) => {
    db.transaction(() => {
      requireManager(db, user);
      const max = limitOf(db, user.customerId, 'project');
      if (projectCount(db, user.customerId) >= max) throw refused(messages.projectLimit(max));
      const name = text(body.name);
      const { values, errors } = readBody(createProjectSchema, { name, datacenterId: body.datacenterId, description: body.description });
      if (!errors.Name && db.prepare('SELECT 1 FROM projects WHERE customer_id = ? AND name = ? COLLATE NOCASE').get(user.customerId, name))
        addError(errors, 'Name', messages.duplicate(fieldLabels.projectName));
      const datacenterId = (values.datacenterId as number | null | undefined) ?? selectValue<number>(db, 'SELECT MIN(id) FROM datacenters');
      if (!errors.DatacenterId && !db.prepare('SELECT 1 FROM datacenters WHERE id = ?').get(datacenterId))
        addError(errors, 'DatacenterId', messages.notChosen(fieldLabels.datacenter));
      if (Object.keys(errors).length) throw invalid(errors);
      db.prepare('INSERT INTO projects (customer_id, name, created_at, datacenter_id, description, is_public) VALUES (?, ?, ?, ?, ?, ?)').run(
        user.customerId,
        name,
        clock.ms(),
        datacenterId,
        (values.description as string | null) ?? null,
        body.isPublic === true ? 1 : 0,
      );
      writeUserLog(db, user, 'project-created', clock.ms(), req.ip, name);
    })();
  });

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
