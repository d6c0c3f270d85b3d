/**
 * Non-React code (the API interceptor, logout) must navigate through the host's router so the
 * page is not reloaded and the federated remotes stay loaded. The host registers its router's
 * navigate function once; until then a full page load is the safe fallback.
 */
export type Navigator = (path: string) => void;

export const LOGIN_PATH = '/account/login';
export const HOME_PATH = '/';
export const FORBIDDEN_PATH = '/forbidden';

let navigator: Navigator | null = null;

/** Returns a function that unregisters it (only if it is still the registered one). */
export function setNavigator(fn: Navigator | null): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = null;
  };
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else if (typeof window !== 'undefined') window.location.assign(path);
}

/** The path the user is on, for decisions like "already on the login page". */
export function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}
