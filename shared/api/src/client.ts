import ky, { type KyInstance } from 'ky';
import { getAccessToken } from '@portal/session';
import { takeEarlyCall } from './early-calls';

/** Every call goes under /api/my and gives up after 30 s. */
export const API_PREFIX = '/api/my';
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiConfig {
  /** Origin of the provider API; the page's own origin by default (the gateway proxies /api). */
  origin?: string;
  timeout?: number;
  /** Replaces the global fetch (tests, or a fetch with instrumentation). */
  fetch?: typeof fetch;
  /**
   * Shows the error catalogue's messages. The host passes the portal's toast helper at start-up:
   * this package must not import @portal/ui (the UI depends on the client, not the reverse).
   */
  notify?: Notifier;
}

/** The part of a toast helper the interceptor uses; `id` makes one message from many requests show once. */
export interface Notifier {
  error(message: string, options?: { id?: string }): unknown;
}

function defaultOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null' ? window.location.origin : 'http://localhost';
}

/**
 * The one ky instance. Decisions:
 * - `retry: 0`: ky never retries. A retried POST could create a second VM, and ky's default
 *   honours Retry-After, so a 429 with `Retry-After: 999999` would hang the call for days.
 *   The only retry is TanStack Query's single retry of a failed *query* (see query/client.ts).
 * - `throwHttpErrors: true`, and every failure is turned into an ApiError by the one interceptor
 *   (interceptor.ts), which `request()` applies; nothing else talks to this instance.
 * - The prefix is made absolute from the page origin: the same URL a browser would resolve, but it
 *   also works where Request cannot resolve relative URLs (Node, tests).
 * - Body: ky sends `json` as JSON and passes FormData through untouched (the browser sets the
 *   multipart boundary).
 * - A GET the page's start script already made (early-calls.ts) is answered by that call.
 */
export function createHttpClient(config: ApiConfig = {}): KyInstance {
  return ky.create({
    prefixUrl: `${config.origin ?? defaultOrigin()}${API_PREFIX}`,
    timeout: config.timeout ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: true,
    fetch: (input, init) => {
      const ask = () => (config.fetch ?? globalThis.fetch)(input, init);
      const early = input instanceof Request ? takeEarlyCall(input) : undefined;
      return early ? early.catch(ask) : ask();
    },
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

let http: KyInstance | null = null;
let currentConfig: ApiConfig = {};

/** The shared instance, created on first use so the page origin is known by then. */
export function httpClient(): KyInstance {
  http ??= createHttpClient(currentConfig);
  return http;
}

/**
 * Reconfigures the one instance (tests inject fetch and a short time-out). Origin, time-out and
 * fetch are replaced as given (left out means the default); a notifier once given stays until
 * another is given, so reconfiguring the transport never silences the error toasts.
 */
export function configureApi(config: ApiConfig): void {
  currentConfig = { ...config, notify: config.notify ?? currentConfig.notify };
  http = createHttpClient(currentConfig);
}

/** The notifier the host gave; before that (or in a bare test) messages go nowhere. */
export function apiNotifier(): Notifier | undefined {
  return currentConfig.notify;
}
