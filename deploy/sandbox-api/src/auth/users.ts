import type { LoginResponse } from '@portal/contracts';
import type { Db } from '../db/open';

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
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function getUser(db: Db, id: number): UserRow {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
}

/** A profile is complete once a phone number is on file (the real portal asks for it after sign-up). */
export const profileCompleted = (u: UserRow) => u.phone_number != null;
export const usesTwoFactor = (u: UserRow) => !!u.totp_enabled || !!u.sms_two_factor;

export function loginResponse(u: UserRow, accessToken: string): LoginResponse {
  return { accessToken, twoFactor: usesTwoFactor(u), profileCompleted: profileCompleted(u), userTitle: `${u.first_name} ${u.last_name}`.trim() };
}
