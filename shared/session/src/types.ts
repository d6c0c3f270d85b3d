import type { LoginResponse } from '@portal/contracts';

/**
 * Login info held in memory: the submitted login model merged in, email and password blanked.
 * The password is left out of the type altogether so it cannot leak; the email is persisted (the
 * two-factor step reads it back) but kept blank in memory.
 */
export interface LoginInfo extends LoginResponse {
  email: string;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * A login waiting for its second step: the e-mail the code step sends with the code (the server
 * keeps the proof that the first step passed; the password is never kept). Empty after an external
 * sign-in, whose answer names no e-mail: the code step then asks for it.
 */
export interface PendingTwoFactor {
  email: string;
}
