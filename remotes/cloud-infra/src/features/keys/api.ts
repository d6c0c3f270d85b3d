import { api } from '@portal/contracts';
import { refreshRules, useApiMutation, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/ui';

// SSH keys are read by the server wizard too, so they live in the VmHost group. Create and delete
// answer nothing: the list is asked again (the group's invalidation).
/** The list page's first query, fetched ahead from its URL (`firstQuery` of @portal/areas). */
export const useSshKeys = (projectId: number) => useDeclaredQuery(firstQuery.sshKeys, { params: { projectId } });
export const useCreateSshKey = () => useApiMutation(api.sshKey.create, { invalidates: refreshRules.sshKeyChanged });
export const useDeleteSshKey = () => useApiMutation(api.sshKey.delete, { invalidates: refreshRules.sshKeyChanged });
