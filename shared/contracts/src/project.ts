import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import { defineSchema, emailSpec } from './rules';

export interface Project {
  id: number;
  name: string;
  createdAt: IsoDate;
  /**
   * What the caller may do in this project: customer owners and admins are 'admin' everywhere,
   * a customer viewer is 'viewer' whatever the project says, others have their project role.
   * The portal greys out what the role does not allow; the API still refuses it.
   */
  role: ProjectRole;
}
export interface CreateProjectRequest {
  name: string;
}

/** admin: manages the project and its users; editor: changes resources; viewer: reads only. */
export type ProjectRole = 'admin' | 'editor' | 'viewer';
export const PROJECT_ROLES: readonly ProjectRole[] = ['admin', 'editor', 'viewer'];

export interface ProjectUser {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: ProjectRole;
  createdAt: IsoDate;
}
/** Invites a user of the same customer by e-mail. */
export interface CreateProjectUserRequest {
  email: string;
  role: ProjectRole;
}
export interface EditProjectUserRequest {
  role: ProjectRole;
}

/** Unique per customer (checked by the API); any script, unlike resource names. */
export const createProjectSchema = defineSchema<CreateProjectRequest>()({
  name: { error: 'Name', label: 'projectName', type: 'string', required: true, rules: [{ kind: 'length', min: 3, max: 50 }] },
});
const projectRoleSpec = { error: 'Role', label: 'role', type: 'string', required: true, rules: [{ kind: 'oneOf', values: PROJECT_ROLES }] } as const;
export const createProjectUserSchema = defineSchema<CreateProjectUserRequest>()({ email: emailSpec, role: projectRoleSpec });
export const editProjectUserSchema = defineSchema<EditProjectUserRequest>()({ role: projectRoleSpec });

export const project = {
  list: endpoint<undefined, Project[]>()('GET', 'project/list'),
  get: endpoint<undefined, Project>()('GET', 'project/get/:id'),
  create: endpoint<CreateProjectRequest, Project>()('POST', 'project/create'),
  delete: endpoint()('DELETE', 'project/delete/:id'),
  userList: endpoint<undefined, ProjectUser[]>()('GET', 'project/:projectId/user/list'),
  userCreate: endpoint<CreateProjectUserRequest, ProjectUser>()('POST', 'project/:projectId/user/create'),
  userEdit: endpoint<EditProjectUserRequest, ProjectUser>()('PUT', 'project/:projectId/user/edit/:id'),
  userDelete: endpoint()('DELETE', 'project/:projectId/user/delete/:id'),
};
