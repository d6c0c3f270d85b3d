import { wire, type Wire } from './wire';
import { PROJECT_ACCESS_TYPE_IDS, type ProjectAccessTypeId } from './project-access';
import { datacenterSpec, defineSchema, emailSpec } from './rules';

/**
 * A row of `project/list`; it says nothing of the caller's right (see project-access.ts). The
 * document leaves the row's `id` optional; a project is addressed by it everywhere, so a row
 * without one is of no use: the portal reads it as present (the sandbox always sends it).
 */
export type Project = Omit<Wire<'ProjectListResponse'>, 'id'> & { id: number };
export type ProjectDetail = Wire<'ProjectGetResponse'>;
export type CreateProjectRequest = Wire<'CreateProjectModel'>;
export type ProjectUser = Wire<'ProjectUserListResponse'>;
export type CreateProjectUserRequest = Wire<'CreateProjectUserModel'>;
export type EditProjectUserRequest = Wire<'EditProjectUserModel'>;

/**
 * The sandbox's own project roles (its authorisation table): admin manages the project and its
 * users, editor changes resources, viewer reads. On the wire they are `userAccessTypeId` 1, 2, 3.
 */
export type ProjectRole = 'admin' | 'editor' | 'viewer';
export const PROJECT_ROLES: readonly ProjectRole[] = ['admin', 'editor', 'viewer'];
export const ACCESS_TYPE_OF_ROLE: Record<ProjectRole, ProjectAccessTypeId> = { admin: 1, editor: 2, viewer: 3 };
export const ROLE_OF_ACCESS_TYPE: Record<ProjectAccessTypeId, ProjectRole> = { 1: 'admin', 2: 'editor', 3: 'viewer' };

/**
 * The name is unique per customer (checked by the API); any script, unlike resource names. Without
 * a data centre the project is placed in the first one (the portal's form always sends one).
 */
export const createProjectSchema = defineSchema<CreateProjectRequest>()({
  name: { error: 'Name', label: 'projectName', type: 'string', required: true, rules: [{ kind: 'length', min: 3, max: 50 }] },
  datacenterId: { ...datacenterSpec, required: false },
  description: { error: 'Description', label: 'description', type: 'string', required: false, rules: [{ kind: 'length', min: 0, max: 200 }] },
});
const accessTypeSpec = {
  error: 'UserAccessTypeId',
  label: 'role',
  type: 'int',
  required: true,
  ask: 'pickRole',
  rules: [{ kind: 'oneOf', values: PROJECT_ACCESS_TYPE_IDS }],
} as const;
/** `userName` is the invited user's e-mail address (a user of the same customer). */
export const createProjectUserSchema = defineSchema<CreateProjectUserRequest>()({
  userName: { ...emailSpec, error: 'UserName' },
  userAccessTypeId: accessTypeSpec,
});
export const editProjectUserSchema = defineSchema<EditProjectUserRequest>()({ userAccessTypeId: accessTypeSpec });

export const project = {
  list: wire('GET', 'project/list'),
  get: wire('GET', 'project/get/:id'),
  create: wire('POST', 'project/create'),
  delete: wire('DELETE', 'project/delete/:id'),
  userList: wire('GET', 'project/:projectId/user/list'),
  userCreate: wire('POST', 'project/:projectId/user/create'),
  userEdit: wire('POST', 'project/:projectId/user/edit/:id'),
  userDelete: wire('DELETE', 'project/:projectId/user/delete/:id'),
};
