import { api, type QueryOf, type Wire } from '@portal/contracts';
import { call, queryClient, refreshRules, useApiMutation, useApiQuery, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/areas';
import { useAuthStore } from '@portal/session';

// Cache groups: profile, customer, two-factor methods, sessions and the user log under 'Profile'
// (every security change refreshes them together); notification settings under
// 'NotificationStatus'; customer users and memberships under 'Accessibility'
// (refreshRules.customerUserChanged). Calls whose answer the document leaves undeclared are never
// read: the groups they invalidate are fetched again.

export type UserLogQuery = NonNullable<QueryOf<typeof api.userLog.list>>;

/** A first query of the shell (the sidebar's name): fetched ahead by the early start. */
export const useProfile = () => useDeclaredQuery(firstQuery.profile, {});
export const useCustomer = () => useApiQuery('Profile', api.customer.get, {});
export const useTwoFactorMethods = () => useApiQuery('Profile', api.account.twoFactorMethods, {});
export const useNotificationStatus = () => useApiQuery('NotificationStatus', api.account.notificationStatus, {});
export const useCustomerUsers = (enabled: boolean) => useApiQuery('Accessibility', api.customerUser.list, {}, { enabled });
export const useCustomerUser = (id: number | null) => useApiQuery('Accessibility', api.customerUser.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
export const useMemberships = () => useApiQuery('Accessibility', api.customerUser.shortList, { query: {} });
export const useSessions = () => useApiQuery('Profile', api.account.sessionList, {});
export const useEndSession = () => useApiMutation(api.account.sessionRevoke, profile);
export const useEndOtherSessions = () => useApiMutation(api.account.sessionRevokeOthers, profile);
export const useUserLog = (query: UserLogQuery) => useApiQuery('Profile', api.userLog.list, { query }, { placeholderData: (previous) => previous });

/**
 * What the signed-in user may do in the active customer, from the login info's flags: super users
 * and account managers manage its users, super users edit it.
 */
export function useRights() {
  const superUser = useAuthStore((s) => !!s.loginInfo?.isSuperUser);
  const accountManager = useAuthStore((s) => !!s.loginInfo?.isAccountManager);
  return { manageUsers: superUser || accountManager, editCustomer: superUser };
}
/** Only the customer's owner converts it to a legal customer (the short-list's current row says who). */
export const useIsOwner = () => !!useMemberships().data?.find((m) => m.isCurrent)?.isOwner;

const profile = { invalidates: refreshRules.profileChanged };
const setProfileCompleted = (completed: boolean) => useAuthStore.getState().setProfileCompleted(completed);

/**
 * A new name is also the sidebar's user title: the login info is re-stored with it (same token,
 * so nothing else refreshes; the session store has no narrower setter).
 */
function profileEdited(answer: Wire<'EditProfileResponse'>, body: Wire<'EditProfileModel'>) {
  const { loginInfo, twoFactorSucceeded } = useAuthStore.getState();
  if (loginInfo)
    twoFactorSucceeded({ ...loginInfo, profileCompleted: answer.profileCompleted, userTitle: `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim() });
}
export const useEditProfile = () =>
  useApiMutation(api.account.profileEdit, { ...profile, onSuccess: (answer, vars) => profileEdited(answer, vars.body as Wire<'EditProfileModel'>) });
export const useEditCustomer = () => useApiMutation(api.customer.edit, profile);
export const useConvertToLegal = () =>
  useApiMutation(api.customer.convertToLegal, { invalidates: [...refreshRules.profileChanged, ...refreshRules.customerUserChanged] });
export const useEditEmail = () => useApiMutation(api.account.editEmail, profile);
export const useConfirmEmail = () => useApiMutation(api.account.confirmEmail, { ...profile, onSuccess: (p) => setProfileCompleted(p.profileCompleted) });
export const useEditPhone = () => useApiMutation(api.account.editPhoneNumber, profile);
export const useConfirmPhone = () => useApiMutation(api.account.confirmPhoneNumber, { ...profile, onSuccess: (p) => setProfileCompleted(p.profileCompleted) });
export const useChangePassword = () => useApiMutation(api.account.changePassword, profile);
export const useExternalIdentities = () => useApiQuery('Profile', api.auth.externalIdentities, {});
export const useUnlinkExternalIdentity = () => useApiMutation(api.auth.unlinkExternalIdentity, profile);

const notification = { invalidates: refreshRules.notificationSettingsChanged };
export const useEditEmailNotification = () => useApiMutation(api.account.editEmailNotification, notification);
export const useEditPhoneNotification = () => useApiMutation(api.account.editPhoneNotification, notification);

/** After switching a method off, the login info's twoFactor follows the methods still on (the calls promise no answer). */
async function twoFactorOff() {
  const methods = await call(api.account.twoFactorMethods).catch(() => null);
  if (methods) setTwoFactor(methods.totp || methods.sms);
}
export const useEnableTotp = () => useApiMutation(api.account.enableTotp, profile);
export const useEnableTotpConfirm = () => useApiMutation(api.account.enableTotpConfirm, { ...profile, onSuccess: () => setTwoFactor(true) });
export const useDisableTotp = () => useApiMutation(api.account.disableTotp, { ...profile, onSuccess: twoFactorOff });
/** A successful enable-sms sets the login info's twoFactor to the submitted status. */
export const useEnableSms = () =>
  useApiMutation(api.account.enableSms, { ...profile, onSuccess: (_, vars) => setTwoFactor(!!(vars.body as Wire<'TwoFactorModel'>).twoFactorStatus) });
export const useEnableSmsConfirm = () => useApiMutation(api.account.enableSmsConfirm, { ...profile, onSuccess: () => setTwoFactor(true) });
export const useDisableSms = () => useApiMutation(api.account.disableSms, { ...profile, onSuccess: twoFactorOff });
const setTwoFactor = (on: boolean) => useAuthStore.getState().setTwoFactor(on);

const users = { invalidates: refreshRules.customerUserChanged };
export const useCreateCustomerUser = () => useApiMutation(api.customerUser.create, users);
export const useDeleteCustomerUser = () => useApiMutation(api.customerUser.delete, users);

/**
 * Switches the active customer (the token stays): the login info takes the rights of the new
 * customer's short-list row, and every query is fetched again (another customer's projects...).
 */
export const useChangeCustomer = () =>
  useApiMutation(api.customerUser.changeCustomer, {
    onSuccess: async () => {
      const rows = await call(api.customerUser.shortList, { query: {} }).catch(() => []);
      const current = rows.find((r) => r.isCurrent);
      if (current) useAuthStore.getState().setCustomerRights(current);
      await queryClient.invalidateQueries();
    },
  });
