import type { Db } from '../db/open';
import { selectOne } from '../db/query';

export interface UserRow {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled: number;
  totp_last_counter: number | null;
  sms_two_factor: number;
  created_at: number;
  email_notification: number;
  phone_notification: number;
  totp_pending_secret: string | null;
  national_id: string | null;
  /** ISO day (YYYY-MM-DD). */
  birth_date: string | null;
  address: string | null;
  modified_at: number | null;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return selectOne<UserRow>(db, 'SELECT * FROM users WHERE email = ?', email);
}

export function getUser(db: Db, id: number): UserRow {
  return selectOne<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id)!;
}

/** A profile is complete once a phone number is on file (the real portal asks for it after sign-up). */
export const profileCompleted = (u: UserRow) => u.phone_number != null;
export const usesTwoFactor = (u: UserRow) => !!u.totp_enabled || !!u.sms_two_factor;

/** The provider's rights of a user in a customer (login answer, customer-user rows, short-list). */
export interface CustomerFlags {
  isSuperUser: boolean;
  isFinancialManager: boolean;
  isAccountManager: boolean;
}

/**
 * The sandbox's stored role as the provider's flags: the owner is super user and financial and
 * account manager; an admin a super user; members and viewers none (project users), as no
 * membership. The one mapping of roles to flags.
 */
export function rightsOfRole(role: 'owner' | 'admin' | 'member' | 'viewer' | null): CustomerFlags {
  return { isSuperUser: role === 'owner' || role === 'admin', isFinancialManager: role === 'owner', isAccountManager: role === 'owner' };
}
