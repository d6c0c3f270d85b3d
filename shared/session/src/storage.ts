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

export function clearAll(): void {
  try {
    store()?.clear();
  } catch {
    /* nothing stored to leak */
  }
}
