import type { IsoDate } from './common';
import { endpoint } from './endpoint';
import { defineSchema, emailSpec, passwordSpec, type FieldSpec } from './rules';

export interface LoginRequest {
  email: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}
/** accessToken "0" means: credentials accepted, a two-factor code is still required. */
export interface LoginResponse {
  accessToken: string;
  twoFactor: boolean;
  profileCompleted: boolean;
  userTitle: string;
  /** With accessToken "0": where the code comes from (an authenticator app, or an SMS just sent). */
  twoFactorMethod?: TwoFactorMethod;
  /**
   * With accessToken "0": the short-lived (5 minutes), single-use proof that the password was right,
   * which the two-factor step sends with the code instead of the password.
   */
  challengeToken?: string;
}
export type TwoFactorMethod = 'totp' | 'sms';
/**
 * What a refused sign-in (422, 429) adds to the error body: `captchaRequired` says this account has
 * failed a few times, so its next attempt must carry a solved captcha (`captchaKey`, `captchaCode`).
 */
export interface LoginRefusal {
  captchaRequired?: boolean;
  /** The two-factor challenge is unknown, used, burnt by wrong codes or expired: sign in again. */
  challengeExpired?: boolean;
}
/** The second sign-in step: the challenge of the first step and the code, never the password again. */
export interface TwoFactorLoginRequest {
  challengeToken: string;
  code: string;
}
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
  /** The code of a referral link (`/account/signup?referral=CODE`): the new customer is linked to its referrer. */
  referralCode?: string;
}
/** The second step of sign-up: the code e-mailed to the address (the account exists only from here). */
export interface RegisterConfirmRequest {
  email: string;
  code: string;
}
export interface ForgotRequest {
  email: string;
  captchaKey: string;
  captchaCode: string;
}
export interface ForgotConfirmRequest {
  email: string;
  confirmCode: string;
  password: string;
}
export interface Captcha {
  captchaKey: string;
  /** SVG image as a data: URL. */
  image: string;
}
export interface MessageResponse {
  message: string;
}

/** External identity providers the portal signs in with (spec section 7: Google and ITO). */
export type ExternalProvider = 'google' | 'ito';
export const externalProviders: readonly ExternalProvider[] = ['google', 'ito'];
/** Where the browser goes to sign in at the provider (its consent page). */
export interface ExternalLoginUrl {
  url: string;
}
/**
 * What the provider sent back to the callback route. `state` must equal the one bound to the
 * browser (an HttpOnly cookie set with the URL); the answer is login info like a password login.
 */
export interface ExternalLoginCallbackQuery {
  code: string;
  state: string;
}
/** What a refused external sign-in (422) adds to the error body: sign in again from the login page. */
export interface ExternalLoginRefusal {
  externalSignInFailed: true;
}
/** An external identity linked to the signed-in user. */
export interface ExternalIdentity {
  provider: ExternalProvider;
  /** The e-mail the provider asserted when it was linked. */
  email: string;
  linkedAt: IsoDate;
}
export interface ExternalIdentityList {
  identities: ExternalIdentity[];
  /** Whether the user can also sign in with a password (unlinking the last identity is refused otherwise). */
  hasPassword: boolean;
}

/** First and last names of a person: any script, 2–50 characters. */
export const firstNameSpec: FieldSpec = { error: 'FirstName', label: 'firstName', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 50 }] };
export const lastNameSpec: FieldSpec = { ...firstNameSpec, error: 'LastName', label: 'lastName' };
const captchaSpec: FieldSpec = { error: 'CaptchaCode', label: 'captcha', type: 'string', required: true };

/** Sign-in checks presence only: the password rule of today must not lock out an older password. */
export const loginSchema = defineSchema<LoginRequest>()({
  email: { error: 'Email', label: 'email', type: 'string', required: true },
  password: { error: 'Password', label: 'password', type: 'string', required: true },
});
/** The challenge token is checked by the server against what it issued; only the code is a field the user fills. */
export const twoFactorLoginSchema = defineSchema<TwoFactorLoginRequest>()({
  code: { error: 'Code', label: 'code', type: 'string', required: true },
});
export const registerSchema = defineSchema<RegisterRequest>()({
  firstName: firstNameSpec,
  lastName: lastNameSpec,
  email: emailSpec,
  password: passwordSpec,
  captchaCode: captchaSpec,
  referralCode: { error: 'ReferralCode', label: 'referralCode', type: 'string', rules: [{ kind: 'length', min: 4, max: 32 }] },
});
export const registerConfirmSchema = defineSchema<RegisterConfirmRequest>()({
  email: emailSpec,
  code: { error: 'Code', label: 'code', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'code' }] },
});
export const forgotSchema = defineSchema<ForgotRequest>()({ email: emailSpec, captchaCode: captchaSpec });
export const forgotConfirmSchema = defineSchema<ForgotConfirmRequest>()({
  email: emailSpec,
  confirmCode: { error: 'ConfirmCode', label: 'confirmCode', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'code' }] },
  password: passwordSpec,
});

export const auth = {
  login: endpoint<LoginRequest, LoginResponse>()('POST', 'auth/login'),
  twoFactorLogin: endpoint<TwoFactorLoginRequest, LoginResponse>()('POST', 'auth/two-factor-login'),
  /**
   * Answers the same message whether or not the address is registered (so sign-up cannot list
   * customers): a new address gets a code to confirm, a known one an e-mail saying so.
   */
  register: endpoint<RegisterRequest, MessageResponse>()('POST', 'auth/register'),
  /** The e-mailed sign-up code: creates the account and signs in. */
  registerConfirm: endpoint<RegisterConfirmRequest, LoginResponse>()('POST', 'auth/register-confirm'),
  logout: endpoint()('POST', 'auth/logout'),
  forgot: endpoint<ForgotRequest, MessageResponse>()('POST', 'auth/forgot'),
  forgotConfirm: endpoint<ForgotConfirmRequest, MessageResponse>()('POST', 'auth/forgot-confirm'),
  captcha: endpoint<undefined, Captcha>()('GET', 'auth/captcha'),
  loginGoogleUrl: endpoint<undefined, ExternalLoginUrl>()('GET', 'auth/login-google-url'),
  loginGoogleCallback: endpoint<undefined, LoginResponse, ExternalLoginCallbackQuery>()('GET', 'auth/login-google-callback'),
  loginItoUrl: endpoint<undefined, ExternalLoginUrl>()('GET', 'auth/login-ito-url'),
  loginItoCallback: endpoint<undefined, LoginResponse, ExternalLoginCallbackQuery>()('POST', 'auth/login-ito-callback'),
  /** The signed-in user's linked identities. */
  externalIdentities: endpoint<undefined, ExternalIdentityList>()('GET', 'account/profile/external-identities'),
  /** Refused (422) when it would leave the account with no way to sign in. */
  unlinkExternalIdentity: endpoint<undefined, ExternalIdentityList>()('DELETE', 'account/profile/external-identities/:provider'),
};

/** The URL and callback endpoints of each provider. */
export const externalLogin = {
  google: { url: auth.loginGoogleUrl, callback: auth.loginGoogleCallback },
  ito: { url: auth.loginItoUrl, callback: auth.loginItoCallback },
} as const;
