// What counts as a held access token, apart from the store: the page's inline start script
// (@portal/api early-calls.ts) reads the stored login before any of the app's code has loaded.

/** The server's placeholder token while a two-factor code is still due. */
export const PENDING_TOKEN = '0';

export function isTokenHeld(token: unknown): token is string {
  return typeof token === 'string' && token !== '' && token !== PENDING_TOKEN;
}
