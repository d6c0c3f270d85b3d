import { ownerLoginAnswer } from '../test/fixtures';
import Fastify from 'fastify';
import type { ExternalProvider } from '@portal/contracts';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';
import { externalSignInFromEnv } from './external-identity-config';
import { CODE_LIFETIME_MS, pkceChallenge } from './external-identity-provider';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** Asks for the provider URL: the URL, its query, and the cookie the browser would now hold. */
async function start(provider: ExternalProvider) {
  const res = await h.api().get(`auth/login-${provider}-url`);
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  const cookie = setCookie.split(';')[0];
  const url = new URL(res.json().url, 'http://portal.test');
  return { url, query: Object.fromEntries(url.searchParams), cookie };
}

/** The person on the consent page picks `account` and allows (or denies): where the provider sends the browser. */
async function consent(provider: ExternalProvider, query: Record<string, string>, account: string, decision = 'allow') {
  const res = await h.app.inject({ method: 'POST', url: `/api/sandbox/idp/${provider}/authorize`, ...form({ ...query, account, decision }) });
  expect(res.statusCode).toBe(303);
  const back = new URL(String(res.headers.location), 'http://portal.test');
  expect(back.pathname).toBe(`/account/login-callback/${provider}`);
  return Object.fromEntries(back.searchParams);
}

/** The provider's callback calls: only the code (Google's in the query, ITO's in the body); the state is this browser's cookie. */
const callback = (provider: ExternalProvider, q: { code?: string }, cookie?: string) =>
  provider === 'ito'
    ? h.app.inject({ method: 'POST', url: '/api/my/auth/login-ito-callback', payload: { code: q.code ?? null }, headers: cookie ? { cookie } : {} })
    : h.app.inject({
        method: 'GET',
        url: `/api/my/auth/login-google-callback?${new URLSearchParams(q.code ? { code: q.code } : {})}`,
        headers: cookie ? { cookie } : {},
      });

/** Start, consent as `account`, and the callback with the browser's cookie. */
async function signIn(provider: ExternalProvider, account: string) {
  const { query, cookie } = await start(provider);
  const back = await consent(provider, query, account);
  return { res: await callback(provider, back, cookie), back, cookie };
}

const count = (sql: string, ...args: unknown[]) =>
  h.db
    .prepare(sql)
    .pluck()
    .get(...args) as number;
const userCount = () => count('SELECT COUNT(*) FROM users');

test('the URL carries the fixed redirect URI, the client, S256 PKCE and a state; the consent page lists the seeded accounts', async () => {
  const { url, query, cookie } = await start('google');
  expect(url.pathname).toBe('/api/sandbox/idp/google/authorize');
  expect(query).toMatchObject({ response_type: 'code', redirect_uri: '/account/login-callback/google', code_challenge_method: 'S256' });
  expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(cookie).toBe(`portal_sign_in_google=${query.state}`);
  // The verifier stays in the sandbox; only its hash travels.
  expect(url.search).not.toContain(h.db.prepare('SELECT code_verifier FROM external_sign_in_requests').pluck().get() as string);
  const page = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('demo@example.com');
  expect(page.body).toContain('other@example.com');
  // A redirect URI of the request's choosing is refused at the provider.
  const evil = await h.app.inject({ method: 'GET', url: `${url.pathname}?${new URLSearchParams({ ...query, redirect_uri: 'https://evil.test/cb' })}` });
  expect(evil.statusCode).toBe(400);
});

test('a verified e-mail links to the existing account: login info like a password login, written to the user log', async () => {
  const users = userCount();
  const { res } = await signIn('google', 'google-demo');
  expect(res.statusCode).toBe(200);
  const info = res.json();
  expect(info).toEqual(ownerLoginAnswer());
  expect(userCount()).toBe(users);
  const list = await h.api(info.accessToken).get('account/profile/external-identities');
  expect(list.json()).toEqual({
    identities: [{ provider: 'google', email: 'demo@example.com', createDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
    hasPassword: true,
  });
  const log = (await h.api(info.accessToken).get('account/user-log?PageNumber=1&PageSize=5')).json();
  // The provider's paged user log; the entry's detail is its `data`.
  expect(log.data[0]).toMatchObject({ data: 'گوگل: demo@example.com' });
  // The second time the link itself signs in.
  const again = await signIn('google', 'google-demo');
  expect(again.res.statusCode).toBe(200);
  expect(count("SELECT COUNT(*) FROM external_identities WHERE provider = 'google'")).toBe(1);
});

test('an account with two-factor on gets accessToken "0" and a challenge here, not a session', async () => {
  const tokens = count('SELECT COUNT(*) FROM tokens');
  const { res } = await signIn('google', 'google-2fa');
  expect(res.json()).toMatchObject({ accessToken: '0', twoFactor: true });
  expect(count('SELECT COUNT(*) FROM tokens')).toBe(tokens);
  expect(count('SELECT COUNT(*) FROM login_challenges WHERE user_id = ?', res.json().userId)).toBe(1);
});

test('an unverified e-mail never links: a taken address is refused with nothing stored, a new one becomes a new customer', async () => {
  const users = userCount();
  const taken = await signIn('google', 'google-unverified');
  expect(taken.res.statusCode).toBe(422);
  expect(taken.res.json()).toMatchObject({ externalSignInFailed: true, message: expect.stringContaining('تأیید نشده') });
  expect(userCount()).toBe(users);
  expect(count('SELECT COUNT(*) FROM external_identities')).toBe(0);

  const fresh = await signIn('ito', 'ito-new');
  expect(fresh.res.statusCode).toBe(200);
  expect(fresh.res.json()).toMatchObject({ twoFactor: false, profileCompleted: false, userTitle: 'رضا آیتو' });
  expect(userCount()).toBe(users + 1);
  const user = h.db
    .prepare("SELECT u.*, c.name AS customer FROM users u JOIN customers c ON c.id = u.customer_id WHERE email = 'new.ito@example.com'")
    .get() as { customer: string; phone_number: string | null };
  expect(user).toMatchObject({ customer: 'رضا آیتو', phone_number: null });
  // No password: the password form does not open it.
  const password = await h.api().post('auth/login', { email: 'new.ito@example.com', password: '' });
  expect(password.statusCode).toBe(422);
});

test('a code brought to another browser is refused: without a pending sign-in of its own, or with another one', async () => {
  const a = await start('google');
  const b = await start('google');
  const back = await consent('google', a.query, 'google-demo');
  // No cookie: no sign-in was started in this browser; the code is not even redeemed.
  const none = await callback('google', back);
  expect(none.statusCode).toBe(422);
  expect(none.json().message).toContain('همین مرورگر');
  expect(count('SELECT COUNT(*) FROM sandbox_idp_codes WHERE used_at IS NOT NULL')).toBe(0);
  // Another browser's cookie: its verifier does not match the code's challenge.
  const other = await callback('google', back, b.cookie);
  expect(other.statusCode).toBe(422);
  expect(other.json()).toMatchObject({ externalSignInFailed: true });
  expect(count('SELECT COUNT(*) FROM external_identities')).toBe(0);
});

test('a code issued for another PKCE challenge is refused', async () => {
  const mine = await start('ito');
  const theirs = await start('ito');
  // The attacker's code (consented with their own challenge) pasted into the victim's callback.
  const back = await consent('ito', theirs.query, 'ito-demo');
  const res = await callback('ito', { code: back.code }, mine.cookie);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ externalSignInFailed: true, message: expect.stringContaining('کد ورود') });
  expect(count('SELECT COUNT(*) FROM external_identities')).toBe(0);
});

test('a code is single use: the replay is refused', async () => {
  const first = await signIn('google', 'google-demo');
  expect(first.res.statusCode).toBe(200);
  // The same code again, with a fresh state of this browser (the first one is spent too).
  const fresh = await start('google');
  const replay = await callback('google', { code: first.back.code }, fresh.cookie);
  expect(replay.statusCode).toBe(422);
  expect(replay.json().message).toContain('قبلاً استفاده شده');
  const sameState = await callback('google', first.back, first.cookie);
  expect(sameState.statusCode).toBe(422);
});

test('a code lives 60 seconds', async () => {
  const late = await start('google');
  const back = await consent('google', late.query, 'google-demo');
  h.time.advance(CODE_LIFETIME_MS);
  const res = await callback('google', back, late.cookie);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toContain('منقضی');

  const inTime = await start('google');
  const back2 = await consent('google', inTime.query, 'google-demo');
  h.time.advance(CODE_LIFETIME_MS - 1_000);
  expect((await callback('google', back2, inTime.cookie)).statusCode).toBe(200);
});

test('deny sends the browser back with access_denied and stores nothing', async () => {
  const { query } = await start('google');
  const back = await consent('google', query, 'google-demo', 'deny');
  expect(back).toEqual({ error: 'access_denied', state: query.state });
  expect(count('SELECT COUNT(*) FROM sandbox_idp_codes')).toBe(0);
});

test('unlink: refused when it is the only way to sign in, else removed and logged', async () => {
  const created = (await signIn('ito', 'ito-new')).res.json().accessToken as string;
  const api = h.api(created);
  const refused = await api.del('account/profile/external-identities/ito');
  expect(refused.statusCode).toBe(422);
  expect(refused.json().message).toContain('تنها راه ورود');
  expect((await api.get('account/profile/external-identities')).json().identities).toHaveLength(1);

  // The demo user has a password: both links can go.
  const demo = h.api((await signIn('google', 'google-demo')).res.json().accessToken);
  await signIn('ito', 'ito-demo');
  expect((await demo.get('account/profile/external-identities')).json().identities.map((i: { provider: string }) => i.provider)).toEqual(['google', 'ito']);
  const res = await demo.del('account/profile/external-identities/google');
  expect(res.statusCode).toBe(200);
  expect(res.json().identities.map((i: { provider: string }) => i.provider)).toEqual(['ito']);
  expect((await demo.del('account/profile/external-identities/google')).statusCode).toBe(404);
  const log = (await demo.get('account/user-log?PageNumber=1&PageSize=1')).json();
  expect(log.data[0]).toMatchObject({ data: 'گوگل: demo@example.com' });
  expect(DEMO_CREDENTIALS.demo.email).toBe('demo@example.com');
});

test('a provider configured as a real one has no sandbox consent page', async () => {
  const real = harness({
    externalSignIn: {
      google: {
        provider: 'google',
        kind: 'oauth',
        clientId: 'id',
        clientSecret: 's',
        authorizeUrl: 'https://accounts.example/auth',
        tokenUrl: 'https://accounts.example/token',
        userinfoUrl: 'https://accounts.example/userinfo',
        redirectUri: 'https://portal.example/account/login-callback/google',
        scope: 'openid email',
      },
      ito: null,
    },
  });
  try {
    const url = await real.api().get('auth/login-google-url');
    expect(url.json().url).toMatch(/^https:\/\/accounts\.example\/auth\?/);
    expect((await real.app.inject({ method: 'GET', url: '/api/sandbox/idp/google/authorize' })).statusCode).toBe(404);
    expect((await real.api().get('auth/login-ito-url')).statusCode).toBe(404);
  } finally {
    await real.close();
  }
});

test('a real provider: the code is redeemed over HTTP with the client secret, redirect URI and PKCE verifier; its verified e-mail links', async () => {
  // A stand-in for Google's token and userinfo endpoints on loopback.
  const provider = Fastify();
  provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const challenges = new Map<string, string>();
  const tokenRequests: Record<string, string>[] = [];
  provider.post('/token', async (req, reply) => {
    const body = req.body as Record<string, string>;
    tokenRequests.push(body);
    const ok =
      body.client_secret === 'top-secret' &&
      body.redirect_uri === 'https://portal.example/cb' &&
      pkceChallenge(body.code_verifier) === challenges.get(body.code);
    return ok ? { access_token: `at-${body.code}`, token_type: 'Bearer' } : reply.code(400).send({ error: 'invalid_grant' });
  });
  provider.get('/userinfo', async (req) => {
    expect(req.headers.authorization).toBe('Bearer at-good');
    return { sub: '1099', email: 'Demo@Example.com', email_verified: true, given_name: 'D', family_name: 'U' };
  });
  const base = await provider.listen({ port: 0, host: '127.0.0.1' });
  const real = harness({
    externalSignIn: {
      google: {
        provider: 'google',
        kind: 'oauth',
        clientId: 'portal',
        clientSecret: 'top-secret',
        authorizeUrl: `${base}/auth`,
        tokenUrl: `${base}/token`,
        userinfoUrl: `${base}/userinfo`,
        redirectUri: 'https://portal.example/cb',
        scope: 'openid email',
      },
      ito: null,
    },
  });
  try {
    const begin = async () => {
      const res = await real.api().get('auth/login-google-url');
      const url = new URL(res.json().url);
      return {
        state: url.searchParams.get('state')!,
        challenge: url.searchParams.get('code_challenge')!,
        cookie: String(res.headers['set-cookie']).split(';')[0],
      };
    };
    const cb = (code: string, _state: string, cookie: string) =>
      real.app.inject({ method: 'GET', url: `/api/my/auth/login-google-callback?${new URLSearchParams({ code })}`, headers: { cookie } });

    const first = await begin();
    challenges.set('good', first.challenge);
    const res = await cb('good', first.state, first.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactor: false, userTitle: 'کاربر نمونه' });
    expect(tokenRequests[0]).toMatchObject({ grant_type: 'authorization_code', code: 'good', client_id: 'portal', redirect_uri: 'https://portal.example/cb' });

    // The provider refuses a code (here: issued for another challenge): 422, nothing linked twice.
    const second = await begin();
    challenges.set('bad', 'x'.repeat(43));
    const refused = await cb('bad', second.state, second.cookie);
    expect(refused.statusCode).toBe(422);
    expect(real.db.prepare('SELECT COUNT(*) FROM external_identities').pluck().get()).toBe(1);
  } finally {
    await real.close();
    await provider.close();
  }
});

test('configuration: the sandbox provider by default; a client id switches to the real one and needs its secret and absolute redirect URI', () => {
  const none = externalSignInFromEnv({});
  expect(none.google).toMatchObject({ kind: 'sandbox', redirectUri: '/account/login-callback/google', authorizeUrl: '/api/sandbox/idp/google/authorize' });
  expect(none.ito).toMatchObject({ kind: 'sandbox', redirectUri: '/account/login-callback/ito' });
  const google = externalSignInFromEnv({
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 's',
    GOOGLE_REDIRECT_URI: 'https://portal.example/account/login-callback/google',
  }).google;
  expect(google).toMatchObject({
    kind: 'oauth',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
  });
  expect(() => externalSignInFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).toThrow('GOOGLE_REDIRECT_URI');
  // ITO publishes no endpoints we could default to.
  expect(() => externalSignInFromEnv({ ITO_CLIENT_ID: 'id', ITO_CLIENT_SECRET: 's', ITO_REDIRECT_URI: 'https://p/cb' })).toThrow('ITO_AUTH_URL');
});
