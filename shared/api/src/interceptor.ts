import { isHTTPError, isTimeoutError } from 'ky';
import { currentPath, expireSession, getAccessToken, navigateTo } from '@portal/session';
import type { ErrorBody } from '@portal/contracts';
import { decide, fieldErrorsOf, type Failure } from './catalogue';
import { ApiError } from './errors';
import { isAbsentStatus, recordAbsent, type EndpointLike } from './additions';
import { apiNotifier } from './client';

/** Public pages a tokenless 401 must not navigate away from (they show the message instead). */
const PUBLIC_PREFIX = '/account/';

async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    const text = await response.text();
    if (!text) return undefined;
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as ErrorBody) : undefined;
  } catch {
    // A proxy's HTML error page or a cut-off body: the catalogue falls back to its own text.
    return undefined;
  }
}

function bearerOf(request: Request | undefined): string | null {
  const header = request?.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * The one interceptor: turns any failure of a request into an ApiError after applying the error
 * catalogue (toasts, navigation, session expiry). Toasts carry their text as id, so the same
 * message from many requests failing together (an outage) shows once.
 */
export interface InterceptOptions {
  /** The caller's signal: its abort is nobody's failure. */
  signal?: AbortSignal;
  /** false when the caller shows the refusal in its own place (default true). */
  toast?: boolean;
  /** The operation called: an addition the upstream lacks (404/405) steps aside without a word. */
  endpoint?: EndpointLike;
}

export async function intercept(error: unknown, { signal: callerSignal, toast = true, endpoint }: InterceptOptions = {}): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return apply({ kind: 'timeout' }, error, toast);
  if (callerSignal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    // The caller cancelled (a query unmounted or was superseded): nobody to tell.
    return new ApiError({ status: 0, kind: 'aborted', cause: error });
  }
  if (isHTTPError(error)) {
    const body = await readErrorBody(error.response);
    const status = error.response.status;
    if (endpoint && isAbsentStatus(status) && recordAbsent(endpoint)) {
      // Not a failure to report: the feature is no longer offered (useAddition).
      return new ApiError({ status, kind: 'http', body, cause: error });
    }
    const sent = bearerOf(error.request);
    const failure: Failure = {
      kind: 'http',
      status,
      body,
      tokenSent: sent !== null,
      tokenCurrent: sent !== null && sent === getAccessToken(),
      onPublicPage: currentPath().startsWith(PUBLIC_PREFIX),
    };
    return apply(failure, error, toast, body, retryAfterOf(error.response));
  }
  return apply({ kind: 'network' }, error, toast);
}

/** A Retry-After given in seconds (the form the provider and the sandbox send); a date or nonsense is ignored. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim() ?? '';
  return /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

function toastAll(messages: readonly string[]): void {
  const notify = apiNotifier();
  for (const message of messages) notify?.error(message, { id: message });
}

/**
 * Shows what a quiet call (`showsRefusal`) kept back: its catalogue messages, once each. For the
 * quiet prefetch of a query a page turns out to be waiting for.
 */
export function announce(error: ApiError): void {
  toastAll(error.messages);
}

function apply(failure: Failure, cause: unknown, toast: boolean, body?: ErrorBody, retryAfterSeconds?: number): ApiError {
  const decision = decide(failure);
  if (toast) toastAll(decision.toasts);
  if (decision.expireSession) expireSession();
  else if (decision.navigate) navigateTo(decision.navigate);
  return new ApiError({
    status: decision.status,
    kind: failure.kind,
    body,
    fieldErrors: fieldErrorsOf(body),
    messages: decision.toasts,
    retryAfterSeconds,
    cause,
  });
}
