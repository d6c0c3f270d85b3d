// An endpoint is declared once and used by both sides: the portal calls it through `call()`
// and the sandbox registers it with `route()`, so path, method and body types cannot drift.
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = [ParamNames<P>] extends [never] ? Record<string, never> : { [K in ParamNames<P>]: string | number };

export interface Endpoint<Body, Res, Path extends string, Query = undefined> {
  method: HttpMethod;
  /** Path under /api/my, with `:name` placeholders. */
  path: Path;
  /** Phantom fields carrying the types; never set at run time. */
  readonly _body?: Body;
  readonly _res?: Res;
  readonly _query?: Query;
}

export type BodyOf<E> = E extends Endpoint<infer B, any, any, any> ? B : never;
export type ResponseOf<E> = E extends Endpoint<any, infer R, any, any> ? R : never;
export type QueryOf<E> = E extends Endpoint<any, any, any, infer Q> ? Q : never;
export type ParamsOf<E> = E extends Endpoint<any, any, infer P, any> ? PathParams<P> : never;

/** `endpoint<Body, Response, Query>()('POST', 'storage/:projectId/host/create')` */
export const endpoint =
  <Body = undefined, Res = void, Query = undefined>() =>
  <const Path extends string>(method: HttpMethod, path: Path): Endpoint<Body, Res, Path, Query> => ({ method, path });

/** Fills `:name` placeholders; throws when one is missing so a bad call never hits the wrong URL. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
