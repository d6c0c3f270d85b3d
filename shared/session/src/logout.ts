import { useAuthStore } from './auth-store';
import { useProjectStore } from './project-store';
import { clearAll } from './storage';
import { HOME_PATH, LOGIN_PATH, navigateTo } from './navigation';

/** 'user': the user chose to log out. 'expired': the server answered 401 to a held token. */
export type LogoutReason = 'user' | 'expired';
export type LogoutListener = (reason: LogoutReason) => void;

const listeners = new Set<LogoutListener>();

/**
 * Runs after every session end, before navigation. @portal/api registers its cache reset here.
 * Returns the unsubscribe function.
 */
export function onLogout(fn: LogoutListener): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

function endSession(reason: LogoutReason): void {
  // Logging out clears local storage: all of it, so nothing of this user survives.
  clearAll();
  useAuthStore.getState().clear();
  useProjectStore.getState().clear();
  for (const fn of [...listeners]) {
    try {
      fn(reason);
    } catch (error) {
      // One failing listener must not keep the others (cache reset, navigation) from running.
      console.error('logout listener failed', error);
    }
  }
}

/**
 * The user's logout: clears storage, auth state, selected project and project
 * list, notifies listeners (cache reset), then navigates to /. Navigation comes last so a listener
 * that navigates on its own cannot leave the user elsewhere.
 */
export function logout(): void {
  endSession('user');
  navigateTo(HOME_PATH);
}

/** The 401 path: the same clearing, but the user is sent to the login page. */
export function expireSession(): void {
  endSession('expired');
  navigateTo(LOGIN_PATH);
}
