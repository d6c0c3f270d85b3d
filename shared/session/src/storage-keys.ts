/** localStorage keys named by the spec (section 3); other packages must not invent their own. */
export const STORAGE_KEYS = {
  loginInfo: 'loginInfo',
  selectedProjectId: 'selectedProjectId',
} as const;
