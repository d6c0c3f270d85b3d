/** The localStorage keys the portal keeps; other packages must not invent their own. */
export const STORAGE_KEYS = {
  loginInfo: 'loginInfo',
  selectedProjectId: 'selectedProjectId',
  /** The browser's random canary id (host/src/remotes/browser-id.ts): not personal, kept across a logout. */
  canaryBrowserId: 'canaryBrowserId',
  /**
   * Each signed-in user's table settings (sort, page size, visible columns), keyed by user id then
   * table id (@portal/ui use-table-prefs.ts). Kept across a logout: a token expiry or a sign-out
   * must not undo how the user arranged their lists; it holds no secret and no resource data.
   */
  tablePrefs: 'tablePrefs',
  /** The browser's light / dark / system choice (@portal/ui color-scheme): kept across a logout, the login page shows it too. */
  colorScheme: 'colorScheme',
  /** The provider's active site alarms as last fetched: the page paints them before any script file has run (host/src/site-alarms). */
  siteAlarms: 'siteAlarms',
  /** The site alarms this browser has closed, by subject and link (the provider's alarm has no id). */
  dismissedSiteAlarms: 'dismissedSiteAlarms',
} as const;

/**
 * What a logout leaves: the browser's canary id, so the same browser stays on the same remote
 * versions, the users' table settings (each under its own user id) and the browser's theme.
 */
export const KEPT_AT_LOGOUT: readonly string[] = [STORAGE_KEYS.canaryBrowserId, STORAGE_KEYS.tablePrefs, STORAGE_KEYS.colorScheme];

/**
 * Set on <html> by the page's head script (@portal/api early-calls.ts) when a session is stored,
 * before the body is painted: the shell's frame (host/src/shell-frame) shows only then, so a page
 * opened signed out never flashes the signed-in layout before its login form.
 */
export const SESSION_ATTRIBUTE = 'data-session';
