import { STORAGE_KEYS } from '@portal/session';

// A random id for this browser, used only to place it in a canary bucket (canary-bucket.ts). It
// says nothing about the user and is never sent anywhere; kept so a reload gets the same versions.

/** localStorage key of the id; the session's logout keeps it (STORAGE_KEYS names it). */
export const CANARY_BROWSER_ID_KEY = STORAGE_KEYS.canaryBrowserId;

const WELL_FORMED = /^[A-Za-z0-9_-]{16,64}$/;

let pageId: string | null = null;

/** 16 random bytes, base64url without padding (22 characters). */
export function newBrowserId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function stored(): string | null {
  try {
    const id = globalThis.localStorage?.getItem(CANARY_BROWSER_ID_KEY) ?? null;
    return id !== null && WELL_FORMED.test(id) ? id : null;
  } catch {
    return null;
  }
}

function store(id: string): void {
  try {
    globalThis.localStorage?.setItem(CANARY_BROWSER_ID_KEY, id);
  } catch {
    /* storage refused (private mode, quota): the id lasts for this page */
  }
}

/**
 * The browser's id: the stored one, else a new one, stored. Read once per page, so an open page
 * keeps its buckets even when storage is cleared under it (logout) or is unavailable.
 */
export function browserId(): string {
  if (pageId === null) {
    const existing = stored();
    pageId = existing ?? newBrowserId();
    if (existing === null) store(pageId);
  }
  return pageId;
}

export function resetBrowserIdForTests(): void {
  pageId = null;
}
