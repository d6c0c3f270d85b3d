import { defineSchema, emailSpec, passwordSpec, type FieldSpec } from './rules';
import { wire, type Wire } from './wire';

// Sign-in, sign-up, recovery, captcha and external sign-in: the provider's `account/…` calls at
// the portal's `auth/…` paths (an override in portal-api.json). Bodies and answers are the document's.

export type LoginRequest = Wire<'LoginModel'>;
/**
 * The provider's login answer (every field always present). A second factor is due when
 * `twoFactor` is true and `accessToken` is "0", null or empty: the code step follows.
 */
export type LoginResponse = Wire<'LoginResponse'>;
/** The second step: the e-mail of the first and the code as a number (a leading zero is lost: see `confirmCodeText`). */
export type TwoFactorLoginRequest = Wire<'TwoFactorLoginModel'>;
export type RegisterRequest = Wire<'RegisterModel'>;
/** The second step of sign-up: the code e-mailed to the address (the account exists only from here). */
export type RegisterConfirmRequest = Wire<'RegisterConfirmModel'>;
export type ForgotRequest = Wire<'ForgotModel'>;
export type ForgotConfirmRequest = Wire<'ForgotConfirmModel'>;
/** `base64CaptchaImage`: the image's bytes in base64 (no data: prefix); see `captchaImageSrc`. */
export type Captcha = Wire<'CaptchaResponse'>;
export type SsoLoginRequest = Wire<'SsoLoginModel'>;

/**
 * What a refused sign-in (422, 429) adds to the error body: `captchaRequired` says this account has
 * failed a few times, so its next attempt must carry a solved captcha (`captchaKey`, `captchaCode`).
 */
export interface LoginRefusal {
  captchaRequired?: boolean;
  /** No live two-factor challenge for the e-mail (never made, used, burnt by wrong codes, expired): sign in again. */
  challengeExpired?: boolean;
}
export interface MessageResponse {
  message: string;
}

/** The data: URL of a captcha image, its type read from the first bytes (SVG, PNG or JPEG); null when there is none. */
export function captchaImageSrc(base64: string | null | undefined): string | null {
  if (!base64) return null;
  const type =
    base64.startsWith('PHN2') || base64.startsWith('PD94')
      ? 'image/svg+xml'
      : base64.startsWith('/9j/')
        ? 'image/jpeg'
        : base64.startsWith('R0lGOD')
          ? 'image/gif'
          : 'image/png';
  return `data:${type};base64,${base64}`;
}

/** A six-digit code typed in a form, as the number the wire carries (checked as six digits first). */
export const confirmCodeNumber = (code: string): number => Number(code);
/**
 * A code that arrived as a number, as the six characters it was typed as (zero-padded: 012345 is
 * sent as 12345); a string is taken as typed; anything else is empty (answered "required").
 */
export function confirmCodeText(value: unknown): string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value).padStart(6, '0') : String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** External identity providers the portal signs in with (Google and ITO). */
export type ExternalProvider = 'google' | 'ito';
export const externalProviders: readonly ExternalProvider[] = ['google', 'ito'];
/** What a refused external sign-in (422) adds to the error body: sign in again from the login page. */
export interface ExternalLoginRefusal {
  externalSignInFailed: true;
}
/** The user's linked identities, and whether a password also signs in (unlinking the last identity is refused otherwise). */
export type ExternalIdentityList = Wire<'ExternalIdentityListResponse'>;
export type ExternalIdentity = ExternalIdentityList['identities'][number];

/** First and last names of a person: any script, 2–50 characters. */
export const firstNameSpec: FieldSpec = {
  error: 'FirstName',
  label: 'firstName',
  type: 'string',
  required: true,
  ask: 'typeFirstName',
  rules: [{ kind: 'length', min: 2, max: 50 }],
};
export const lastNameSpec: FieldSpec = { ...firstNameSpec, error: 'LastName', label: 'lastName', ask: 'typeLastName' };
export const captchaSpec: FieldSpec = { error: 'CaptchaCode', label: 'captcha', type: 'string', required: true, ask: 'typeCaptcha' };
/** The six-character code (letters, digits and !@#); the numeric ones (`confirmCode: number`) are checked as their zero-padded text. */
const confirmCodeSpec: FieldSpec = {
  error: 'ConfirmCode',
  label: 'confirmCode',
  type: 'string',
  required: true,
  rules: [{ kind: 'pattern', pattern: 'code' }],
};
/** The codes the provider takes as a number (`confirmCode: number`): six digits, checked as their zero-padded text. */
const numericCodeSpec: FieldSpec = { ...confirmCodeSpec, rules: [{ kind: 'digits', length: 6 }] };

/** Sign-in checks presence only: the password rule of today must not lock out an older password. */
export const loginSchema = defineSchema<LoginRequest>()({
  email: { error: 'Email', label: 'email', type: 'string', required: true, ask: 'typeEmail' },
  password: { error: 'Password', label: 'password', type: 'string', required: true, ask: 'typePassword' },
});
/** The two-factor code (the server finds the challenge by the e-mail). */
export const twoFactorLoginSchema = defineSchema<TwoFactorLoginRequest>()({
  email: { error: 'Email', label: 'email', type: 'string', required: true, ask: 'typeEmail' },
  confirmCode: { ...numericCodeSpec, label: 'code', ask: 'typeCode' },
});
export const registerSchema = defineSchema<RegisterRequest>()({
  firstName: firstNameSpec,
  lastName: lastNameSpec,
  email: emailSpec,
  password: passwordSpec,
  captchaCode: captchaSpec,
  phoneNumber: { error: 'PhoneNumber', label: 'phoneNumber', type: 'string' },
  referralCode: { error: 'ReferralCode', label: 'referralCode', type: 'string', rules: [{ kind: 'length', min: 4, max: 32 }] },
});
export const registerConfirmSchema = defineSchema<RegisterConfirmRequest>()({ email: emailSpec, confirmCode: confirmCodeSpec });
export const forgotSchema = defineSchema<ForgotRequest>()({ email: emailSpec, captchaCode: captchaSpec });
export const forgotConfirmSchema = defineSchema<ForgotConfirmRequest>()({ email: emailSpec, confirmCode: numericCodeSpec, password: passwordSpec });

export const auth = {
  login: wire('POST', 'auth/login'),
  /** Refused ("sign in again", `challengeExpired`) unless the password step of this e-mail left a live challenge. */
  twoFactorLogin: wire('POST', 'auth/two-factor-login'),
  /**
   * Answers the same (a LoginResponse without a token) whether or not the address is registered, so
   * sign-up cannot list customers: a new address gets a code to confirm, a known one an e-mail saying so.
   */
  register: wire('POST', 'auth/register'),
  /** The e-mailed sign-up code: creates the account and signs in. */
  registerConfirm: wire('POST', 'auth/register-confirm'),
  logout: wire('POST', 'auth/logout'),
  forgot: wire('POST', 'auth/forgot'),
  forgotConfirm: wire('POST', 'auth/forgot-confirm'),
  captcha: wire('GET', 'auth/captcha'),
  /** The snapshot declares no answer here; portal.yaml declares ITO's twin's `{ url }` (the panel reads it). */
  loginGoogleUrl: wire('GET', 'auth/login-google-url'),
  loginGoogleCallback: wire('GET', 'auth/login-google-callback'),
  loginItoUrl: wire('GET', 'auth/login-ito-url'),
  loginItoCallback: wire('POST', 'auth/login-ito-callback'),
  /** The signed-in user's linked identities. */
  externalIdentities: wire('GET', 'account/profile/external-identities'),
  /** Refused (422) when it would leave the account with no way to sign in. */
  unlinkExternalIdentity: wire('DELETE', 'account/profile/external-identities/:provider'),
};

/** The URL call of each provider (its callback differs: Google's is a GET with the code in the query, ITO's a POST with it in the body). */
export const externalLoginUrl = { google: auth.loginGoogleUrl, ito: auth.loginItoUrl } as const;
