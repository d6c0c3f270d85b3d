import type { Options } from 'ky';
import { fillPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@portal/contracts';
import { httpClient } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { intercept } from './interceptor';

export type AnyEndpoint = Endpoint<any, any, any, any>;

type ParamsArg<E> = ParamsOf<E> extends Record<string, never> ? { params?: Record<string, never> } : { params: ParamsOf<E> };
/** FormData is always allowed: multipart uploads (issue create) declare their fields as the body type. */
type BodyArg<E> = [BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> | FormData };
type QueryArg<E> = [QueryOf<E>] extends [undefined] ? { query?: undefined } : { query: QueryOf<E> };

export type CallArgs<E extends AnyEndpoint> = ParamsArg<E> &
  BodyArg<E> &
  QueryArg<E> & {
    signal?: AbortSignal;
    /** The submit this write belongs to (useApiMutation keeps it across retries); default a fresh one. */
    idempotencyKey?: string;
    /** The caller tells the user about a refusal in its own place (no toast); navigation and session expiry still apply. */
    showsRefusal?: boolean;
  };

/** The args may be left out when an endpoint needs none of params, body or query. */
export type CallRest<E extends AnyEndpoint> =
  Record<string, never> extends Omit<CallArgs<E>, 'signal' | 'idempotencyKey' | 'showsRefusal'> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

type QueryValue = string | number | boolean;

function searchParams(query: unknown): Record<string, QueryValue> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, QueryValue> = {};
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    // Unset filters are left out rather than sent as "undefined".
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  return out;
}

function kyOptions(endpoint: AnyEndpoint, args: Partial<CallArgs<AnyEndpoint>>): Options {
  const body: unknown = args.body;
  return {
    method: endpoint.method,
    searchParams: searchParams(args.query),
    signal: args.signal,
    // Every write carries a key, so a retried submit (a timeout, a double click that got through)
    // is answered by the server with the first result instead of a second resource or charge.
    ...(endpoint.method === 'POST' ? { headers: { 'Idempotency-Key': args.idempotencyKey ?? newIdempotencyKey() } } : {}),
    ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
  };
}

async function send(endpoint: AnyEndpoint, args: Partial<CallArgs<AnyEndpoint>>): Promise<Response> {
  // Outside the try: a missing path parameter is a bug to surface, not a failure to toast.
  const path = fillPath(endpoint.path, (args.params ?? {}) as Record<string, string | number>);
  try {
    return await httpClient()(path, kyOptions(endpoint, args));
  } catch (error) {
    throw await intercept(error, { signal: args.signal, toast: !args.showsRefusal, endpoint });
  }
}

/**
 * The one way the portal talks to the API: typed by the endpoint contract, with the error
 * catalogue applied. Resolves with the parsed JSON (undefined for 204 or an empty body);
 * rejects with an ApiError.
 */
export async function call<E extends AnyEndpoint>(endpoint: E, ...[args]: CallRest<E>): Promise<ResponseOf<E>> {
  const response = await send(endpoint, (args ?? {}) as Partial<CallArgs<AnyEndpoint>>);
  if (response.status === 204) return undefined as ResponseOf<E>;
  const text = await response.text();
  if (!text) return undefined as ResponseOf<E>;
  try {
    return JSON.parse(text) as ResponseOf<E>;
  } catch {
    return text as ResponseOf<E>;
  }
}

/** For the list-download and file endpoints: the same pipeline, the body as a Blob. */
export async function download<E extends AnyEndpoint>(endpoint: E, ...[args]: CallRest<E>): Promise<Blob> {
  const response = await send(endpoint, (args ?? {}) as Partial<CallArgs<AnyEndpoint>>);
  return response.blob();
}
