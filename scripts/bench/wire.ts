// The benches' one way to the API: the contracts' endpoints with their types, so a change of the
// wire breaks a bench at the type check (`pnpm typecheck`), never silently at run time.
import { api, fillPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '../../shared/contracts/src/index';

export { api };

type AnyEndpoint = Endpoint<any, any, string, any>;

/** What one call sends: its path parameters, its query and its body, as the contract types them. */
export interface WireRequest<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

export interface WireAnswer<E> {
  status: number;
  /** The parsed answer (null when it was not JSON, or the provider declares none). */
  body: ResponseOf<E> | null;
}

/** The path and query of a call under `/api/my`. */
export function pathOf<E extends AnyEndpoint>(endpoint: E, request: WireRequest<E> = {}): string {
  const path = `/api/my/${fillPath(endpoint.path, (request.params ?? {}) as Record<string, string | number>)}`;
  const query = request.query ? new URLSearchParams(Object.entries(request.query as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString() : '';
  return query ? `${path}?${query}` : path;
}

export type Call = <E extends AnyEndpoint>(endpoint: E, request?: WireRequest<E>) => Promise<WireAnswer<E>>;

/** A client of `baseUrl` (loopback: the callers check), signed in with `token` when given. */
export function client(baseUrl: string, token?: string, timeoutMs = 10_000): Call {
  return async (endpoint, request = {}) => {
    const response = await fetch(`${baseUrl}${pathOf(endpoint, request)}`, {
      method: endpoint.method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the provider's login call; throws when no session comes back. */
export async function signIn(baseUrl: string, who: Credentials): Promise<{ call: Call; token: string }> {
  const answer = await client(baseUrl)(api.auth.login, { body: { email: who.email, password: who.password } });
  const token = answer.body?.accessToken;
  if (!token || token === '0') throw new Error(`login of ${who.email} failed: HTTP ${answer.status}`);
  return { call: client(baseUrl, token), token };
}

/** An autocannon request of one call, with these headers. */
export function cannonRequest<E extends AnyEndpoint>(endpoint: E, request: WireRequest<E>, headers: Record<string, string>) {
  const hasBody = request.body !== undefined;
  return {
    method: endpoint.method,
    path: pathOf(endpoint, request),
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  };
}
