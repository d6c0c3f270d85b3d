import { wire, type Wire } from './wire';
import { firstNameSpec, lastNameSpec } from './auth';
import { defineSchema, emailSpec, passwordSpec, type FieldSpec } from './rules';

// The account page's calls. The provider's bodies carry no current password: the codes sent to a
// new address or phone, and the authenticator's code, are the proof; only change-password keeps
// the current password (the provider's ChangePasswordModel has it).

/** The person's national code: ten digits (the API also takes Persian digits). */
const nationalCodeSpec: FieldSpec = { error: 'NationalId', label: 'nationalCode', type: 'string' };
const addressSpec: FieldSpec = { error: 'Address', label: 'address', type: 'string', rules: [{ kind: 'length', min: 2, max: 200 }] };
/** birthDate is checked apart: the form takes a Jalali date, the wire an ISO day. */
export const editProfileSchema = defineSchema<Wire<'EditProfileModel'>>()({
  firstName: firstNameSpec,
  lastName: lastNameSpec,
  nationalId: nationalCodeSpec,
  address: addressSpec,
});
export const editEmailSchema = defineSchema<Wire<'EditEmailModel'>>()({ email: emailSpec });
/** The mobile number's format (09 and nine digits, Persian digits accepted) is checked by the API. */
export const editPhoneNumberSchema = defineSchema<Wire<'EditPhoneNumberModel'>>()({
  phoneNumber: { error: 'PhoneNumber', label: 'phoneNumber', type: 'string', required: true },
});
const confirmCodeSpec: FieldSpec = {
  error: 'ConfirmCode',
  label: 'confirmCode',
  type: 'string',
  required: true,
  rules: [{ kind: 'pattern', pattern: 'code' }],
};
export const confirmEmailSchema = defineSchema<Wire<'ConfirmEmailModel'>>()({ confirmCode: confirmCodeSpec });
export const confirmPhoneNumberSchema = defineSchema<Wire<'ConfirmPhoneNumberModel'>>()({ confirmCode: confirmCodeSpec });
export const changePasswordSchema = defineSchema<Wire<'ChangePasswordModel'>>()({
  password: passwordSpec,
  currentPassword: { error: 'CurrentPassword', label: 'currentPassword', type: 'string', required: true, ask: 'typeCurrentPassword' },
});
/** Two-factor codes travel as numbers (the provider's `code: number`): six digits, leading zeros dropped on the way. */
export const twoFactorCodeSchema = defineSchema<Wire<'TotpTwoFactorModel'>>()({
  code: { error: 'Code', label: 'code', type: 'int', required: true, rules: [{ kind: 'range', min: 0, max: 999_999 }] },
});

export const account = {
  profileGet: wire('GET', 'account/profile/get'),
  profileEdit: wire('PUT', 'account/profile/edit'),
  editEmail: wire('PUT', 'account/profile/edit-email'),
  confirmEmail: wire('POST', 'account/profile/confirm-email'),
  editPhoneNumber: wire('PUT', 'account/profile/edit-phone-number'),
  confirmPhoneNumber: wire('POST', 'account/profile/confirm-phone-number'),
  changePassword: wire('POST', 'account/profile/change-password'),
  notificationStatus: wire('GET', 'account/profile/get-notification-status'),
  editPhoneNotification: wire('PUT', 'account/profile/edit-phone-notification'),
  editEmailNotification: wire('PUT', 'account/profile/edit-email-notification'),
  twoFactorMethods: wire('GET', 'account/profile/two-factor-methods'),
  enableTotp: wire('POST', 'account/profile/enable-totp'),
  enableTotpConfirm: wire('POST', 'account/profile/enable-totp-confirm'),
  disableTotp: wire('POST', 'account/profile/disable-totp'),
  enableSms: wire('PUT', 'account/profile/enable-sms'),
  enableSmsConfirm: wire('POST', 'account/profile/enable-sms-confirm'),
  disableSms: wire('POST', 'account/profile/disable-sms'),
  // Calls of ours, not the provider's (the account page lists active sessions).
  sessionList: wire('GET', 'account/session/list'),
  sessionRevoke: wire('POST', 'account/session/revoke/:id'),
  sessionRevokeOthers: wire('POST', 'account/session/revoke-others'),
};
