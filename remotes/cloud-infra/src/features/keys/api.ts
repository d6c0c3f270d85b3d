import { api } from '@portal/contracts';
import { refreshRules, useApiMutation, useApiQuery } from '@portal/api';

// SSH keys are read by the server wizard too, so they live in the VmHost group. Create and delete
// answer nothing: the list is asked again (the group's invalidation).
export const useSshKeys = (projectId: number) => useApiQuery('VmHost', api.sshKey.list, { params: { projectId } });
export const useCreateSshKey = () => useApiMutation(api.sshKey.create, { invalidates: refreshRules.sshKeyChanged });
export const useDeleteSshKey = () => useApiMutation(api.sshKey.delete, { invalidates: refreshRules.sshKeyChanged });
