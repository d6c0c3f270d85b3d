import { create } from 'zustand';
import { STORAGE_KEYS } from './storage-keys';
import { readItem, removeItem, writeItem } from './storage';
import type { LoginResponse } from '@portal/contracts';
import type { LoginCredentials, LoginInfo, PendingTwoFactor } from './types';
import { isTokenHeld, PENDING_TOKEN } from './token';

export { PENDING_TOKEN };

/** An accessToken of "0" (or null, or empty) with twoFactor true means the code step must follow. */
export function needsSecondFactor(response: Pick<LoginResponse, 'accessToken' | 'twoFactor'>): boolean {
  return response.twoFactor === true && !isTokenHeld(response.accessToken);
}

export interface AuthState {
  loginInfo: LoginInfo | null;
  /**
   * A login that still needs its two-factor code: the e-mail the two-factor call sends with the
   * code (never the password). Memory only, never persisted, gone on reload (the user then logs in
   * again).
   */
  pendingTwoFactor: PendingTwoFactor | null;

  /** `submitted`: what was typed; only the e-mail is kept (a password passed here is ignored). */
  loginSucceeded(response: LoginResponse, submitted: Pick<LoginCredentials, 'email'> & { password?: string }): void;
  twoFactorSucceeded(response: LoginResponse): void;
  /** After enabling/disabling SMS two-factor: twoFactor becomes the submitted status. */
  setTwoFactor(status: boolean): void;
  /** After profile edit and email/phone confirmation, from the response. */
  setProfileCompleted(completed: boolean): void;
  /** After a customer switch (the token stays): the rights in the new customer, from its short-list row. */
  setCustomerRights(rights: Pick<LoginResponse, 'isSuperUser' | 'isFinancialManager' | 'isAccountManager'>): void;
  /** Forgets login info and pending credentials, in memory and in storage. */
  clear(): void;
  /** Re-reads storage; runs once when the store is created. */
  restore(): void;
}

/** What is written to storage: the response fields and the email, never the password. */
type StoredLoginInfo = LoginResponse & { email: string };

/** The login answer's own fields (whatever else the object carries stays out of storage). */
function responseFields(r: LoginResponse): LoginResponse {
  return {
    twoFactor: r.twoFactor,
    accessToken: r.accessToken,
    userId: r.userId,
    userTitle: r.userTitle,
    isSuperUser: r.isSuperUser,
    isFinancialManager: r.isFinancialManager,
    isAccountManager: r.isAccountManager,
    profileCompleted: r.profileCompleted,
    captchaRequired: r.captchaRequired,
    roles: r.roles,
  };
}

/** The stored login info, or null when absent, unparseable or not login info. */
function readStored(): StoredLoginInfo | null {
  const raw = readItem(STORAGE_KEYS.loginInfo);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Record<keyof StoredLoginInfo, unknown>>;
  if (typeof v.accessToken !== 'string') return null;
  // Values stored by older builds lack the newer fields: read as "no right", never as a crash.
  return {
    twoFactor: v.twoFactor === true,
    accessToken: v.accessToken,
    userId: typeof v.userId === 'number' ? v.userId : 0,
    userTitle: typeof v.userTitle === 'string' ? v.userTitle : null,
    isSuperUser: v.isSuperUser === true,
    isFinancialManager: v.isFinancialManager === true,
    isAccountManager: v.isAccountManager === true,
    profileCompleted: v.profileCompleted === true,
    captchaRequired: v.captchaRequired === true,
    roles: Array.isArray(v.roles) ? v.roles.filter((r): r is number => typeof r === 'number') : null,
    email: typeof v.email === 'string' ? v.email : '',
  };
}

function persist(info: StoredLoginInfo): void {
  writeItem(STORAGE_KEYS.loginInfo, JSON.stringify(info));
}

/** Updates stored fields without forgetting the stored email (which memory does not hold). */
function persistPatch(patch: Partial<LoginResponse>): void {
  const stored = readStored();
  if (stored) persist({ ...stored, ...patch });
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  loginInfo: null,
  pendingTwoFactor: null,

  loginSucceeded(response, submitted) {
    const fields = responseFields(response);
    persist({ ...fields, email: submitted.email });
    set({ loginInfo: { ...fields, email: '' }, pendingTwoFactor: needsSecondFactor(fields) ? { email: submitted.email } : null });
  },

  twoFactorSucceeded(response) {
    const fields = responseFields(response);
    const email = get().pendingTwoFactor?.email ?? readStored()?.email ?? '';
    persist({ ...fields, email });
    set({ loginInfo: { ...fields, email: '' }, pendingTwoFactor: null });
  },

  setTwoFactor(status) {
    const info = get().loginInfo;
    if (!info) return;
    persistPatch({ twoFactor: status });
    set({ loginInfo: { ...info, twoFactor: status } });
  },

  setProfileCompleted(completed) {
    const info = get().loginInfo;
    if (!info) return;
    persistPatch({ profileCompleted: completed });
    set({ loginInfo: { ...info, profileCompleted: completed } });
  },

  setCustomerRights(rights) {
    const info = get().loginInfo;
    if (!info) return;
    const patch = { isSuperUser: rights.isSuperUser, isFinancialManager: rights.isFinancialManager, isAccountManager: rights.isAccountManager };
    persistPatch(patch);
    set({ loginInfo: { ...info, ...patch } });
  },

  clear() {
    removeItem(STORAGE_KEYS.loginInfo);
    set({ loginInfo: null, pendingTwoFactor: null });
  },

  restore() {
    const raw = readItem(STORAGE_KEYS.loginInfo);
    const stored = raw === null ? null : readStored();
    if (raw !== null && !stored) {
      // Unparseable or foreign value: remove it so it cannot break the next start either.
      removeItem(STORAGE_KEYS.loginInfo);
    } else if (stored && raw !== JSON.stringify(stored)) {
      // Rewrites values stored by older builds (which persisted the password) without it.
      persist(stored);
    }
    set({ loginInfo: stored ? { ...responseFields(stored), email: '' } : null, pendingTwoFactor: null });
  },
}));

useAuthStore.getState().restore();

/** The bearer token to send, or null when none is held ("0" counts as none). */
export function getAccessToken(): string | null {
  const token = useAuthStore.getState().loginInfo?.accessToken;
  return isTokenHeld(token) ? token : null;
}

export function selectHasToken(state: AuthState): boolean {
  return isTokenHeld(state.loginInfo?.accessToken);
}

/** Non-React check for guards and interceptors. */
export function hasToken(): boolean {
  return selectHasToken(useAuthStore.getState());
}

/** React hook: re-renders when the user logs in or out. */
export function useHasToken(): boolean {
  return useAuthStore(selectHasToken);
}
