import { useEffect } from 'react';
import { api, type ExternalProvider, type LoginResponse } from '@portal/contracts';
import { call, isApiError } from '@portal/api';
import { needsSecondFactor, useAuthStore } from '@portal/session';
import { hostMessages } from '../messages';
import { AuthCard } from './AuthCard';
import { goTo, publicPaths } from './public-router';
import { setSignInNotice } from './sign-in-notice';

const t = hostMessages.externalSignIn;
/** One exchange per callback URL: a code is single use, so a second effect run must not send it again. */
const handled = new Set<string>();

function fail(message: string) {
  setSignInNotice(message);
  goTo(publicPaths.login, true);
}

/**
 * The provider's callback call: Google's is a GET with the code in the query, ITO's a POST with
 * it in the body. The login page says why a refusal happened, in its notice: a toast of the same
 * refusal would say it twice.
 */
function redeem(provider: ExternalProvider, code: string): Promise<LoginResponse> {
  return provider === 'google'
    ? call(api.auth.loginGoogleCallback, { query: { code }, showsRefusal: true })
    : call(api.auth.loginItoCallback, { body: { code }, showsRefusal: true });
}

/**
 * Where the provider sends the browser back (the redirect URI of the configuration): hands the code
 * to the API, which finds the sign-in this browser started (its cookie) and answers login info like
 * a password login. Any refusal: back to the login page with the reason, nothing stored.
 */
async function finish(provider: ExternalProvider, search: string) {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const error = params.get('error');
  if (error) return fail(error === 'access_denied' ? t.denied : t.providerError);
  if (!code) return fail(t.incomplete);
  try {
    const response = await redeem(provider, code);
    if (needsSecondFactor(response)) {
      // The answer names no e-mail: the code step asks for it.
      useAuthStore.getState().loginSucceeded(response, { email: '' });
      goTo(publicPaths.twoFactor, true);
    } else {
      // The code must not stay in the address bar or the history; then the token swaps in the signed-in app.
      window.history.replaceState(null, '', '/');
      useAuthStore.getState().loginSucceeded(response, { email: '' });
    }
  } catch (e) {
    const body = isApiError(e) ? (e.body as { message?: unknown } | undefined) : undefined;
    fail(typeof body?.message === 'string' ? body.message : t.failed);
  }
}

export default function ExternalCallbackPage({ provider }: { provider: ExternalProvider }) {
  useEffect(() => {
    const key = window.location.search;
    if (handled.has(key)) return;
    handled.add(key);
    void finish(provider, key);
  }, [provider]);
  return (
    <AuthCard title={t.signingIn}>
      <p role="status">{t.wait}</p>
    </AuthCard>
  );
}
