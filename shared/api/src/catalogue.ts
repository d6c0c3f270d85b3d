import { messages } from '@portal/locale';
import { FORBIDDEN_PATH, LOGIN_PATH } from '@portal/session';
import type { ErrorBody } from '@portal/contracts';

/** What went wrong, as far as the catalogue needs to know. */
export type Failure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'http'; status: number; body?: ErrorBody; tokenSent: boolean; tokenCurrent: boolean; onPublicPage: boolean };

/** What to do about it: the interceptor carries it out. */
export interface Decision {
  status: number;
  toasts: string[];
  navigate?: string;
  /** Clear the session (storage, stores, query cache) and go to the login page. */
  expireSession?: boolean;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The server's own message: `message`, then `errorMessage`, then `title`. */
export function serverMessage(body: ErrorBody | undefined): string | undefined {
  return text(body?.message) ?? text(body?.errorMessage) ?? text(body?.title);
}

/** Every message in the `errors` object's arrays, in order (422 and 429 show one toast each). */
export function validationMessages(body: ErrorBody | undefined): string[] {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors).flatMap((list) => (Array.isArray(list) ? list.map(text).filter((m): m is string => !!m) : []));
}

export function fieldErrorsOf(body: ErrorBody | undefined): Record<string, string[]> {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(errors)) {
    if (Array.isArray(list)) out[field] = list.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  }
  return out;
}

/**
 * The error catalogue (docs/product-rules.md), as one pure decision table.
 * 401 details the product rules leave open:
 * - a 401 to the token the session still holds clears the session once; the other requests of
 *   that moment carried the same, now forgotten, token and do nothing — one clear, one redirect,
 *   until a new login brings a new token;
 * - "the login page" is the route /account/login;
 * - a 401 to a request sent without a token (a failed login or two-factor code) shows the
 *   server's message, since the user is on the form that needs it, and only navigates when the
 *   user is not already on a public account page.
 */
export function decide(failure: Failure): Decision {
  if (failure.kind === 'timeout') return { status: 408, toasts: [messages.errors.requestTimeout] };
  if (failure.kind === 'network') return { status: 0, toasts: [messages.errors.generic] };

  const { status, body } = failure;
  if (status === 401) {
    if (failure.tokenSent) {
      return failure.tokenCurrent ? { status, toasts: [], expireSession: true } : { status, toasts: [] };
    }
    const message = serverMessage(body);
    return { status, toasts: message ? [message] : [], navigate: failure.onPublicPage ? undefined : LOGIN_PATH };
  }
  if (status === 403) return { status, toasts: [], navigate: FORBIDDEN_PATH };
  if (status === 404) return { status, toasts: [] };
  if (status === 422 || status === 429) {
    const listed = validationMessages(body);
    if (listed.length > 0) return { status, toasts: listed };
    const fallback = status === 422 ? messages.errors.invalidInput : messages.errors.tooManyRequests;
    return { status, toasts: [text(body?.errorMessage) ?? text(body?.title) ?? fallback] };
  }
  // 5xx, 400 and every other status.
  return { status, toasts: [serverMessage(body) ?? messages.errors.generic] };
}
