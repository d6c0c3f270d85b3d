// Endpoints whose types come from the one API document (openapi/portal-api.json, generated into
// wire.gen.ts): `wire('GET', 'account/profile/get')` compiles only when that operation exists,
// and its body, answer and query are the document's, never written by hand.
import type { components, paths } from './wire.gen';
import type { Endpoint, HttpMethod } from './endpoint';

/** A schema of the document by name: `Wire<'GetProfileResponse'>`. */
export type Wire<Name extends keyof components['schemas']> = components['schemas'][Name];

type Braces<S extends string> = S extends `${infer A}:${infer Name}/${infer Rest}`
  ? `${A}{${Name}}/${Braces<Rest>}`
  : S extends `${infer A}:${infer Name}`
    ? `${A}{${Name}}`
    : S;
/** The document's key of a contract path (`project/get/:id` → `/api/my/project/get/{id}`). */
export type DocPath<Path extends string> = `/api/my/${Braces<Path>}`;

type Operation<M extends HttpMethod, Path extends string> = DocPath<Path> extends keyof paths ? NonNullable<paths[DocPath<Path>][Lowercase<M>]> : never;

type Json<C> = C extends { content: { 'application/json': infer T } } ? T : never;
/** A 200 declaring content that is not JSON (a CSV, a PDF, an attachment) is a file: the portal reads it with `download()`. */
type Download<R> = R extends { content: infer C } ? ([keyof C] extends [never] ? void : Blob) : void;
type Answer<O> = O extends { responses: { 200: infer R } } ? ([Json<R>] extends [never] ? Download<R> : Json<R>) : void;
/** A body is JSON, or a form upload where the model carries a file (`multipart/form-data`). */
type Sent<C> = C extends { content: { 'multipart/form-data': infer T } } ? T : Json<C>;
type Body<O> = O extends { requestBody?: infer B } ? ([Sent<NonNullable<B>>] extends [never] ? undefined : Sent<NonNullable<B>>) : undefined;
type Query<O> = O extends { parameters: { query?: infer Q } } ? ([NonNullable<Q>] extends [never] ? undefined : NonNullable<Q>) : undefined;

/** What the document says of one operation: its body, its answer (void when undeclared) and its query. */
export type WireEndpoint<M extends HttpMethod, Path extends string> = Endpoint<
  Body<Operation<M, Path>>,
  Answer<Operation<M, Path>>,
  Path,
  Query<Operation<M, Path>>
>;

type Known<M extends HttpMethod, Path extends string> = [Operation<M, Path>] extends [never] ? `not an operation of portal-api.json: ${M} ${Path}` : Path;

/**
 * What a contract knows more exactly than the document, each part a narrowing of the document's own
 * type (it compiles only then): an answer whose `id` .NET always sends though the document marks it
 * optional, a query whose period is one of the provider's ids.
 */
export interface Narrowing<A = unknown, Q = unknown> {
  answer?: A;
  query?: Q;
}
/** Types only, for `wire()`'s third argument: `wire('GET', 'dns-cdn/:projectId/host/list', narrow<{ answer: ZoneRow[] }>())`. */
export interface Narrowed<N extends Narrowing> {
  readonly _narrowing?: N;
}
export const narrow = <N extends Narrowing>(): Narrowed<N> => ({});

type DocNarrowing<M extends HttpMethod, Path extends string> = Narrowing<Answer<Operation<M, Path>>, Query<Operation<M, Path>>>;
/** The document's endpoint with the narrowed parts in place of its own. */
export type NarrowedEndpoint<M extends HttpMethod, Path extends string, N extends Narrowing> = Endpoint<
  Body<Operation<M, Path>>,
  'answer' extends keyof N ? N['answer'] : Answer<Operation<M, Path>>,
  Path,
  'query' extends keyof N ? N['query'] : Query<Operation<M, Path>>
>;

export function wire<M extends HttpMethod, const Path extends string>(method: M, path: Known<M, Path>): WireEndpoint<M, Path>;
export function wire<M extends HttpMethod, const Path extends string, N extends DocNarrowing<M, Path>>(
  method: M,
  path: Known<M, Path>,
  narrowed: Narrowed<N>,
): NarrowedEndpoint<M, Path, N>;
export function wire(method: HttpMethod, path: string): Endpoint<unknown, unknown, string, unknown> {
  return { method, path };
}
