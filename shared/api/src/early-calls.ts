// A page opened signed in at a path an area owns (a reload, a bookmark, a link in an e-mail) names
// its first API calls in a meta element (the gateway writes it: deploy/gateway/src/page-hints.ts).
// The page's inline start script (`startEarlyCalls`, written into index.html by host/prerender.mjs)
// makes them with the stored session while the document is parsed, before any script file has
// arrived; the one HTTP client (client.ts) then takes each answer for its own identical request
// instead of asking again, and handles it as any other (the interceptor, a 401's logout).
import { SESSION_ATTRIBUTE, STORAGE_KEYS } from '@portal/session/src/storage-keys';
import { isTokenHeld } from '@portal/session/src/token';

export const EARLY_CALLS_META = 'portal-early-calls';
/** An answer nobody took by then is left unused: the page has gone elsewhere, and it is not fresh. */
export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCalls {
  authorization: string;
  startedAt: number;
  calls: Map<string, Promise<Response>>;
}

type EarlyWindow = Window & { __portalEarlyCalls?: EarlyCalls };

/**
 * When a session is stored: marks <html> with SESSION_ATTRIBUTE (the shell's frame shows) and
 * makes the calls the page names. Otherwise nothing (the app signs in or asks for itself).
 */
export function startEarlyCalls(win: EarlyWindow = window): void {
  try {
    const token = (JSON.parse(win.localStorage.getItem(STORAGE_KEYS.loginInfo) ?? 'null') as { accessToken?: unknown } | null)?.accessToken;
    if (!isTokenHeld(token)) return;
    win.document.documentElement.setAttribute(SESSION_ATTRIBUTE, '');
    const named = win.document.querySelector(`meta[name="${EARLY_CALLS_META}"]`)?.getAttribute('content') ?? '';
    const urls = named.split(' ').filter((url) => url.startsWith('/api/'));
    if (!urls.length) return;
    const authorization = `Bearer ${token}`;
    const calls = new Map<string, Promise<Response>>();
    for (const url of urls) {
      const answer = win.fetch(new URL(url, win.location.href).href, { headers: { Accept: 'application/json', Authorization: authorization } });
      // A call that fails is asked again by the client; nobody may be waiting for this one.
      answer.catch(() => undefined);
      calls.set(url, answer);
    }
    win.__portalEarlyCalls = { authorization, startedAt: win.performance.now(), calls };
  } catch {
    // Storage refused or unreadable: the app asks for itself.
  }
}

/**
 * The early answer at `address` (`/api/my/...`), still the client's to take: for a reader before
 * the app (the page's site alarms), which reads a copy (`clone()`) so the client gets the body.
 */
export function earlyAnswerAt(address: string, win: EarlyWindow = window): Promise<Response> | undefined {
  return win.__portalEarlyCalls?.calls.get(address);
}

/**
 * The early answer to `request`, once: a GET of the page's own origin at an address the start
 * script called, with the same Authorization, taken within EARLY_CALL_TTL_MS. Otherwise undefined.
 */
export function takeEarlyCall(
  request: Request,
  win: EarlyWindow | undefined = typeof window === 'undefined' ? undefined : window,
): Promise<Response> | undefined {
  const early = win?.__portalEarlyCalls;
  if (!early || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== win!.location.origin) return undefined;
  const address = `${url.pathname}${url.search}`;
  const answer = early.calls.get(address);
  if (!answer) return undefined;
  early.calls.delete(address);
  if (request.headers.get('Authorization') !== early.authorization || win!.performance.now() - early.startedAt > EARLY_CALL_TTL_MS) return undefined;
  return answer;
}
