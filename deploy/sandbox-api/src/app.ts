import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerExternalSignInRoutes } from './auth/external-identity';
import { registerSandboxIdp } from './auth/external-identity-provider';
import { createCore, type SandboxCore, type SandboxOptions } from './core';
import { registerResource } from './engine/register';
import { HttpError } from './http/errors';
import { JSON_BODY_LIMIT } from './http/route';
import { faultHook, registerFaultAdmin } from './http/faults';
import { holdToTheDocument } from './http/wire-hook';
import { messages } from './messages';
import { registerAccountRoutes } from './areas/account/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerBillingRoutes } from './areas/billing/routes';
import { registerCatalogueRoutes } from './areas/account/catalogue-routes';
import { registerDashboardRoutes } from './areas/account/dashboard';
import { registerPortalInfoRoutes } from './areas/account/portal-info';
import { registerProjectRoutes } from './areas/account/projects';
import { registerCodesRoute } from './http/mailbox';
import { registerConsoleView } from './areas/cloud-infra/vm-console';
import { registerWebHostPanel } from './areas/dns-cdn/web-host-panel';
import { registerSupportRoutes } from './areas/support/routes';

export interface SandboxPluginOptions extends SandboxOptions {
  /** An existing core (database, clock, timers); without one the plugin creates and closes its own. */
  core?: SandboxCore;
}

function errorHandler(error: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.code(error.status).headers(error.headers).send(error.body);
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const message = status === 400 ? messages.badJson : status === 413 ? messages.bodyTooLarge : status === 415 ? messages.jsonOnly : messages.invalidInput;
    return reply.code(status).send({ message });
  }
  req.log.error(error);
  return reply.code(500).send({ message: messages.serverError });
}

/** The /api/my scope: every contract endpoint. */
async function providerApi(my: FastifyInstance, core: SandboxCore) {
  // A POST without a body (storage key create) may still say application/json; treat it as no body.
  const parseJson = my.getDefaultJsonParser('error', 'error');
  my.removeContentTypeParser('application/json');
  // Bodies are JSON, no larger than a contract model needs (public routes: PUBLIC_BODY_LIMIT, set
  // by publicRoute; uploads declare their own parser and limit). Any other type, text/plain
  // included, is answered 415 instead of being read as an empty body.
  my.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );
  my.removeContentTypeParser('text/plain');
  if (core.options.faults) my.addHook('onRequest', faultHook(core.faults));
  my.addHook('onRequest', async () => {
    core.settle();
  });
  if (core.options.wireCheck) holdToTheDocument(my, core);
  my.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: messages.routeNotFound }));

  registerAuthRoutes(my, core);
  registerExternalSignInRoutes(my, core);
  registerAccountRoutes(my, core);
  registerProjectRoutes(my, core);
  registerCatalogueRoutes(my, core);
  registerDashboardRoutes(my, core);
  registerPortalInfoRoutes(my, core);
  registerSupportRoutes(my, core);
  registerBillingRoutes(my, core);
  for (const def of core.resources) registerResource(my, core, def);
}

/**
 * Fastify plugin serving the sandbox under /api/my (plus /api/sandbox/* test hooks when enabled).
 * Register it without a prefix: `app.register(sandboxPlugin, { dbFile, seed: true, ... })`.
 */
export const sandboxPlugin: FastifyPluginAsync<SandboxPluginOptions> = async (app, opts) => {
  const core = opts.core ?? createCore(opts);
  if (!opts.core) app.addHook('onClose', async () => core.close());
  // Requests held by a fault must not keep shutdown waiting.
  app.addHook('preClose', async () => core.faults.releaseAll());
  app.setErrorHandler(errorHandler);
  await app.register(async (my) => providerApi(my, core), { prefix: '/api/my' });
  if (core.options.exposeCodes) await registerCodesRoute(app, core);
  await registerSandboxIdp(app, core, core.externalSignIn);
  registerConsoleView(app, core.db);
  registerWebHostPanel(app, core.db, core.clock);
  if (core.options.faults) registerFaultAdmin(app, core.faults);
  // What the wire check refused, for the browser suite's teardown (only where the check is on).
  if (core.options.wireCheck) app.get('/api/sandbox/wire-violations', async () => core.wireViolations);
};

export interface Sandbox {
  app: FastifyInstance;
  core: SandboxCore;
  db: SandboxCore['db'];
  clock: SandboxCore['clock'];
  chargeHourly: SandboxCore['chargeHourly'];
  settle: SandboxCore['settle'];
  close(): Promise<void>;
}

/** A ready-to-use Fastify app with the sandbox mounted; tests drive it with `app.inject`. */
export function createSandbox(options: SandboxOptions & { logger?: boolean } = {}): Sandbox {
  const { logger = false, ...rest } = options;
  const core = createCore(rest);
  const app = Fastify({ logger });
  app.register(sandboxPlugin, { core });
  let closing: Promise<void> | null = null;
  return {
    app,
    core,
    db: core.db,
    clock: core.clock,
    chargeHourly: core.chargeHourly,
    settle: core.settle,
    close: () => (closing ??= app.close().then(() => core.close())),
  };
}
