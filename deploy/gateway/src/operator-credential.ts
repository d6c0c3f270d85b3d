import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config';

// The operator's credential, OPERATOR_SECRET, as the `portal_operator` cookie (the operator page,
// forced remote versions); and the bearer tokens of machines (the scraper's, Alertmanager's), each
// its own. Always compared in constant time; never accepted when none is configured.

export const OPERATOR_COOKIE = 'portal_operator';

export function cookie(req: FastifyRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export const sameSecret = (given: string, secret: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The request carries the operator's cookie with the configured secret. */
export function hasOperatorCookie(config: GatewayConfig, req: FastifyRequest): boolean {
  const given = cookie(req, OPERATOR_COOKIE);
  return !!config.operatorSecret && given !== null && sameSecret(given, config.operatorSecret);
}

/** `Authorization: Bearer <token>` (the scraper's METRICS_TOKEN, Alertmanager's ALERT_WEBHOOK_TOKEN). */
export function hasBearer(req: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  return !!token && !!match && sameSecret(match[1]!, token);
}

/** The cookie an operator signs in with: script-proof, never sent by another site's page. */
export function operatorCookie(secret: string, secure: boolean): string {
  return `${OPERATOR_COOKIE}=${encodeURIComponent(secret)}; HttpOnly; SameSite=Strict; Path=/${secure ? '; Secure' : ''}`;
}

export function clearedOperatorCookie(secure: boolean): string {
  return `${OPERATOR_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0${secure ? '; Secure' : ''}`;
}
