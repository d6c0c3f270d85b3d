export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';
export const REVALIDATE = 'no-cache';

/**
 * Host files: hashed assets are immutable, everything else (index.html) revalidates. `path` is the
 * file sent, which for a browser that accepts brotli or gzip is the build's `.br` or `.gz` beside it.
 */
export function hostCacheControl(path: string): string {
  return /\.[0-9a-f]{10}\.(js|css)(\.(br|gz))?$|\/assets\//.test(path) ? IMMUTABLE : REVALIDATE;
}
