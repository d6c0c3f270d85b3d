import { endpoint } from './endpoint';
import type { CustomerRole } from './customer-user';
import { firstNameSpec, lastNameSpec, type MessageResponse } from './auth';
import { codeSpec, defineSchema, emailSpec, passwordSpec, type FieldSpec } from './rules';

export interface Profile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  isLegal: boolean;
  profileCompleted: boolean;
  twoFactor: boolean;
  totpEnabled: boolean;
  smsTwoFactorEnabled: boolean;
  createdAt: string;
  /** The active customer and the user's role in it. */
  customerId: number;
  customerName: string;
  customerRole: CustomerRole;
  /** Set while an e-mail change waits for its confirmation code. */
  pendingEmail?: string | null;
  /** Set while a phone number change waits for its confirmation code. */
  pendingPhoneNumber?: string | null;
}

export interface EditProfileRequest {
  firstName: string;
  lastName: string;
}
/** Re-authentication: every change of e-mail, phone or two-factor setting carries the current password. */
export interface ReauthRequest {
  currentPassword: string;
}
export interface EditEmailRequest extends ReauthRequest {
  email: string;
}
export interface EditPhoneNumberRequest extends ReauthRequest {
  phoneNumber: string;
}
export interface ConfirmCodeRequest {
  code: string;
}
export interface ChangePasswordRequest extends ReauthRequest {
  newPassword: string;
}
export interface NotificationStatus {
  emailNotification: boolean;
  phoneNotification: boolean;
}
export interface NotificationToggleRequest {
  enabled: boolean;
}
export interface EnableTotpResponse {
  /** Base32 secret, shown so it can be typed into an app that cannot scan. */
  secret: string;
  /** otpauth:// URI rendered as the QR code. */
  otpauthUrl: string;
}
export interface TwoFactorCodeRequest extends ReauthRequest {
  code: string;
}
export interface EnableSmsRequest extends ReauthRequest {
  twoFactorStatus: boolean;
}
export interface TwoFactorStateResponse {
  twoFactor: boolean;
  totpEnabled: boolean;
  smsTwoFactorEnabled: boolean;
}

const currentPasswordSpec: FieldSpec = { error: 'CurrentPassword', label: 'currentPassword', type: 'string', required: true };
export const editProfileSchema = defineSchema<EditProfileRequest>()({ firstName: firstNameSpec, lastName: lastNameSpec });
export const reauthSchema = defineSchema<ReauthRequest>()({ currentPassword: currentPasswordSpec });
export const editEmailSchema = defineSchema<EditEmailRequest>()({ email: emailSpec, currentPassword: currentPasswordSpec });
/** The mobile number's format (09 and nine digits, Persian digits accepted) is checked by the API. */
export const editPhoneNumberSchema = defineSchema<EditPhoneNumberRequest>()({
  phoneNumber: { error: 'PhoneNumber', label: 'phoneNumber', type: 'string', required: true },
  currentPassword: currentPasswordSpec,
});
export const confirmCodeSchema = defineSchema<ConfirmCodeRequest>()({ code: codeSpec });
export const changePasswordSchema = defineSchema<ChangePasswordRequest>()({
  newPassword: { ...passwordSpec, error: 'NewPassword', label: 'newPassword' },
  currentPassword: currentPasswordSpec,
});
export const twoFactorCodeSchema = defineSchema<TwoFactorCodeRequest>()({ code: codeSpec, currentPassword: currentPasswordSpec });

/** One signed-in session of the user (a token), as the account page lists it. */
export interface AccountSession {
  id: number;
  /** The browser's User-Agent of its last use, as sent. */
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session making this request. */
  current: boolean;
}

export const account = {
  profileGet: endpoint<undefined, Profile>()('GET', 'account/profile/get'),
  profileEdit: endpoint<EditProfileRequest, Profile>()('PUT', 'account/profile/edit'),
  editEmail: endpoint<EditEmailRequest, MessageResponse>()('PUT', 'account/profile/edit-email'),
  confirmEmail: endpoint<ConfirmCodeRequest, Profile>()('POST', 'account/profile/confirm-email'),
  editPhoneNumber: endpoint<EditPhoneNumberRequest, MessageResponse>()('PUT', 'account/profile/edit-phone-number'),
  confirmPhoneNumber: endpoint<ConfirmCodeRequest, Profile>()('POST', 'account/profile/confirm-phone-number'),
  changePassword: endpoint<ChangePasswordRequest, MessageResponse>()('POST', 'account/profile/change-password'),
  notificationStatus: endpoint<undefined, NotificationStatus>()('GET', 'account/profile/get-notification-status'),
  editPhoneNotification: endpoint<NotificationToggleRequest, NotificationStatus>()('PUT', 'account/profile/edit-phone-notification'),
  editEmailNotification: endpoint<NotificationToggleRequest, NotificationStatus>()('PUT', 'account/profile/edit-email-notification'),
  enableTotp: endpoint<ReauthRequest, EnableTotpResponse>()('POST', 'account/profile/enable-totp'),
  enableTotpConfirm: endpoint<TwoFactorCodeRequest, TwoFactorStateResponse>()('POST', 'account/profile/enable-totp-confirm'),
  disableTotp: endpoint<TwoFactorCodeRequest, TwoFactorStateResponse>()('POST', 'account/profile/disable-totp'),
  enableSms: endpoint<EnableSmsRequest, MessageResponse>()('PUT', 'account/profile/enable-sms'),
  enableSmsConfirm: endpoint<TwoFactorCodeRequest, TwoFactorStateResponse>()('POST', 'account/profile/enable-sms-confirm'),
  disableSms: endpoint<ReauthRequest, TwoFactorStateResponse>()('POST', 'account/profile/disable-sms'),
  // Not in the spec's call list (issue 16: the account page lists active sessions).
  sessionList: endpoint<undefined, AccountSession[]>()('GET', 'account/session/list'),
  sessionRevoke: endpoint<undefined, MessageResponse>()('POST', 'account/session/revoke/:id'),
  sessionRevokeOthers: endpoint<undefined, MessageResponse>()('POST', 'account/session/revoke-others'),
};
