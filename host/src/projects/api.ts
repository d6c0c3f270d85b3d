import { api } from '@portal/contracts';
import { refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Projects and their users live under 'Accessibility' with the project list (use-projects.ts).
// A page whose URL holds no valid project id (0) asks nothing.
export const useProject = (id: number) => useApiQuery('Accessibility', api.project.get, { params: { id } }, { enabled: id > 0 });
/** The account's limits and what is used of them (the document declares no project filter). */
/** The account's limits beside what one project uses of them. */
export const useResourceUsages = (projectId: number) => useApiQuery('Accessibility', api.portal.resourceUsages, { query: { projectId } });
export const useProjectUsers = (projectId: number) => useApiQuery('Accessibility', api.project.userList, { params: { projectId } }, { enabled: projectId > 0 });
export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);

// Writes declare no answer: the lists they change are refetched.
export const useCreateProject = () => useApiMutation(api.project.create, { invalidates: refreshRules.projectChanged });
export const useDeleteProject = () => useApiMutation(api.project.delete, { invalidates: refreshRules.projectChanged });
export const useInviteProjectUser = () => useApiMutation(api.project.userCreate, { invalidates: refreshRules.projectChanged });
export const useEditProjectUser = () => useApiMutation(api.project.userEdit, { invalidates: refreshRules.projectChanged });
export const useRemoveProjectUser = () => useApiMutation(api.project.userDelete, { invalidates: refreshRules.projectChanged });
