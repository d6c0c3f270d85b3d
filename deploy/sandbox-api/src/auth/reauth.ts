import type { FastifyRequest } from 'fastify';
import { changePasswordSchema } from '@portal/contracts';
import type { Db } from '../db/open';
import type { Clock } from '../clock';
import { invalid } from '../http/errors';
import { requireBody } from '../http/input';
import { accountMessages } from '../messages';
import { verifyPassword } from './password';
import { clearLoginFailures, reserveReauth } from './rate-limit';
import { secret } from './rules';
import type { AuthUser } from './tokens';
import { getUser, type UserRow } from './users';
import { writeUserLog } from './user-log';

/**
 * Re-authentication before a security change: the current password must be in the body. Wrong
 * guesses count towards the account's failures (a stolen session cannot guess it: five and it is
 * refused for a while, and the next sign-in needs a captcha) and are written to the user log.
 */
export async function reauthenticate(deps: { db: Db; clock: Clock }, req: FastifyRequest, user: AuthUser, value: unknown): Promise<UserRow> {
  const { db, clock } = deps;
  const password = secret(value);
  requireBody({ currentPassword: changePasswordSchema.currentPassword }, { currentPassword: password });
  const row = getUser(db, user.userId);
  // Counted before the asynchronous hash, so parallel guesses cannot all pass the limit.
  reserveReauth(db, { email: row.email, ip: req.ip }, clock.ms());
  if (!(await verifyPassword(password, row.password_hash))) {
    writeUserLog(db, user, 'reauth-failed', clock.ms(), req.ip);
    throw invalid({ CurrentPassword: [accountMessages.currentPasswordWrong] });
  }
  clearLoginFailures(db, row.email);
  return row;
}
