import { KEPT_AT_LOGOUT } from './storage-keys';

// localStorage can be missing (SSR, tests) or throw (Safari private mode, quota, disabled
// cookies); the session must keep working in memory then, so every access goes through here.
function store(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    /* in-memory state still holds the value */
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    /* nothing stored to leak */
  }
}

/** Everything but the keys a logout keeps (KEPT_AT_LOGOUT). */
export function clearAll(): void {
  const kept = KEPT_AT_LOGOUT.map((key) => [key, readItem(key)] as const);
  try {
    store()?.clear();
  } catch {
    /* nothing stored to leak */
  }
  for (const [key, value] of kept) if (value !== null) writeItem(key, value);
}
