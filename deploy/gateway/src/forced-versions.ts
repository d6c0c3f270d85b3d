import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config';

// A smoke test of a canary pins one browser to a version with `?remote-version=` (host/src/remotes/
// canary.ts), which the host honours only when the registry answer allows it. Allowed in the demo
// (the embedded sandbox: no real customers behind it) and, with a real provider, only for a request
// that carries the operator's secret as a cookie. The registry file itself never allows it, so nginx
// or a CDN serving that file never does.

export const OPERATOR_COOKIE = 'portal_operator';

function cookie(req: FastifyRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

const sameSecret = (given: string, secret: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function forcedVersionsAllowed(config: GatewayConfig, req: FastifyRequest): boolean {
  if (!config.upstreamApiUrl) return true;
  const given = cookie(req, OPERATOR_COOKIE);
  return !!config.operatorSecret && given !== null && sameSecret(given, config.operatorSecret);
}
