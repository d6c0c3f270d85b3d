import { esc } from './html';
import { layout } from './layout';
import { operatorMessages as m } from './messages';

/** The sign-in form; `error` is one of the page's own messages, never anything the caller sent. */
export function renderLogin(nonce: string, error?: string): string {
  const alert = error ? `<p class="alert" role="alert" id="login-error">${esc(error)}</p>` : '';
  const body = `<main><h1>${m.login.title}</h1><p>${m.login.intro}</p>${alert}
<form method="post" action="/operator/login"><label for="secret">${m.login.secret}</label>
<input id="secret" name="secret" type="password" dir="ltr" autocomplete="current-password" required${error ? ' aria-invalid="true" aria-describedby="login-error"' : ''}>
<p><button type="submit">${m.login.submit}</button></p></form></main>`;
  return layout(m.login.title, nonce, body);
}
