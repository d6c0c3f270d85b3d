import { useState } from 'react';
import { externalLoginUrl, externalProviders, type ExternalProvider } from '@portal/contracts';
import { call } from '@portal/api';
import { hostMessages } from '../messages';

const t = hostMessages.externalSignIn;

/**
 * "Sign in with Google / ITO": plain buttons whose click asks the API for the provider URL (it also
 * binds the sign-in to this browser with a cookie) and sends the browser there. Nothing is loaded
 * before the click; the callback page is its own chunk.
 */
export function ExternalSignInButtons() {
  const [busy, setBusy] = useState<ExternalProvider | null>(null);
  const go = async (provider: ExternalProvider) => {
    setBusy(provider);
    try {
      const { url } = await call(externalLoginUrl[provider]);
      if (!url) throw new Error('no sign-in URL');
      window.location.assign(url);
    } catch {
      // The interceptor has said why.
      setBusy(null);
    }
  };
  return (
    <div className="auth-external">
      <div className="auth-or" aria-hidden="true">
        {t.or}
      </div>
      {externalProviders.map((provider) => (
        <button
          key={provider}
          type="button"
          className="auth-provider"
          data-provider={provider}
          disabled={busy !== null}
          aria-busy={busy === provider}
          onClick={() => void go(provider)}
        >
          {t[provider]}
        </button>
      ))}
    </div>
  );
}
