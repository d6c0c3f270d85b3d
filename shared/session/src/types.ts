import type { LoginResponse, TwoFactorMethod } from '@portal/contracts';

/**
 * Login info held in memory. The spec merges the submitted login model in but blanks email and
 * password in memory; the password is left out of the type altogether so it cannot leak, and
 * the email is persisted (DESIGN section 2) but kept blank in memory.
 */
export interface LoginInfo extends LoginResponse {
  email: string;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * A login waiting for its second step: the server's short-lived challenge (sent back with the
 * code instead of the password, which is never kept) and where the code comes from.
 */
export interface PendingTwoFactor {
  email: string;
  challengeToken: string;
  method: TwoFactorMethod;
}
