import { randomBytes } from 'node:crypto';
import type { ExternalProvider } from '@portal/contracts';

// Which identity provider the portal sends the browser to, per provider. By default the sandbox's
// own provider (a consent page it serves itself, so the flow runs with no network); setting a
// provider's client id switches it to the real one, and the sandbox's page for it is then gone.

/** The portal as a client of one provider. The redirect URI is fixed here, never taken from a request. */
export interface ProviderClient {
  provider: ExternalProvider;
  /** 'sandbox': the sandbox's provider answers, in process; 'oauth': a real provider over HTTPS. */
  kind: 'sandbox' | 'oauth';
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  redirectUri: string;
  scope: string;
}

/** `null` for a provider: not offered (its endpoints answer 404). */
export type ExternalSignInConfig = Record<ExternalProvider, ProviderClient | null>;

/** The redirect URI of the sandbox provider: the host's callback route of that provider. */
export const sandboxRedirectUri = (provider: ExternalProvider) => `/account/login-callback/${provider}`;
export const sandboxAuthorizePath = (provider: ExternalProvider) => `/api/sandbox/idp/${provider}/authorize`;
export const SANDBOX_CLIENT_ID = 'cloud-portal';

const ENV_PREFIX: Record<ExternalProvider, string> = { google: 'GOOGLE', ito: 'ITO' };
/** Google's published endpoints; ITO has none by default, so its URLs must be configured. */
const DEFAULTS: Record<ExternalProvider, { authorizeUrl?: string; tokenUrl?: string; userinfoUrl?: string; scope: string }> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  ito: { scope: 'openid email profile' },
};

function providerFromEnv(provider: ExternalProvider, env: NodeJS.ProcessEnv): ProviderClient {
  const p = ENV_PREFIX[provider];
  const get = (name: string) => env[`${p}_${name}`]?.trim() || undefined;
  const clientId = get('CLIENT_ID');
  if (!clientId) {
    return {
      provider,
      kind: 'sandbox',
      clientId: SANDBOX_CLIENT_ID,
      // Known only to this process: the sandbox provider checks it like a real one would.
      clientSecret: randomBytes(24).toString('base64url'),
      authorizeUrl: sandboxAuthorizePath(provider),
      tokenUrl: '',
      userinfoUrl: '',
      redirectUri: get('REDIRECT_URI') ?? sandboxRedirectUri(provider),
      scope: DEFAULTS[provider].scope,
    };
  }
  const d = DEFAULTS[provider];
  const required = (name: string, fallback?: string) => {
    const value = get(name) ?? fallback;
    if (!value) throw new Error(`${p}_CLIENT_ID is set: ${p}_${name} is required too`);
    return value;
  };
  return {
    provider,
    kind: 'oauth',
    clientId,
    clientSecret: required('CLIENT_SECRET'),
    authorizeUrl: required('AUTH_URL', d.authorizeUrl),
    tokenUrl: required('TOKEN_URL', d.tokenUrl),
    userinfoUrl: required('USERINFO_URL', d.userinfoUrl),
    // A real provider compares it with the registered one character for character: absolute.
    redirectUri: required('REDIRECT_URI'),
    scope: get('SCOPE') ?? d.scope,
  };
}

/** GOOGLE_* and ITO_* variables (see the README's configuration table). */
export function externalSignInFromEnv(env: NodeJS.ProcessEnv = process.env): ExternalSignInConfig {
  return { google: providerFromEnv('google', env), ito: providerFromEnv('ito', env) };
}
