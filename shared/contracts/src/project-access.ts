// A user's right on a project, as the provider numbers it (`userAccessTypeId` of a project user):
// one table for the portal's permission checks, its labels, and the sandbox's mapping of its own roles.
export const PROJECT_ACCESS_TYPES = {
  /** Manages the project and its users. */
  1: { key: 'admin', label: 'مدیر پروژه' },
  /** Acts on the project's resources. */
  2: { key: 'member', label: 'عضو' },
  /** Reads only. */
  3: { key: 'viewer', label: 'فقط مشاهده' },
} as const;
export type ProjectAccessTypeId = keyof typeof PROJECT_ACCESS_TYPES;
export type ProjectAccess = (typeof PROJECT_ACCESS_TYPES)[ProjectAccessTypeId]['key'];
export const PROJECT_ACCESS_TYPE_IDS = Object.keys(PROJECT_ACCESS_TYPES).map(Number) as ProjectAccessTypeId[];

/** The access key of a `userAccessTypeId`, or null for a number the table does not know. */
export const projectAccessOf = (id: number | null | undefined): ProjectAccess | null =>
  id != null && id in PROJECT_ACCESS_TYPES ? PROJECT_ACCESS_TYPES[id as ProjectAccessTypeId].key : null;

/** The Persian label of a `userAccessTypeId` (null when unknown: show the empty value). */
export const projectAccessLabel = (id: number | null | undefined): string | null =>
  id != null && id in PROJECT_ACCESS_TYPES ? PROJECT_ACCESS_TYPES[id as ProjectAccessTypeId].label : null;
