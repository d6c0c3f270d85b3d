export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';
export const REVALIDATE = 'no-cache';

/** Host files: hashed assets are immutable, everything else (index.html) revalidates. */
export function hostCacheControl(path: string): string {
  return /\.[0-9a-f]{10}\.(js|css)$|\/assets\//.test(path) ? IMMUTABLE : REVALIDATE;
}
