import { api } from '@portal/contracts';
import { pollWhileTransitional, useApiMutation, useApiQuery } from '@portal/api';
import { zoneInvalidates as invalidates } from '../zones/api';

// Registered domains (no cache group is named for them; 'DnsCdnHost' is the nearest and
// a zone list shows no domain, so they share it without refreshing anything unrelated).
export const useDomains = (projectId: number) =>
  useApiQuery('DnsCdnHost', api.domain.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useDomain = (projectId: number, id: number) =>
  useApiQuery('DnsCdnHost', api.domain.get, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useCheckDomain = () => useApiMutation(api.domain.checkDomain);
export const useRegisterDomain = () => useApiMutation(api.domain.register, { invalidates });
export const useChangeDomainNs = () => useApiMutation(api.domain.changeNs, { invalidates });
export const useChangeDomainContact = () => useApiMutation(api.domain.changeContact, { invalidates });
export const useResendVerification = () => useApiMutation(api.domain.resendVerification, { invalidates });
export const useDeleteDomain = () => useApiMutation(api.domain.delete, { invalidates });
