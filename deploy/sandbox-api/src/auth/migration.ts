import type { Migration } from '../db/migrations/types';

// Sign-in hardening: sign-ups wait for the e-mailed code, two-factor sign-in continues
// from a short-lived challenge instead of the password sent twice, sessions expire when idle.
export const signInMigrations: Migration[] = [
  {
    id: 202611232230,
    name: 'sign-in: pending sign-ups, two-factor challenges, session last use',
    up: `
      CREATE TABLE pending_signups (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE login_challenges (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        method TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      ALTER TABLE tokens ADD COLUMN last_used_at INTEGER;
    `,
  },
  {
    id: 202612010815,
    name: 'sign-in: the phone number given at sign-up waits with the pending sign-up',
    up: `ALTER TABLE pending_signups ADD COLUMN phone_number TEXT;`,
  },
];
