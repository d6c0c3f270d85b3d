import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this, the headers of a compressed answer cost more than they save. */
export const MIN_COMPRESSED_BYTES = 1024;

// Brotli at a quality that takes a few milliseconds for a 200 KB page or a 400 KB zone answer.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/** The encoding the client accepts that we prefer, brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    // `br;q=0` is a refusal.
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
}

const compressible = (type: unknown) => /^(application\/(json|problem\+json|xml)|text\/)/i.test(String(type ?? ''));

/**
 * onSend hook for /api answers: the sandbox's JSON and an upstream provider's uncompressed answers
 * go out compressed when the client accepts it (a 2,000-record zone: 409 KB plain, ~29 KB gzip).
 * Files, already-encoded answers and small ones go out as they are.
 */
export async function compressApiAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!req.url.startsWith('/api/') || req.method === 'HEAD') return payload;
  reply.header('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding || reply.hasHeader('content-encoding') || !compressible(reply.getHeader('content-type'))) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_COMPRESSED_BYTES) return payload;
    const compressed = compressSync(body, encoding);
    reply.header('Content-Encoding', encoding).header('Content-Length', compressed.length);
    return compressed;
  }
  if (payload instanceof Readable) {
    const length = Number(reply.getHeader('content-length') ?? Number.POSITIVE_INFINITY);
    if (length < MIN_COMPRESSED_BYTES) return payload;
    reply.removeHeader('content-length');
    reply.header('Content-Encoding', encoding);
    return payload.pipe(encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP));
  }
  return payload;
}
