import type { ErrorBody } from '@portal/contracts';

/**
 * - http: the server answered with an error status.
 * - timeout: no answer within the time-out (status 408, "Request timeout").
 * - network: no answer at all (status 0).
 * - aborted: the caller cancelled (a query unmounted); never shown to the user.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted';

/**
 * What every failed call rejects with, after the error catalogue has been applied (toasts
 * shown, navigation done). Forms use `fieldErrors` to mark fields and keep the user's input.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body?: ErrorBody;
  /** Field name → messages, from a 4xx body's `errors` object (empty when none). */
  readonly fieldErrors: Record<string, string[]>;
  /** The messages the catalogue toasted for this failure (empty when it showed none). */
  readonly messages: string[];
  /** How long the server asked to wait before trying again (a 429's Retry-After in seconds), when it said. */
  readonly retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    body?: ErrorBody;
    fieldErrors?: Record<string, string[]>;
    messages?: string[];
    retryAfterSeconds?: number;
    message?: string;
    cause?: unknown;
  }) {
    super(init.message ?? init.messages?.[0] ?? `Request failed (${init.kind}, status ${init.status})`, {
      cause: init.cause,
    });
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.fieldErrors = init.fieldErrors ?? {};
    this.messages = init.messages ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
