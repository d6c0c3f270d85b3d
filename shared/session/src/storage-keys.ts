/** localStorage keys named by the spec (section 3); other packages must not invent their own. */
export const STORAGE_KEYS = {
  loginInfo: 'loginInfo',
  selectedProjectId: 'selectedProjectId',
  /** The browser's random canary id (host/src/remotes/browser-id.ts): not personal, kept across a logout. */
  canaryBrowserId: 'canaryBrowserId',
} as const;

/** What a logout leaves: the browser's canary id, so the same browser stays on the same remote versions. */
export const KEPT_AT_LOGOUT: readonly string[] = [STORAGE_KEYS.canaryBrowserId];
