import { api, type UserLogQuery } from '@portal/contracts';
import { refreshRules, useApiMutation, useApiQuery } from '@portal/api';
import { useAuthStore } from '@portal/session';

// Cache groups: profile, customer and the user log under 'Profile' (every security change
// refreshes them together); notification settings under 'NotificationStatus'; customer users and
// memberships under 'Accessibility' (refreshRules.customerUserChanged).

export const useProfile = () => useApiQuery('Profile', api.account.profileGet, {});
export const useCustomer = () => useApiQuery('Profile', api.customer.get, {});
export const useNotificationStatus = () => useApiQuery('NotificationStatus', api.account.notificationStatus, {});
export const useCustomerUsers = (enabled: boolean) => useApiQuery('Accessibility', api.customerUser.list, {}, { enabled });
export const useMemberships = () => useApiQuery('Accessibility', api.customerUser.shortList, { query: {} });
export const useSessions = () => useApiQuery('Profile', api.account.sessionList, {});
export const useEndSession = () => useApiMutation(api.account.sessionRevoke, profile);
export const useEndOtherSessions = () => useApiMutation(api.account.sessionRevokeOthers, profile);
export const useUserLog = (query: UserLogQuery) => useApiQuery('Profile', api.userLog.list, { query }, { placeholderData: (previous) => previous });

const profile = { invalidates: refreshRules.profileChanged };
const setProfileCompleted = (completed: boolean) => useAuthStore.getState().setProfileCompleted(completed);

/**
 * A new name is also the sidebar's user title: the login info is re-stored with it (same token,
 * so nothing else refreshes; the session store has no narrower setter).
 */
function profileEdited(p: { firstName: string; lastName: string; profileCompleted: boolean }) {
  const { loginInfo, twoFactorSucceeded } = useAuthStore.getState();
  if (loginInfo) twoFactorSucceeded({ ...loginInfo, profileCompleted: p.profileCompleted, userTitle: `${p.firstName} ${p.lastName}`.trim() });
}
export const useEditProfile = () => useApiMutation(api.account.profileEdit, { ...profile, onSuccess: profileEdited });
export const useEditCustomer = () => useApiMutation(api.customer.edit, profile);
export const useConvertToLegal = () => useApiMutation(api.customer.convertToLegal, profile);
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

const setTwoFactor = (state: { twoFactor: boolean }) => useAuthStore.getState().setTwoFactor(state.twoFactor);
export const useEnableTotp = () => useApiMutation(api.account.enableTotp, profile);
export const useEnableTotpConfirm = () => useApiMutation(api.account.enableTotpConfirm, { ...profile, onSuccess: setTwoFactor });
export const useDisableTotp = () => useApiMutation(api.account.disableTotp, { ...profile, onSuccess: setTwoFactor });
export const useEnableSms = () => useApiMutation(api.account.enableSms, profile);
export const useEnableSmsConfirm = () => useApiMutation(api.account.enableSmsConfirm, { ...profile, onSuccess: setTwoFactor });
export const useDisableSms = () => useApiMutation(api.account.disableSms, { ...profile, onSuccess: setTwoFactor });

const users = { invalidates: refreshRules.customerUserChanged };
export const useCreateCustomerUser = () => useApiMutation(api.customerUser.create, users);
export const useDeleteCustomerUser = () => useApiMutation(api.customerUser.delete, users);
/** The fresh login info replaces the session's; the new token refreshes every group (query/client.ts). */
export const useChangeCustomer = () =>
  useApiMutation(api.customerUser.changeCustomer, { ...users, onSuccess: (response) => useAuthStore.getState().twoFactorSucceeded(response) });
