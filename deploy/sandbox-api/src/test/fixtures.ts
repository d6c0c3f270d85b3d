// Resources the sandbox tests keep needing as a starting point, ordered the way a customer would.
import type { Client } from './harness';

/** The smallest valid orders; a test overrides only the fields it is about. */
export const serverOrder = { name: 'web-1', password: 'Str0ng!Pass', datacenterId: 1, imageId: 1, isPredefined: true, productBundleId: 103 };
export const diskOrder = { name: 'data-1', datacenterId: 1, size: 50 };
export const networkOrder = { name: 'backend', datacenterId: 1, cidr: '10.20.0.0/24' };

async function created(res: Promise<{ statusCode: number; body: string; json(): { id: number } }>): Promise<number> {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`create failed: ${r.statusCode} ${r.body}`);
  return r.json().id;
}

/**
 * Create calls bound to a signed-in client and project (read at call time, so the per-test context
 * of `signedInProject` can be passed). Each answers the new id; the next request settles it.
 */
export const fixtures = (ctx: { api: Client; pid: number }) => ({
  server: (order: object = {}) => created(ctx.api.post(`vm/${ctx.pid}/host/create`, { ...serverOrder, ...order })),
  disk: (order: object = {}) => created(ctx.api.post(`vm/${ctx.pid}/volume/create`, { ...diskOrder, ...order })),
  network: (order: object = {}) => created(ctx.api.post(`vm/${ctx.pid}/network/create`, { ...networkOrder, ...order })),
});
