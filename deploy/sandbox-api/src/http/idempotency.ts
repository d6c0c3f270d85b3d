import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { messages } from '../messages';
import { HttpError, refused } from './errors';
import { selectOne } from '../db/query';

/** How long a key answers with its first result: a day covers every retry a client makes. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII, as the IETF draft and the payment APIs that use the header allow. */
const KEY = /^[\x21-\x7e]{1,255}$/;

interface Stored {
  fingerprint: string;
  status: number;
  body: string;
}

// Requests with one key that arrive while the first is still running wait for its answer
// instead of running a second time (a double click, a client retry after a timeout).
const inFlight = new Map<string, Promise<unknown>>();

function fingerprint(req: FastifyRequest): string {
  // Uploads arrive as the raw multipart bytes; everything else as parsed JSON.
  const body = Buffer.isBuffer(req.body) ? req.body : JSON.stringify(req.body ?? null);
  return createHash('sha256').update(`${req.method} ${req.url}\n`).update(body).digest('hex');
}

/**
 * A POST carrying `Idempotency-Key` runs once per customer and key: the same key with the same
 * request answers the first 2xx again (header `Idempotent-Replayed: true`) without a second
 * resource or charge; the same key with another request is refused. Failures are not kept, so a
 * request refused for its input can be corrected and sent again.
 */
export async function idempotent(
  deps: { db: Db; clock: Clock },
  req: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  run: () => Promise<unknown>,
): Promise<unknown> {
  const header = req.headers[IDEMPOTENCY_HEADER];
  if (req.method !== 'POST' || header === undefined) return run();
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw new HttpError(400, { message: messages.idempotencyKeyInvalid, errorMessage: messages.idempotencyKeyInvalid });
  const print = fingerprint(req);
  const slot = `${customerId}\n${key}`;

  const running = inFlight.get(slot);
  if (running) await running.catch(() => undefined);

  const now = deps.clock.ms();
  deps.db.prepare('DELETE FROM idempotency_keys WHERE customer_id = ? AND created_at <= ?').run(customerId, now - IDEMPOTENCY_TTL_MS);
  const stored = selectOne<Stored>(deps.db, 'SELECT fingerprint, status, body FROM idempotency_keys WHERE customer_id = ? AND key = ?', customerId, key);
  if (stored) {
    if (stored.fingerprint !== print) throw refused(messages.idempotencyKeyReused);
    reply.code(stored.status).header('idempotent-replayed', 'true');
    return JSON.parse(stored.body);
  }

  const first = run();
  inFlight.set(slot, first);
  try {
    const result = await first;
    if (!reply.sent && reply.statusCode >= 200 && reply.statusCode < 300) {
      deps.db
        .prepare('INSERT OR IGNORE INTO idempotency_keys (customer_id, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(customerId, key, print, reply.statusCode, JSON.stringify(result ?? null), now);
    }
    return result;
  } finally {
    inFlight.delete(slot);
  }
}
