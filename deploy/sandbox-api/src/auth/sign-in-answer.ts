import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse } from '@portal/contracts';
import type { SandboxCore } from '../core';
import { issueChallenge } from './challenges';
import { deliverCode } from './outbox';
import { startPending } from './pending-codes';
import { issueToken } from './tokens';
import { loginResponse, type UserRow } from './users';

/**
 * The answer of a first sign-in step that proved who the user is (a password, or an external
 * provider): with two-factor on, no token yet, only a challenge the code step sends back (an SMS
 * code is sent now); otherwise a session.
 */
export function signInAnswer(core: SandboxCore, user: UserRow, log: FastifyBaseLogger): LoginResponse {
  const { db, clock } = core;
  if (user.totp_enabled) return { ...loginResponse(user, '0'), twoFactorMethod: 'totp' as const, challengeToken: issueChallenge(db, user.id, 'totp', clock.ms()) };
  if (user.sms_two_factor && user.phone_number) {
    const code = startPending(db, user.id, 'sms-login', user.phone_number, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, log, 'sms-login', user.phone_number, code);
    return { ...loginResponse(user, '0'), twoFactorMethod: 'sms' as const, challengeToken: issueChallenge(db, user.id, 'sms', clock.ms()) };
  }
  return loginResponse(user, issueToken(db, user.id, clock.ms()));
}
