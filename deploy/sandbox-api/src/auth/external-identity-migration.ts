import type { Migration } from '../db/migrations/types';

// Sign-in with an external identity provider: identities linked to users, the portal
// client's pending requests (state and PKCE verifier, kept server-side) and the sandbox provider's
// authorisation codes (single use, 60 seconds).
export const externalSignInMigrations: Migration[] = [
  {
    id: 202611240130,
    name: 'external sign-in: linked identities, pending requests, sandbox provider codes',
    up: `
      CREATE TABLE external_identities (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider TEXT NOT NULL,
        subject TEXT NOT NULL,
        email TEXT NOT NULL,
        linked_at INTEGER NOT NULL,
        UNIQUE (provider, subject),
        UNIQUE (user_id, provider)
      );
      CREATE TABLE external_sign_in_requests (
        state_hash TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        code_verifier TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE sandbox_idp_codes (
        code_hash TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        subject TEXT NOT NULL,
        client_id TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
];
