import { messages } from '../messages';

/** Thrown anywhere in a handler; the error handler turns it into the wire shape the portal reads. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export type FieldErrors = Record<string, string[]>;

export const notFound = (message: string = messages.notFound) => new HttpError(404, { message });
export const unauthorized = () => new HttpError(401, { message: messages.unauthorized });

/** 422 with per-field messages: `{ errors: { Name: ["..."] } }`. */
export const invalid = (errors: FieldErrors) => new HttpError(422, { errors, message: messages.invalidInput });

/**
 * 422 that is about the request as a whole (a limit, a state). The portal's interceptor shows
 * `errorMessage` when `errors` is absent; `message` is there for other clients.
 */
export const refused = (message: string) => new HttpError(422, { errorMessage: message, message });

export const tooMany = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, { message, errorMessage: message }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Adds a message to a field's list, creating it on first use. */
export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
