// A fake provider API keyed by the contracts' endpoints: a test says which endpoint answers what,
// and the answer is type-checked as that endpoint's response. The URL a page asks is then the one
// the contract builds, so a fixture cannot drift from the wire: a path, a method or a body shape the
// contract does not have fails the type check, and a call nobody answered is recorded (and, through
// renderRoute's resetAfterEach, fails the test).
import type { BodyOf, Endpoint, HttpMethod, ParamsOf, QueryOf, ResponseOf } from '@portal/contracts';
import { json } from './fake-fetch';

type AnyEndpoint = Endpoint<any, any, any, any>;

type QueryFields<E> = [QueryOf<E>] extends [undefined] ? Record<string, never> : NonNullable<QueryOf<E>>;

/** Which calls of an endpoint a registration answers: params and query given are compared, the rest is any. */
export interface WireMatch<E> {
  params?: Partial<ParamsOf<E>>;
  query?: Partial<QueryFields<E>>;
}

/** One request as the fake received it; params and query as the URL carries them (strings). */
export interface WireCall<E = AnyEndpoint> {
  method: HttpMethod;
  /** Path and query, e.g. `/api/my/vm/3/volume/get/5`. */
  url: string;
  params: { [K in keyof ParamsOf<E>]: string };
  query: { [K in keyof QueryFields<E>]?: string };
  /** The parsed JSON body (or a multipart form's fields), typed as the endpoint's body. */
  body: BodyOf<E>;
  headers: Headers;
  request: Request;
}

type OkStatus = 200 | 201;
/** Statuses that carry no answer of the endpoint: refusals, failures, empty successes. */
type OtherStatus =
  | 202
  | 204
  | 301
  | 302
  | 304
  | 400
  | 401
  | 402
  | 403
  | 404
  | 405
  | 406
  | 408
  | 409
  | 410
  | 412
  | 413
  | 415
  | 422
  | 423
  | 428
  | 429
  | 500
  | 501
  | 502
  | 503
  | 504;
type Headers_ = Record<string, string>;

/** An answer with its status: a 200/201 carries the endpoint's response; any other status any body (the error's). */
export type WireReply<E> =
  | ([undefined] extends [ResponseOf<E>]
      ? { status: OkStatus; body?: ResponseOf<E>; headers?: Headers_ }
      : { status: OkStatus; body: ResponseOf<E>; headers?: Headers_ })
  | { status: OtherStatus; body?: unknown; headers?: Headers_ };

/** The endpoint's response (200), a reply with a status, or a raw Response (files, a hang). */
export type WireResult<E> = ResponseOf<E> | WireReply<E> | Response;
export type WireAnswer<E> = WireResult<E> | ((call: WireCall<E>) => WireResult<E> | Promise<WireResult<E>>);

export interface WireFake {
  /** The fetch to hand to `configureApi` (renderRoute does it). */
  fetch: typeof fetch;
  /** Answers the endpoint's calls; the latest registration that matches a call answers it. */
  on<E extends AnyEndpoint>(endpoint: E, answer: WireAnswer<E>): WireFake;
  on<E extends AnyEndpoint>(endpoint: E, match: WireMatch<E> | undefined, answer: WireAnswer<E>): WireFake;
  /** What was sent to this endpoint (matching `match` when given), in order; without one, every call. */
  calls<E extends AnyEndpoint>(endpoint: E, match?: WireMatch<E>): WireCall<E>[];
  calls(): WireCall[];
  /** `METHOD /api/my/path?query` of each call no registration answered (those got a 404). */
  unmatched: string[];
}

const PREFIX = '/api/my/';

interface Registration {
  endpoint: AnyEndpoint;
  match: WireMatch<AnyEndpoint> | undefined;
  answer: WireAnswer<AnyEndpoint>;
}

/** The path parameters when the URL path is one of the endpoint's, else null. */
function paramsOf(endpoint: AnyEndpoint, pathname: string): Record<string, string> | null {
  if (!pathname.startsWith(PREFIX)) return null;
  const template = String(endpoint.path).split('/');
  const actual = pathname.slice(PREFIX.length).split('/');
  if (template.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const value = decodeURIComponent(actual[i]);
    if (template[i].startsWith(':')) {
      if (!value) return null;
      params[template[i].slice(1)] = value;
    } else if (template[i] !== value) return null;
  }
  return params;
}

const sameValues = (wanted: Record<string, unknown> | undefined, got: Record<string, string | undefined>) =>
  Object.entries(wanted ?? {}).every(([key, value]) => value === undefined || got[key] === String(value));

function matches(call: WireCall, endpoint: AnyEndpoint, match: WireMatch<AnyEndpoint> | undefined): boolean {
  if (call.method !== endpoint.method) return false;
  const params = paramsOf(endpoint, new URL(call.request.url).pathname);
  if (!params) return false;
  return sameValues(match?.params as Record<string, unknown>, params) && sameValues(match?.query as Record<string, unknown>, call.query);
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const fields: Record<string, unknown> = {};
    (await request.formData()).forEach((value, key) => {
      fields[key] = key in fields ? ([] as unknown[]).concat(fields[key], value) : value;
    });
    return fields;
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const REPLY_KEYS = new Set(['status', 'body', 'headers']);
const isReply = (value: unknown): value is { status: number; body?: unknown; headers?: Headers_ } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { status?: unknown }).status === 'number' &&
  Object.keys(value).every((key) => REPLY_KEYS.has(key));

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result.clone();
  if (isReply(result)) return json(result.status, result.body, result.headers);
  return json(200, result);
}

export function wireFake(): WireFake {
  const registrations: Registration[] = [];
  const log: WireCall[] = [];
  const unmatched: string[] = [];

  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const call: WireCall = {
      method: request.method as HttpMethod,
      url: url.pathname + url.search,
      params: {},
      query: Object.fromEntries(url.searchParams),
      body: await bodyOf(request.clone()),
      headers: request.headers,
      request,
    };
    log.push(call);
    const found = [...registrations].reverse().find((r) => matches(call, r.endpoint, r.match));
    if (!found) {
      unmatched.push(`${call.method} ${call.url}`);
      return json(404, { message: `no fake answers ${call.method} ${call.url}` });
    }
    const answered = { ...call, params: paramsOf(found.endpoint, url.pathname)! } as WireCall;
    const result = typeof found.answer === 'function' ? await found.answer(answered) : found.answer;
    return toResponse(result);
  }) as typeof fetch;

  const fake: WireFake = {
    fetch: fetchFn,
    unmatched,
    on(endpoint: AnyEndpoint, ...rest: unknown[]) {
      const [match, answer] = rest.length >= 2 ? rest : [undefined, rest[0]];
      registrations.push({ endpoint, match: match as WireMatch<AnyEndpoint> | undefined, answer: answer as WireAnswer<AnyEndpoint> });
      return fake;
    },
    calls(endpoint?: AnyEndpoint, match?: WireMatch<AnyEndpoint>) {
      if (!endpoint) return [...log];
      return log
        .filter((call) => matches(call, endpoint, match))
        .map((call) => ({ ...call, params: paramsOf(endpoint, new URL(call.request.url).pathname)! }) as WireCall);
    },
  } as WireFake;
  return fake;
}
