import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BucketMirror } from './store-bucket';

// Before the static handler looks in the local folder: a versioned file (and the precompressed
// copies the client could take) fetched from the bucket on first request. One the bucket lacks
// falls through to the 404 (`no-store`).

const safeDecode = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

export function readThrough(mirror: BucketMirror) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const path = req.url.split('?')[0]!;
    if (!path.startsWith('/remotes/')) return;
    const rel = safeDecode(path.slice(1));
    if (!rel || /\.map$/i.test(rel)) return;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const wanted = [rel, ...(/\bbr\b/.test(accepts) ? [`${rel}.br`] : []), ...(/\bgzip\b/.test(accepts) ? [`${rel}.gz`] : [])];
    await Promise.all(wanted.map((key) => mirror.fetch(key)));
  };
}
