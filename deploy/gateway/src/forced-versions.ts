import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config';
import { hasOperatorCookie } from './operator-credential';

// A smoke test of a canary pins one browser to a version with `?remote-version=` (host/src/remotes/
// canary.ts), which the host honours only when the registry answer allows it. Allowed in the demo
// (the embedded sandbox: no real customers behind it) and, with a real provider, only for a request
// that carries the operator's secret as a cookie. The registry file itself never allows it, so nginx
// or a CDN serving that file never does.

export function forcedVersionsAllowed(config: GatewayConfig, req: FastifyRequest): boolean {
  if (!config.upstreamApiUrl) return true;
  return hasOperatorCookie(config, req);
}
