import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';

// Projects and their users live under 'Accessibility' with the project list (use-projects.ts).
// A page whose URL holds no valid project id (0) asks nothing.
export const useProject = (id: number) => useApiQuery('Accessibility', api.project.get, { params: { id } }, { enabled: id > 0 });
export const useResourceUsages = (projectId: number) =>
  useApiQuery('Accessibility', api.portal.resourceUsages, { query: { projectId } }, { enabled: projectId > 0 });
export const useProjectUsers = (projectId: number) => useApiQuery('Accessibility', api.project.userList, { params: { projectId } }, { enabled: projectId > 0 });

export const useCreateProject = () => useApiMutation(api.project.create, { invalidates: ['Accessibility'] });
export const useDeleteProject = () => useApiMutation(api.project.delete, { invalidates: ['Accessibility'] });
export const useInviteProjectUser = () => useApiMutation(api.project.userCreate, { invalidates: ['Accessibility'] });
export const useEditProjectUser = () => useApiMutation(api.project.userEdit, { invalidates: ['Accessibility'] });
export const useRemoveProjectUser = () => useApiMutation(api.project.userDelete, { invalidates: ['Accessibility'] });
