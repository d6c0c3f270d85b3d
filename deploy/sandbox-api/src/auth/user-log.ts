import type { Db } from '../db/open';
import type { AuthUser } from './tokens';
import { selectValue } from '../db/query';

/**
 * Security-relevant events of the user log, each written as the provider's log names an activity:
 * the controller and the action that did it (`profile` / `edit-email`). The portal names them in
 * Persian by `controller/action`.
 */
export const USER_LOG_ACTIVITIES = {
  'profile-edited': ['profile', 'edit'],
  'email-change-requested': ['profile', 'edit-email'],
  'email-changed': ['profile', 'confirm-email'],
  'phone-change-requested': ['profile', 'edit-phone-number'],
  'phone-changed': ['profile', 'confirm-phone-number'],
  'password-changed': ['profile', 'change-password'],
  'reauth-failed': ['profile', 'wrong-password'],
  'notification-changed': ['profile', 'edit-notification'],
  'totp-setup-started': ['profile', 'enable-totp'],
  'totp-enabled': ['profile', 'enable-totp-confirm'],
  'totp-disabled': ['profile', 'disable-totp'],
  'sms-setup-started': ['profile', 'enable-sms'],
  'sms-enabled': ['profile', 'enable-sms-confirm'],
  'sms-disabled': ['profile', 'disable-sms'],
  'customer-edited': ['customer', 'edit'],
  'customer-converted-to-legal': ['customer', 'convert-to-legal'],
  'customer-changed': ['customer-user', 'change-customer'],
  'customer-user-created': ['customer-user', 'create'],
  'customer-user-deleted': ['customer-user', 'delete'],
  'project-created': ['project', 'create'],
  'project-deleted': ['project', 'delete'],
  'project-user-added': ['project-user', 'create'],
  'project-user-edited': ['project-user', 'edit'],
  'project-user-removed': ['project-user', 'delete'],
  'external-identity-linked': ['external-identity', 'link'],
  'external-identity-unlinked': ['external-identity', 'unlink'],
} as const satisfies Record<string, readonly [string, string]>;
export type UserLogEvent = keyof typeof USER_LOG_ACTIVITIES;

/** Writes one event of the user log; the caller's title is copied so the entry outlives the user. `detail` is never a secret. */
export function writeUserLog(db: Db, user: AuthUser, event: UserLogEvent, at: number, ip: string | null, detail: string | null = null): void {
  const title = selectValue<string>(db, "SELECT first_name || ' ' || last_name FROM users WHERE id = ?", user.userId);
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
