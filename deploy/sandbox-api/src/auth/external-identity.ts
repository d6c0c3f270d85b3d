import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api, externalLoginUrl, externalProviders, type ExternalIdentityList, type ExternalProvider, type LoginResponse } from '@portal/contracts';
import type { SandboxCore } from '../core';
import type { Db } from '../db/open';
import { HttpError, notFound } from '../http/errors';
import { publicRoute, route } from '../http/route';
import { iso } from '../clock';
import { messages } from '../messages';
import type { ProviderClient } from './external-identity-config';
import { pkceChallenge, redeemSandboxCode, type ProviderIdentity } from './external-identity-provider';
import { signInAnswer } from './sign-in-answer';
import { sha256, type AuthUser } from './tokens';
import { writeUserLog } from './user-log';
import { findUserByEmail, getUser, type UserRow } from './users';
import { selectAll, selectOne, selectValue } from '../db/query';

// The portal as a client of Google and ITO: authorisation-code flow with PKCE (S256). The URL call
// binds a random state to this browser (an HttpOnly SameSite=Lax cookie) and keeps the PKCE
// verifier here; the callback (the provider's: only the code, Google's in the query, ITO's in the
// body) finds the pending request by this browser's cookie, spends it (single use), redeems the
// code with its verifier, and answers login info like a password login. A code obtained in another
// browser's flow is refused: it was issued for another PKCE challenge (RFC 9700 §2.1).

/** How long the browser may stay at the provider's page. */
export const REQUEST_LIFETIME_MS = 10 * 60_000;
const cookieName = (provider: ExternalProvider) => `portal_sign_in_${provider}`;
const COOKIE_PATH = '/api/my/auth';

/** A user created by an external sign-in has no password: this hash matches none. */
export const NO_PASSWORD = '';
export const hasPassword = (u: UserRow) => u.password_hash.startsWith('scrypt$');

const refused = (message: string) => new HttpError(422, { message, errorMessage: message, externalSignInFailed: true });

function readCookie(req: FastifyRequest, name: string): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

function setStateCookie(req: FastifyRequest, reply: FastifyReply, provider: ExternalProvider, value: string, maxAgeS: number) {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${cookieName(provider)}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}${secure}`);
}

/** A real provider's token and userinfo endpoints (OpenID Connect style); null when it refuses. */
async function redeemOverHttp(client: ProviderClient, code: string, verifier: string): Promise<ProviderIdentity | null> {
  const tokenAnswer = await fetch(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (tokenAnswer.status >= 400 && tokenAnswer.status < 500) return null;
  if (!tokenAnswer.ok) throw new Error(`token endpoint answered ${tokenAnswer.status}`);
  const token = (await tokenAnswer.json()) as { access_token?: unknown };
  if (typeof token.access_token !== 'string') return null;
  const infoAnswer = await fetch(client.userinfoUrl, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!infoAnswer.ok) throw new Error(`userinfo endpoint answered ${infoAnswer.status}`);
  const info = (await infoAnswer.json()) as Record<string, unknown>;
  if (typeof info.sub !== 'string' || typeof info.email !== 'string') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    subject: info.sub,
    email: info.email.trim().toLowerCase(),
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    firstName: str(info.given_name),
    lastName: str(info.family_name),
  };
}

/**
 * The portal user an identity signs in: the one it is linked to; else, only when the provider
 * asserts the e-mail as verified, the account with that e-mail (linked now); else a new customer
 * (profile incomplete: no phone number yet). All synchronous, in one transaction.
 */
function userForIdentity(core: SandboxCore, provider: ExternalProvider, id: ProviderIdentity, ip: string): UserRow {
  const { db, clock } = core;
  return db.transaction(() => {
    const linked = selectValue<number>(db, 'SELECT user_id FROM external_identities WHERE provider = ? AND subject = ?', provider, id.subject);
    if (linked) return getUser(db, linked);
    const now = clock.ms();
    const owner = findUserByEmail(db, id.email);
    let user: UserRow;
    if (owner) {
      if (!id.emailVerified) throw refused(messages.externalEmailUnverified);
      if (db.prepare('SELECT 1 FROM external_identities WHERE user_id = ? AND provider = ?').get(owner.id, provider))
        throw refused(messages.externalOtherLinked);
      user = owner;
    } else {
      const firstName = id.firstName.trim().slice(0, 50) || id.email.split('@')[0];
      const lastName = id.lastName.trim().slice(0, 50);
      const customerId = db.prepare('INSERT INTO customers (name, created_at) VALUES (?, ?)').run(`${firstName} ${lastName}`.trim(), now).lastInsertRowid;
      const userId = db
        .prepare('INSERT INTO users (customer_id, first_name, last_name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(customerId, firstName, lastName, id.email, NO_PASSWORD, now).lastInsertRowid as number;
      user = getUser(db, userId);
    }
    db.prepare('INSERT INTO external_identities (user_id, provider, subject, email, linked_at) VALUES (?, ?, ?, ?, ?)').run(
      user.id,
      provider,
      id.subject,
      id.email,
      now,
    );
    writeUserLog(db, { userId: user.id, customerId: user.customer_id }, 'external-identity-linked', now, ip, `${messages.providerName[provider]}: ${id.email}`);
    return user;
  })();
}

function identityList(db: Db, user: AuthUser): ExternalIdentityList {
  const rows = selectAll<{
    provider: ExternalProvider;
    email: string;
    linked_at: number;
  }>(db, 'SELECT provider, email, linked_at FROM external_identities WHERE user_id = ? ORDER BY linked_at', user.userId);
  return {
    identities: rows.map((r) => ({ provider: r.provider, email: r.email, createDate: iso(r.linked_at)! })),
    hasPassword: hasPassword(getUser(db, user.userId)),
  };
}

export function registerExternalSignInRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  for (const provider of externalProviders) {
    const client = core.externalSignIn[provider];
    publicRoute(my, externalLoginUrl[provider], ({ req, reply }) => {
      if (!client) throw notFound(messages.externalUnknownProvider);
      const now = clock.ms();
      const state = randomBytes(32).toString('base64url');
      const verifier = randomBytes(48).toString('base64url');
      db.prepare('DELETE FROM external_sign_in_requests WHERE expires_at <= ?').run(now);
      db.prepare('INSERT INTO external_sign_in_requests (state_hash, provider, code_verifier, expires_at) VALUES (?, ?, ?, ?)').run(
        sha256(state),
        provider,
        verifier,
        now + REQUEST_LIFETIME_MS,
      );
      setStateCookie(req, reply, provider, state, REQUEST_LIFETIME_MS / 1000);
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: client.redirectUri,
        scope: client.scope,
        state,
        code_challenge: pkceChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return { url: `${client.authorizeUrl}?${query}` };
    });

    const callback = async (req: FastifyRequest, reply: FastifyReply, rawCode: unknown): Promise<LoginResponse> => {
      if (!client) throw notFound(messages.externalUnknownProvider);
      const state = readCookie(req, cookieName(provider));
      // Whatever happens next, this browser's pending request is over.
      setStateCookie(req, reply, provider, '', 0);
      const code = typeof rawCode === 'string' ? rawCode : '';
      if (!code || !state) throw refused(messages.externalStateMismatch);
      const now = clock.ms();
      const pending = selectOne<{ code_verifier: string; expires_at: number }>(
        db,
        'SELECT code_verifier, expires_at FROM external_sign_in_requests WHERE state_hash = ? AND provider = ?',
        sha256(state),
        provider,
      );
      db.prepare('DELETE FROM external_sign_in_requests WHERE state_hash = ?').run(sha256(state));
      if (!pending || pending.expires_at <= now) throw refused(messages.externalStateMismatch);
      const redemption = {
        code,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        redirectUri: client.redirectUri,
        codeVerifier: pending.code_verifier,
      };
      let identity: ProviderIdentity | null;
      try {
        identity = client.kind === 'sandbox' ? redeemSandboxCode(db, client, redemption, now) : await redeemOverHttp(client, code, pending.code_verifier);
      } catch (error) {
        req.log.warn({ err: error, provider }, 'external sign-in: provider unreachable');
        throw new HttpError(502, { message: messages.externalProviderUnavailable, externalSignInFailed: true });
      }
      if (!identity) throw refused(messages.externalCodeRefused);
      return signInAnswer(core, userForIdentity(core, provider, identity, req.ip), req.log);
    };
    if (provider === 'google') publicRoute(my, api.auth.loginGoogleCallback, ({ query, req, reply }) => callback(req, reply, query.code));
    else publicRoute(my, api.auth.loginItoCallback, ({ body, req, reply }) => callback(req, reply, body.code));
  }

  route(my, core, api.auth.externalIdentities, ({ user }) => identityList(db, user));

  route(my, core, api.auth.unlinkExternalIdentity, ({ user, params, req }) => {
    const list = identityList(db, user);
    const identity = list.identities.find((i) => i.provider === params.provider);
    if (!identity) throw notFound(messages.externalNotLinked);
    if (!list.hasPassword && list.identities.length === 1)
      throw new HttpError(422, { message: messages.externalUnlinkLastWay, errorMessage: messages.externalUnlinkLastWay });
    db.prepare('DELETE FROM external_identities WHERE user_id = ? AND provider = ?').run(user.userId, identity.provider);
    writeUserLog(db, user, 'external-identity-unlinked', clock.ms(), req.ip, `${messages.providerName[identity.provider]}: ${identity.email}`);
    return identityList(db, user);
  });
}
