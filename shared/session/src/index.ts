// @portal/session: the page-wide session (login info, selected project) and the bridges that let
// non-React code log out and navigate. Shared as a federation singleton so there is one store.
export { STORAGE_KEYS } from './storage-keys';
export { readItem, writeItem } from './storage';
export type { LoginInfo, LoginCredentials, PendingTwoFactor } from './types';
export { useAuthStore, getAccessToken, hasToken, selectHasToken, useHasToken, PENDING_TOKEN, needsSecondFactor, type AuthState } from './auth-store';
export { useProjectStore, callerAccessType, selectProjectAccess, type Caller, type ProjectState } from './project-store';
export { logout, expireSession, onLogout, type LogoutReason, type LogoutListener } from './logout';
export { setNavigator, navigateTo, currentPath, LOGIN_PATH, HOME_PATH, FORBIDDEN_PATH, type Navigator } from './navigation';
