import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@portal/contracts';
import { bearer, resolveToken, type AuthUser } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { messages } from '../messages';
import { unauthorized } from './errors';
import { idempotent } from './idempotency';

type AnyEndpoint = Endpoint<any, any, any, any>;

/** A request body as it arrives: the contract's field names, but nothing about their values is trusted. */
export type Untrusted<T> = [T] extends [undefined] ? undefined : { [K in keyof T]?: unknown };

export interface RouteCtx<E> {
  body: Untrusted<BodyOf<E>>;
  params: { [K in keyof ParamsOf<E>]: string };
  query: [QueryOf<E>] extends [undefined] ? Record<string, never> : { [K in keyof QueryOf<E>]?: string };
  req: FastifyRequest;
  reply: FastifyReply;
}
export interface AuthedCtx<E> extends RouteCtx<E> {
  user: AuthUser;
}
/** Endpoints declared without a response answer `{ message }`. */
type IsAny<T> = 0 extends 1 & T ? true : false;
type Result<E> = IsAny<ResponseOf<E>> extends true ? any : [ResponseOf<E>] extends [void] ? void | { message: string } : ResponseOf<E>;
type Handler<C, E> = (ctx: C) => Result<E> | Promise<Result<E>>;

export interface RouteDeps {
  db: Db;
  clock: Clock;
  /** The sandbox's options: `sessionIdleMs` (absent: SESSION_IDLE_MS). */
  options?: { sessionIdleMs?: number };
}

/** JSON bodies of signed-in calls: the largest contract model (an SSH key, a ticket message) with room to spare. */
export const JSON_BODY_LIMIT = 64 * 1024;
/**
 * Calls anyone may make (sign-in, sign-up, recovery, a contact message) carry a few short fields:
 * 8 KB holds the longest public text (2000 Persian characters) with its other fields.
 */
export const PUBLIC_BODY_LIMIT = 8 * 1024;

function register<E extends AnyEndpoint>(
  scope: FastifyInstance,
  e: E,
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  bodyLimit?: number,
) {
  // `scope` is the plugin registered under the /api/my prefix; contract paths already use `:param`.
  scope.route({ method: e.method, url: `/${e.path}`, handler: run, ...(bodyLimit ? { bodyLimit } : {}) });
}

function baseCtx<E>(req: FastifyRequest, reply: FastifyReply): RouteCtx<E> {
  const raw = req.body;
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  return { body: body as Untrusted<BodyOf<E>>, params: req.params as RouteCtx<E>['params'], query: (req.query ?? {}) as RouteCtx<E>['query'], req, reply };
}

const finish = (reply: FastifyReply, result: unknown) => (reply.sent ? reply : result === undefined ? { message: messages.done } : result);

/** Registers a contract endpoint that anyone may call (sign-in, captcha, ...). */
export function publicRoute<E extends AnyEndpoint>(scope: FastifyInstance, e: E, handler: Handler<RouteCtx<E>, E>): void {
  register(scope, e, async (req, reply) => finish(reply, await handler(baseCtx<E>(req, reply))), PUBLIC_BODY_LIMIT);
}

/** SANDBOX_SESSION_IDLE_MINUTES, when the embedding server (the gateway) sets it; else the default. */
function envIdleMs(): number | undefined {
  const minutes = Number(process.env.SANDBOX_SESSION_IDLE_MINUTES);
  return process.env.SANDBOX_SESSION_IDLE_MINUTES && Number.isFinite(minutes) && minutes >= 0 ? minutes * 60_000 : undefined;
}

/** Resolves the bearer token of a request to its user, or throws 401. */
export function requireUser(deps: RouteDeps, req: FastifyRequest): AuthUser {
  const token = bearer(req.headers.authorization);
  // The User-Agent is kept as sent, cut to a sane length; the address is the one Fastify trusts.
  const seen = { ip: req.ip ?? null, userAgent: req.headers['user-agent']?.slice(0, 300) ?? null };
  const user = token ? resolveToken(deps.db, token, deps.clock.ms(), deps.options?.sessionIdleMs ?? envIdleMs(), seen) : null;
  if (!user) throw unauthorized();
  return user;
}

/** Registers a contract endpoint that needs a valid access token; the handler receives the caller. */
export function route<E extends AnyEndpoint>(scope: FastifyInstance, deps: RouteDeps, e: E, handler: Handler<AuthedCtx<E>, E>): void {
  register(scope, e, async (req, reply) => {
    const user = requireUser(deps, req);
    return idempotent(deps, req, reply, user.customerId, async () => finish(reply, await handler({ ...baseCtx<E>(req, reply), user })));
  });
}
