/** Sent only on responses that travelled over HTTPS: a browser ignores it over plain HTTP anyway. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers on every response; the CSP allows scripts only from us and the configured origins. */
export function securityHeaders(remoteOrigins: string[]): Record<string, string> {
  const scripts = ["'self'", ...remoteOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${scripts}`,
      // antd's CSS-in-JS injects <style> elements at run time.
      "style-src 'self' 'unsafe-inline'",
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
