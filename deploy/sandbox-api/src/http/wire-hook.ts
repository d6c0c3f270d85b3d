import type { FastifyInstance } from 'fastify';
import type { SandboxCore } from '../core';
import { HttpError } from './errors';
import { createWireCheck } from './wire-check';

/**
 * The sandbox's one reply point, held to the document: a route of a checked area that is not one of
 * its operations refuses to start, and an answer that is not as declared becomes a 500 naming the
 * operation and the fields, so the test or browser run that met it fails there.
 */
export function holdToTheDocument(my: FastifyInstance, core: SandboxCore): void {
  const wire = createWireCheck();
  const strays: string[] = [];
  my.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD' && wire.isChecked(route.url) && !wire.has(method, route.url)) strays.push(`${method} ${route.url}`);
    }
  });
  my.addHook('onReady', async () => {
    if (strays.length) throw new Error(`wire check: not operations of portal-api.json: ${strays.join(', ')}`);
  });
  my.addHook('preSerialization', async (req, reply, payload) => {
    const violation = wire.check(req.method, req.routeOptions.url ?? req.url, reply.statusCode, payload);
    if (!violation) return payload;
    core.wireViolations.push(violation);
    req.log.error({ violation }, 'wire check');
    throw new HttpError(500, { message: `wire check: ${violation.operation}: ${violation.problems.join('; ')}` });
  });
}
