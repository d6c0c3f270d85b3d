import type { FastifyRequest } from 'fastify';
import { reauthSchema } from '@portal/contracts';
import type { Db } from '../db/open';
import type { Clock } from '../clock';
import { invalid } from '../http/errors';
import { requireBody } from '../http/input';
import { accountMessages } from '../messages';
import { verifyPassword } from './password';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './rate-limit';
import { secret } from './rules';
import type { AuthUser } from './tokens';
import { getUser, type UserRow } from './users';
import { writeUserLog } from './user-log';

/**
 * Re-authentication before a security change: the current password must be in the body. Wrong
 * guesses count towards the sign-in rate limit of the account (a stolen session cannot guess it)
 * and are written to the user log.
 */
export async function reauthenticate(deps: { db: Db; clock: Clock }, req: FastifyRequest, user: AuthUser, value: unknown): Promise<UserRow> {
  const { db, clock } = deps;
  const password = secret(value);
  requireBody(reauthSchema, { currentPassword: password });
  const row = getUser(db, user.userId);
  assertLoginAllowed(db, row.email, req.ip, clock.ms());
  if (!(await verifyPassword(password, row.password_hash))) {
    recordLoginFailure(db, row.email, req.ip, clock.ms());
    writeUserLog(db, user, 'reauth-failed', clock.ms(), req.ip);
    throw invalid({ CurrentPassword: [accountMessages.currentPasswordWrong] });
  }
  clearLoginFailures(db, row.email);
  return row;
}
