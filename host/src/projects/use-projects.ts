import { useEffect } from 'react';
import { api, type Project } from '@portal/contracts';
import { useApiQuery, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/areas';
import { callerAccessType, useAuthStore, useProjectStore, type Caller } from '@portal/session';

/** A row the portal can address (the document leaves `id` optional; the provider sends it). */
export const hasId = <T extends { id?: number }>(p: T): p is T & { id: number } => typeof p.id === 'number';

const selectProjects = (rows: Array<{ id?: number } & Omit<Project, 'id'>>): Project[] => rows.filter(hasId);

/** Loads the project list and keeps the selection store in step with it: a stored id the list no longer has is cleared. */
export function useProjects() {
  // No cache group is named for projects; they are what the customer can access, hence 'Accessibility'.
  // A first query of the shell: the early start and the gateway's early calls fetch it ahead.
  const query = useDeclaredQuery(firstQuery.projects, {}, { select: selectProjects });
  const setProjectList = useProjectStore((s) => s.setProjectList);
  useEffect(() => {
    if (query.data) setProjectList(query.data);
  }, [query.data, setProjectList]);
  return query;
}

/**
 * Records the caller's right on the selected project in the store (what `usePermission` reads): a
 * super user is admin everywhere and asks nothing; anyone else finds their own row in the project's
 * user list (the same query as the project's users page).
 */
export function useProjectRights() {
  const projectId = useProjectStore((s) => s.selectedProjectId);
  const caller = useAuthStore((s) => s.loginInfo) as Caller | null;
  const setProjectAccess = useProjectStore((s) => s.setProjectAccess);
  const asked = projectId !== null && caller?.userId != null && !caller.isSuperUser;
  const users = useApiQuery('Accessibility', api.project.userList, { params: { projectId: projectId ?? 0 } }, { enabled: asked });
  useEffect(() => {
    if (asked && users.data) setProjectAccess(projectId, callerAccessType(caller, users.data));
  }, [asked, users.data, projectId, caller, setProjectAccess]);
}
