/** Sent only on responses that travelled over HTTPS: a browser ignores it over plain HTTP anyway. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Where the build leaves the per-response nonce in the host pages (index.html, login.html). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Headers on every response; the CSP allows scripts only from us and the configured origins, or
 * written in a host page with its nonce (the login page's starter), and styles only from us or
 * from a `<style>` element carrying the page's nonce (antd's CSS-in-JS and the prerendered login
 * styles: the page's first script gives every style element it creates the nonce; markup injected
 * by anyone else has none).
 */
export function securityHeaders(remoteOrigins: string[], nonce?: string): Record<string, string> {
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...remoteOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${scripts}`,
      nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      `connect-src 'self' ${remoteOrigins.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
