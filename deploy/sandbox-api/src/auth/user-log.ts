import type { UserLogEvent } from '@portal/contracts';
import type { Db } from '../db/open';
import type { AuthUser } from './tokens';

/** Writes one event of the user log; the caller's title is copied so the entry outlives the user. */
export function writeUserLog(db: Db, user: AuthUser, event: UserLogEvent, at: number, ip: string | null, detail: string | null = null): void {
  const title = db.prepare("SELECT first_name || ' ' || last_name FROM users WHERE id = ?").pluck().get(user.userId) as string | undefined;
  db.prepare('INSERT INTO user_log (customer_id, user_id, user_title, event, detail, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    user.customerId,
    user.userId,
    (title ?? '').trim(),
    event,
    detail,
    ip,
    at,
  );
}
