import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ExternalProvider } from '@portal/contracts';
import type { SandboxCore } from '../core';
import type { Db } from '../db/open';
import { messages } from '../messages';
import type { ExternalSignInConfig, ProviderClient } from './external-identity-config';
import { sha256 } from './tokens';
import { selectOne } from '../db/query';

// The sandbox's identity provider ("Google-sandbox", "ITO-sandbox"): a consent page where a person
// picks one of the provider's seeded accounts and allows or denies, then an authorisation code
// (single use, 60 seconds, bound to the client, the redirect URI and the PKCE challenge) that the
// portal's side redeems in process. Served only for providers that are not configured as real ones.

export const CODE_LIFETIME_MS = 60_000;

/** What a provider asserts about the person (OpenID Connect's sub, email, email_verified, names). */
export interface ProviderIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * The accounts each sandbox provider knows (the README's demo section names them). They live at
 * the "provider", not in the portal: which portal account they reach is decided by the sign-in.
 */
export const SANDBOX_IDP_ACCOUNTS: Record<ExternalProvider, readonly ProviderIdentity[]> = {
  google: [
    { subject: 'google-demo', email: 'demo@example.com', emailVerified: true, firstName: 'کاربر', lastName: 'نمایشی' },
    { subject: 'google-2fa', email: '2fa@example.com', emailVerified: true, firstName: 'کاربر', lastName: 'دومرحله‌ای' },
    { subject: 'google-new', email: 'new.google@example.com', emailVerified: true, firstName: 'سارا', lastName: 'گوگلی' },
    { subject: 'google-unverified', email: 'other@example.com', emailVerified: false, firstName: 'ناشناس', lastName: 'تأییدنشده' },
  ],
  ito: [
    { subject: 'ito-demo', email: 'demo@example.com', emailVerified: true, firstName: 'کاربر', lastName: 'نمایشی' },
    { subject: 'ito-company', email: 'company@example.com', emailVerified: true, firstName: 'مدیر', lastName: 'شرکت' },
    { subject: 'ito-new', email: 'new.ito@example.com', emailVerified: false, firstName: 'رضا', lastName: 'آیتو' },
  ],
};

const base64url = (buf: Buffer) => buf.toString('base64url');
export const pkceChallenge = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
}

/** The request is the registered client's, to its registered redirect URI, with an S256 challenge; else null. */
function checkAuthorize(client: ProviderClient, q: Record<string, unknown>): AuthorizeParams | null {
  const s = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
  if (s('response_type') !== 'code' || s('client_id') !== client.clientId || s('redirect_uri') !== client.redirectUri) return null;
  if (s('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(s('code_challenge'))) return null;
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(s('state'))) return null;
  return { client_id: s('client_id'), redirect_uri: s('redirect_uri'), state: s('state'), code_challenge: s('code_challenge') };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A file, not an inline <style>: the portal's CSP allows styles from 'self' only.
const CSS_PATH = '/api/sandbox/idp/consent.css';
const css = `body{margin:0;font-family:Vazirmatn,Tahoma,sans-serif;background:#f1f3f4;color:#202124}
main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #dadce0;border-radius:10px;padding:24px;box-sizing:border-box}
@media (max-width:480px){main{margin:0;border-radius:0;border:0;min-height:100vh}}
h1{font-size:20px;margin:0 0 12px}p{line-height:1.9;margin:0 0 16px;color:#3c4043}
fieldset{border:0;margin:0 0 16px;padding:0}legend{font-weight:700;margin-bottom:8px}
label.acc{display:flex;gap:10px;align-items:flex-start;border:1px solid #dadce0;border-radius:8px;padding:10px;margin-bottom:8px;cursor:pointer}
label.acc:focus-within{outline:2px solid #1a73e8}
.mail{direction:ltr;unicode-bidi:isolate;display:block;font-size:14px}.tag{font-size:12px;color:#0d652d}.tag.no{color:#a50e0e}
.actions{display:flex;gap:8px;flex-wrap:wrap}button{font:inherit;border-radius:6px;padding:8px 18px;cursor:pointer;border:1px solid #1a73e8}
button.allow{background:#1a73e8;color:#fff}button.deny{background:#fff;color:#1a73e8}
[role=alert]{color:#a50e0e}`;

function page(provider: ExternalProvider, body: string): string {
  const name = messages.providerName[provider];
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(messages.idpTitle(name))}</title><link rel="stylesheet" href="${CSS_PATH}"></head><body><main><h1>${escapeHtml(messages.idpTitle(name))}</h1>${body}</main></body></html>`;
}

function consentForm(provider: ExternalProvider, params: AuthorizeParams, error = ''): string {
  const name = messages.providerName[provider];
  const hidden = Object.entries({ ...params, response_type: 'code', code_challenge_method: 'S256' })
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  const accounts = SANDBOX_IDP_ACCOUNTS[provider]
    .map(
      (a, i) =>
        `<label class="acc"><input type="radio" name="account" value="${escapeHtml(a.subject)}"${i === 0 ? ' checked' : ''}><span><bdi>${escapeHtml(`${a.firstName} ${a.lastName}`)}</bdi><span class="mail">${escapeHtml(a.email)}</span><span class="tag${a.emailVerified ? '' : ' no'}">${a.emailVerified ? messages.idpVerified : messages.idpUnverified}</span></span></label>`,
    )
    .join('');
  return page(
    provider,
    `<p>${escapeHtml(messages.idpIntro(name))}</p>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}<form method="post" action="${escapeHtml(`/api/sandbox/idp/${provider}/authorize`)}">${hidden}<fieldset><legend>${messages.idpPickAccount}</legend>${accounts}</fieldset><div class="actions"><button class="allow" type="submit" name="decision" value="allow">${messages.idpAllow}</button><button class="deny" type="submit" name="decision" value="deny">${messages.idpDeny}</button></div></form>`,
  );
}

const withQuery = (uri: string, query: Record<string, string>) => `${uri}${uri.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

/** Issues a code for `subject` (the consent page's "allow"); exported for tests that skip the page. */
export function issueSandboxCode(
  db: Db,
  provider: ExternalProvider,
  subject: string,
  params: Pick<AuthorizeParams, 'client_id' | 'redirect_uri' | 'code_challenge'>,
  nowMs: number,
): string {
  const code = base64url(randomBytes(32));
  db.prepare('DELETE FROM sandbox_idp_codes WHERE expires_at <= ?').run(nowMs - CODE_LIFETIME_MS);
  db.prepare(
    'INSERT INTO sandbox_idp_codes (code_hash, provider, subject, client_id, redirect_uri, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(sha256(code), provider, subject, params.client_id, params.redirect_uri, params.code_challenge, nowMs + CODE_LIFETIME_MS);
  return code;
}

export interface CodeRedemption {
  code: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  codeVerifier: string;
}

/**
 * The provider's token endpoint, in process: the identity behind a code, or null when the code is
 * unknown, expired, already used, or not this client's, redirect URI's or verifier's. The first
 * redemption spends the code whatever its outcome, so a replay is always refused.
 */
export function redeemSandboxCode(db: Db, client: ProviderClient, r: CodeRedemption, nowMs: number): ProviderIdentity | null {
  if (r.clientId !== client.clientId || r.clientSecret !== client.clientSecret) return null;
  const hash = sha256(r.code);
  const row = selectOne<{ subject: string; client_id: string; redirect_uri: string; code_challenge: string; expires_at: number; used_at: number | null }>(
    db,
    'SELECT * FROM sandbox_idp_codes WHERE code_hash = ? AND provider = ?',
    hash,
    client.provider,
  );
  if (!row) return null;
  // Synchronous: of two requests with the same code, only the first finds it unused.
  const claimed = db.prepare('UPDATE sandbox_idp_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL').run(nowMs, hash).changes === 1;
  if (!claimed || row.expires_at <= nowMs) return null;
  if (row.client_id !== r.clientId || row.redirect_uri !== r.redirectUri || pkceChallenge(r.codeVerifier) !== row.code_challenge) return null;
  return SANDBOX_IDP_ACCOUNTS[client.provider].find((a) => a.subject === row.subject) ?? null;
}

const html = (reply: FastifyReply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');

/** GET/POST /api/sandbox/idp/{provider}/authorize for each provider the sandbox plays. */
export async function registerSandboxIdp(app: FastifyInstance, core: SandboxCore, config: ExternalSignInConfig): Promise<void> {
  const clients = Object.values(config).filter((c): c is ProviderClient => !!c && c.kind === 'sandbox');
  if (!clients.length) return;
  await app.register(async (idp) => {
    idp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    idp.get(CSS_PATH, async (_req, reply) => reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(css));
    for (const client of clients) {
      const path = `/api/sandbox/idp/${client.provider}/authorize`;
      idp.get(path, async (req, reply) => {
        const params = checkAuthorize(client, (req.query ?? {}) as Record<string, unknown>);
        if (!params)
          return html(reply)
            .code(400)
            .send(page(client.provider, `<p role="alert">${escapeHtml(messages.idpBadRequest)}</p>`));
        return html(reply).send(consentForm(client.provider, params));
      });
      idp.post(path, async (req, reply) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const params = checkAuthorize(client, body);
        if (!params)
          return html(reply)
            .code(400)
            .send(page(client.provider, `<p role="alert">${escapeHtml(messages.idpBadRequest)}</p>`));
        if (body.decision !== 'allow')
          return reply
            .code(303)
            .header('location', withQuery(params.redirect_uri, { error: 'access_denied', state: params.state }))
            .send();
        const account = SANDBOX_IDP_ACCOUNTS[client.provider].find((a) => a.subject === body.account);
        if (!account)
          return html(reply)
            .code(422)
            .send(consentForm(client.provider, params, messages.idpNoAccount));
        const code = issueSandboxCode(core.db, client.provider, account.subject, params, core.clock.ms());
        return reply
          .code(303)
          .header('location', withQuery(params.redirect_uri, { code, state: params.state }))
          .send();
      });
    }
  });
}
