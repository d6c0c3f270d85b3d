import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse } from '@portal/contracts';
import type { SandboxCore } from '../core';
import type { Db } from '../db/open';
import { customerRole } from './access';
import { issueChallenge } from './challenges';
import { deliverCode } from './outbox';
import { startPending } from './pending-codes';
import { issueToken } from './tokens';
import { profileCompleted, rightsOfRole, usesTwoFactor, type UserRow } from './users';

/** The rights a user has in a customer, as the login answer carries them. */
export interface CustomerRights {
  isSuperUser: boolean;
  isFinancialManager: boolean;
  isAccountManager: boolean;
}

/**
 * The user's rights in one customer, from the customer-role model (rightsOfRole: the owner has all
 * three, an admin is a super user, members and viewers or no membership none).
 * The one place these flags are computed (the login answers and the customer switch use it).
 */
export function customerRights(db: Db, userId: number, customerId: number): CustomerRights {
  return rightsOfRole(customerRole(db, userId, customerId));
}

/** The provider's login answer for a user in their active customer; `accessToken` "0" while a second factor is due, null when no sign-in happened. */
export function loginResponse(db: Db, u: UserRow, accessToken: string | null): LoginResponse {
  return {
    twoFactor: usesTwoFactor(u),
    accessToken,
    userId: u.id,
    userTitle: `${u.first_name} ${u.last_name}`.trim(),
    ...customerRights(db, u.id, u.customer_id),
    profileCompleted: profileCompleted(u),
    captchaRequired: false,
    roles: [],
  };
}

/**
 * The answer of a first sign-in step that proved who the user is (a password, or an external
 * provider): with two-factor on, no token yet ("0"), only a challenge left here for the code step
 * (an SMS code is sent now); otherwise a session.
 */
export function signInAnswer(core: SandboxCore, user: UserRow, log: FastifyBaseLogger): LoginResponse {
  const { db, clock } = core;
  if (user.totp_enabled) {
    issueChallenge(db, user.id, 'totp', clock.ms());
    return loginResponse(db, user, '0');
  }
  if (user.sms_two_factor && user.phone_number) {
    const code = startPending(db, user.id, 'sms-login', user.phone_number, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, log, 'sms-login', user.phone_number, code);
    issueChallenge(db, user.id, 'sms', clock.ms());
    return loginResponse(db, user, '0');
  }
  return loginResponse(db, user, issueToken(db, user.id, clock.ms()));
}
