/**
 * The login response as the session needs it. It mirrors `LoginResponse` of
 * `@portal/api/contracts` (which cannot be imported here: @portal/api depends on this package);
 * @portal/api asserts at compile time that the two stay assignable.
 */
export interface SessionLoginResponse {
  /** "0" means the credentials were accepted but a two-factor code is still due. */
  accessToken: string;
  twoFactor: boolean;
  profileCompleted: boolean;
  userTitle: string;
  /** With accessToken "0": where the code comes from. Absent means an authenticator app. */
  twoFactorMethod?: 'totp' | 'sms';
}

/**
 * Login info held in memory. The spec merges the submitted login model in but blanks email and
 * password in memory; the password is left out of the type altogether so it cannot leak, and
 * the email is persisted (DESIGN section 2) but kept blank in memory.
 */
export interface LoginInfo extends SessionLoginResponse {
  email: string;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** A login waiting for its second step: the credentials to resend and where the code comes from. */
export interface PendingTwoFactor extends LoginCredentials {
  method: 'totp' | 'sms';
}

/** What the project selector needs; the contracts' Project (with more fields) is assignable. */
export interface SessionProject {
  id: number;
  name: string;
}
