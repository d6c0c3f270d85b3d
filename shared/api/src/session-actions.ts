import { logout, useAuthStore } from '@portal/session';
import { auth, confirmCodeNumber, type LoginRequest, type LoginResponse } from '@portal/contracts';
import { call } from './call';

/**
 * Login: on success the session stores the response (and, when a
 * two-factor code is due, accessToken "0", the e-mail in memory for the code step; the password
 * is not kept). The cache refresh of every group follows from the new token (query/client.ts).
 */
export async function login(request: LoginRequest): Promise<LoginResponse> {
  const response = await call(auth.login, { body: request });
  useAuthStore.getState().loginSucceeded(response, { email: request.email ?? '' });
  return response;
}

/**
 * The code step (the provider's body: the e-mail and the six-digit code as a number). `email` is
 * the login step's, or what the user typed when that is unknown (after an external sign-in).
 */
export async function twoFactorLogin(code: string, email?: string): Promise<LoginResponse> {
  const pending = useAuthStore.getState().pendingTwoFactor;
  if (!pending) throw new Error('No login is waiting for a two-factor code');
  const response = await call(auth.twoFactorLogin, { body: { email: pending.email || email || '', confirmCode: confirmCodeNumber(code) } });
  useAuthStore.getState().twoFactorSucceeded(response);
  return response;
}

/**
 * The user's logout: tells the server (best effort: a dead token or network must not keep the
 * user logged in here), then clears the session, which also clears the cache and goes to /.
 */
export async function signOut(): Promise<void> {
  try {
    await call(auth.logout);
  } catch {
    /* already toasted if it mattered; the local logout happens regardless */
  } finally {
    logout();
  }
}
