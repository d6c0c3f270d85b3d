import { create } from 'zustand';
import { STORAGE_KEYS } from './storage-keys';
import { readItem, removeItem, writeItem } from './storage';
import type { Project, ProjectRole } from '@portal/contracts';
import { normalizeDigits } from '@portal/locale';

export interface ProjectState {
  selectedProjectId: number | null;
  /** The selected project once the list holding it has arrived. */
  selectedProject: Project | null;
  projectList: Project[];

  /**
   * Stores the id and picks the matching project from the list when present. Empty values
   * (null, undefined, '', or anything not a positive integer) remove the stored id and clear the
   * selection. Accepts a route parameter string as is; Persian digits are understood.
   */
  setProjectId(id: number | string | null | undefined): void;
  /** A selected id missing from the new list is cleared, in state and in storage. */
  setProjectList(list: Project[]): void;
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

  clear() {
    removeItem(STORAGE_KEYS.selectedProjectId);
    set({ selectedProjectId: null, selectedProject: null, projectList: [] });
  },

  restore() {
    const raw = readItem(STORAGE_KEYS.selectedProjectId);
    const id = toProjectId(raw);
    if (raw !== null && id === null) removeItem(STORAGE_KEYS.selectedProjectId);
    // The project itself is picked when the list arrives (setProjectList).
    set({ selectedProjectId: id, selectedProject: null, projectList: [] });
  },
}));

useProjectStore.getState().restore();

/**
 * The caller's role in a project they can see: the given one (a page's route id) when the list
 * holds it, else the selected one; null while unknown (the list has not arrived, or no project).
 */
export function selectProjectRole(state: ProjectState, projectId?: number | null): ProjectRole | null {
  const project = projectId != null && Number.isFinite(projectId) ? state.projectList.find((p) => p.id === projectId) : state.selectedProject;
  return project?.role ?? null;
}

export const useProjectRole = (projectId?: number | null) => useProjectStore((s) => selectProjectRole(s, projectId));
