import { create } from 'zustand';
import { STORAGE_KEYS } from './storage-keys';
import { readItem, removeItem, writeItem } from './storage';
import type { LoginResponse } from '@portal/contracts';
import type { LoginCredentials, LoginInfo, PendingTwoFactor } from './types';

/** The server's placeholder token while a two-factor code is still due. */
export const PENDING_TOKEN = '0';

export interface AuthState {
  loginInfo: LoginInfo | null;
  /**
   * A login that still needs its two-factor code: the e-mail and the server's challenge token the
   * two-factor call sends back (never the password). Memory only, never persisted, gone on reload
   * (the user then logs in again).
   */
  pendingTwoFactor: PendingTwoFactor | null;

  /** `submitted`: what was typed; only the e-mail is kept (a password passed here is ignored). */
  loginSucceeded(response: LoginResponse, submitted: Pick<LoginCredentials, 'email'> & { password?: string }): void;
  twoFactorSucceeded(response: LoginResponse): void;
  /** After enabling/disabling SMS two-factor: twoFactor becomes the submitted status. */
  setTwoFactor(status: boolean): void;
  /** After profile edit and email/phone confirmation, from the response. */
  setProfileCompleted(completed: boolean): void;
  /** Forgets login info and pending credentials, in memory and in storage. */
  clear(): void;
  /** Re-reads storage; runs once when the store is created. */
  restore(): void;
}

/** What is written to storage: the response fields and the email, never the password. */
type StoredLoginInfo = LoginResponse & { email: string };

function isTokenHeld(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== '' && token !== PENDING_TOKEN;
}

function responseFields(r: LoginResponse): LoginResponse {
  return {
    accessToken: r.accessToken,
    twoFactor: r.twoFactor,
    profileCompleted: r.profileCompleted,
    userTitle: r.userTitle,
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
  return {
    accessToken: v.accessToken,
    twoFactor: v.twoFactor === true,
    profileCompleted: v.profileCompleted === true,
    userTitle: typeof v.userTitle === 'string' ? v.userTitle : '',
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
    const needsCode = fields.accessToken === PENDING_TOKEN && fields.twoFactor;
    set({
      loginInfo: { ...fields, email: '' },
      pendingTwoFactor: needsCode ? { email: submitted.email, challengeToken: response.challengeToken ?? '', method: response.twoFactorMethod ?? 'totp' } : null,
    });
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
