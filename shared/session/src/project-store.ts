import { create } from 'zustand';
import { STORAGE_KEYS } from './storage-keys';
import { readItem, removeItem, writeItem } from './storage';
import type { Project, ProjectAccessTypeId, ProjectUser } from '@portal/contracts';
import { normalizeDigits } from '@portal/locale';

export interface ProjectState {
  selectedProjectId: number | null;
  /** The selected project once the list holding it has arrived. */
  selectedProject: Project | null;
  projectList: Project[];
  /** The caller's access type per project, from each project's user list (null: no row of theirs). */
  projectAccess: Record<number, ProjectAccessTypeId | null>;

  /**
   * Stores the id and picks the matching project from the list when present. Empty values
   * (null, undefined, '', or anything not a positive integer) remove the stored id and clear the
   * selection. Accepts a route parameter string as is; Persian digits are understood.
   */
  setProjectId(id: number | string | null | undefined): void;
  /** A selected id missing from the new list is cleared, in state and in storage. */
  setProjectList(list: Project[]): void;
  /** Records the caller's access type on a project (what `callerAccessType` found in its user list). */
  setProjectAccess(projectId: number, access: ProjectAccessTypeId | null): void;
  clear(): void;
  restore(): void;
}

function toProjectId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = normalizeDigits(String(value).trim());
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const useProjectStore = create<ProjectState>()((set, get) => ({
  selectedProjectId: null,
  selectedProject: null,
  projectList: [],
  projectAccess: {},

  setProjectId(value) {
    const id = toProjectId(value);
    if (id === null) {
      removeItem(STORAGE_KEYS.selectedProjectId);
      set({ selectedProjectId: null, selectedProject: null });
      return;
    }
    writeItem(STORAGE_KEYS.selectedProjectId, String(id));
    set({ selectedProjectId: id, selectedProject: get().projectList.find((p) => p.id === id) ?? null });
  },

  setProjectList(list) {
    const id = get().selectedProjectId;
    if (id === null) {
      set({ projectList: list });
      return;
    }
    const match = list.find((p) => p.id === id);
    if (match) {
      set({ projectList: list, selectedProject: match });
    } else {
      removeItem(STORAGE_KEYS.selectedProjectId);
      set({ projectList: list, selectedProjectId: null, selectedProject: null });
    }
  },

  setProjectAccess(projectId, access) {
    if (get().projectAccess[projectId] === access) return;
    set({ projectAccess: { ...get().projectAccess, [projectId]: access } });
  },

  clear() {
    removeItem(STORAGE_KEYS.selectedProjectId);
    set({ selectedProjectId: null, selectedProject: null, projectList: [], projectAccess: {} });
  },

  restore() {
    const raw = readItem(STORAGE_KEYS.selectedProjectId);
    const id = toProjectId(raw);
    if (raw !== null && id === null) removeItem(STORAGE_KEYS.selectedProjectId);
    // The project itself is picked when the list arrives (setProjectList).
    set({ selectedProjectId: id, selectedProject: null, projectList: [], projectAccess: {} });
  },
}));

useProjectStore.getState().restore();

/** Who the caller is, as login info tells it (`userId`, `isSuperUser`). */
export interface Caller {
  userId?: number | null;
  isSuperUser?: boolean | null;
}

/**
 * The caller's right on a project (`userAccessTypeId`): a super user is admin (1) everywhere; anyone
 * else has the access type of their own row in the project's user list. Null while unknown (no login
 * info, the list has not arrived, or the caller has no row there): the server decides then.
 */
export function callerAccessType(
  caller: Caller | null | undefined,
  users: readonly Pick<ProjectUser, 'userId' | 'userAccessTypeId'>[] | undefined,
): ProjectAccessTypeId | null {
  if (caller?.isSuperUser) return 1;
  if (caller?.userId == null || !users) return null;
  const own = users.find((u) => u.userId === caller.userId);
  return own && [1, 2, 3].includes(own.userAccessTypeId) ? (own.userAccessTypeId as ProjectAccessTypeId) : null;
}

/**
 * The caller's access type on a project (the given one, else the selected one): admin for a super
 * user, else what `setProjectAccess` recorded; null while unknown.
 */
export function selectProjectAccess(state: ProjectState, caller: Caller | null | undefined, projectId?: number | null): ProjectAccessTypeId | null {
  if (caller?.isSuperUser) return 1;
  const id = projectId != null && Number.isFinite(projectId) ? projectId : state.selectedProjectId;
  return id == null ? null : (state.projectAccess[id] ?? null);
}
