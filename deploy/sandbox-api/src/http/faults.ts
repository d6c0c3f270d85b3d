import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages';

/** What a faulty request gets: an error status, a hang past the client's 30 s timeout, or a delay. */
export type Fault = { kind: 'status'; status: number } | { kind: 'timeout' } | { kind: 'slow'; ms: number };

export const FAULT_HEADER = 'x-sandbox-fault';
const HANG_MS = 10 * 60_000;
const MAX_SLOW_MS = 120_000;

/** `500` | `timeout` | `slow:<ms>` | any status 400–599. */
export function parseFault(text: unknown): Fault | null {
  if (typeof text !== 'string') return null;
  const t = text.trim().toLowerCase();
  if (t === 'timeout') return { kind: 'timeout' };
  const slow = /^slow:(\d{1,6})$/.exec(t);
  if (slow) return { kind: 'slow', ms: Math.min(Number(slow[1]), MAX_SLOW_MS) };
  if (/^[45]\d\d$/.test(t)) return { kind: 'status', status: Number(t) };
  return null;
}

interface Rule {
  match: string;
  fault: string;
  /** Requests left to spoil; null = until cleared. */
  remaining: number | null;
}

/** Faults armed through the admin endpoint (for browsers that cannot add headers), and requests held by them. */
export class FaultRules {
  private rules: Rule[] = [];
  private held = new Set<() => void>();

  add(rule: Rule): void {
    this.rules.push(rule);
  }
  list(): Rule[] {
    return this.rules.map((r) => ({ ...r }));
  }
  clear(): void {
    this.rules = [];
  }
  /** The fault of the first rule whose `match` occurs in the path, spending one use. */
  take(path: string): string | null {
    const rule = this.rules.find((r) => path.includes(r.match));
    if (!rule) return null;
    if (rule.remaining != null && --rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return rule.fault;
  }
  /** Waits `ms`, or less if the sandbox closes meanwhile, so shutdown never waits on a hung request. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.held.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.held.add(done);
    });
  }
  releaseAll(): void {
    for (const done of [...this.held]) done();
  }
}

function statusBody(status: number): Record<string, unknown> {
  if (status === 401) return { message: messages.unauthorized };
  if (status === 422) return { errors: { Fault: [messages.faultStatus(status)] }, message: messages.faultStatus(status) };
  return { message: status >= 500 ? messages.faultServer : messages.faultStatus(status) };
}

/** onRequest hook for the /api/my scope; installed only when faults are enabled. */
export function faultHook(rules: FaultRules) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const spec = (req.headers[FAULT_HEADER] as string | undefined) ?? rules.take(req.url.split('?')[0]);
    if (spec === undefined || spec === null) return;
    const fault = parseFault(spec);
    if (!fault) return reply.code(400).send({ message: messages.faultInvalid });
    if (fault.kind === 'slow') return rules.wait(fault.ms);
    if (fault.kind === 'timeout') {
      await rules.wait(HANG_MS);
      return reply.code(504).send({ message: messages.faultTimeout });
    }
    if (fault.status === 429) reply.header('retry-after', '30');
    return reply.code(fault.status).send(statusBody(fault.status));
  };
}

/** POST/GET/DELETE /api/sandbox/fault: arm, inspect and clear path-matched faults. */
export function registerFaultAdmin(app: FastifyInstance, rules: FaultRules): void {
  app.get('/api/sandbox/fault', async () => ({ rules: rules.list() }));
  app.delete('/api/sandbox/fault', async () => {
    rules.clear();
    return { rules: [] };
  });
  app.post('/api/sandbox/fault', async (req, reply) => {
    const body = (req.body ?? {}) as { match?: unknown; fault?: unknown; times?: unknown };
    const times = body.times === undefined ? null : Number(body.times);
    if (typeof body.match !== 'string' || !body.match || !parseFault(body.fault) || (times !== null && !(Number.isInteger(times) && times > 0)))
      return reply.code(422).send({ errors: { Fault: [messages.faultInvalid] }, message: messages.faultInvalid });
    rules.add({ match: body.match, fault: String(body.fault), remaining: times });
    return reply.code(201).send({ rules: rules.list() });
  });
}
