import type { FastifyInstance } from 'fastify';
import { readCodes } from '../auth/outbox';
import type { SandboxCore } from '../core';
import { messages } from '../messages';

/** GET /api/sandbox/codes?to=<email|captchaKey>: what the sandbox "sent". Only with `exposeCodes`. */
export function registerCodesRoute(app: FastifyInstance, core: SandboxCore): void {
  app.get('/api/sandbox/codes', async (req, reply) => {
    const to = (req.query as { to?: unknown }).to;
    if (typeof to !== 'string' || !to.trim()) return reply.code(400).send({ message: messages.invalidInput });
    return { codes: readCodes(core.db, to.trim()) };
  });
}
