import { useSyncExternalStore } from 'react';

// The public pages are an "island" without react-router (it would add ~60 KB to the login page,
// see shared/notes/login-performance.md); they only need the path and pushState.
export const publicPaths = {
  login: '/account/login',
  twoFactor: '/account/two-factor-login',
  signup: '/account/signup',
  forget: '/account/forget',
  /** Redirect URIs of the external providers (the sandbox's defaults; see the README's configuration). */
  googleCallback: '/account/login-callback/google',
  itoCallback: '/account/login-callback/ito',
} as const;
export type PublicPath = (typeof publicPaths)[keyof typeof publicPaths];

const known = new Set<string>(Object.values(publicPaths));

/** Unmatched paths outside the guard go to the login page. */
export function resolvePublicPath(pathname: string): PublicPath {
  const trimmed = pathname.replace(/\/+$/, '');
  return (known.has(trimmed) ? trimmed : publicPaths.login) as PublicPath;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

export function goTo(path: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The login page is what the build prerenders (host/prerender.mjs). */
const serverPath = () => publicPaths.login;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname, serverPath);
}
