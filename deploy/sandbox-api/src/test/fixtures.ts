// Resources the sandbox tests keep needing as a starting point, ordered the way a customer would.
import type { Client } from './harness';

/** The smallest valid orders; a test overrides only the fields it is about. */
/** The provider's create body of a server (placed in its project's data centre; one public IPv4). */
export const serverOrder = {
  name: 'web-1',
  password: 'Str0ng!Pass',
  vmImageId: 1,
  storageClassTypeId: 1,
  isPredefined: true,
  productBundleId: 103,
  usedPublicIpV4: true,
  usedPublicIpV6: false,
};
/** The provider's create bodies of a disk (of a chosen size) and a network (address and prefix); both land in the project's data centre. */
export const diskOrder = { name: 'data-1', isPredefined: false, volumeSize: 50 };
export const networkOrder = { name: 'backend', network: '10.20.0.0', prefix: 24 };

/**
 * Create calls bound to a signed-in client and project (read at call time, so the per-test context
 * of `signedInProject` can be passed). Each answers the new id; the next request settles it.
 */
/** Creates under `vm/{pid}/<area>/create` and answers the id of the row of that name in `<area>/list`. */
async function createdByName(ctx: { api: Client; pid: number }, area: 'volume' | 'network', body: Record<string, unknown>): Promise<number> {
  const res = await ctx.api.post(`vm/${ctx.pid}/${area}/create`, body);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const rows = (await ctx.api.get(`vm/${ctx.pid}/${area}/list`)).json() as Array<{ id: number; name: string }>;
  return rows.find((r) => r.name === body.name)!.id;
}

export const fixtures = (ctx: { api: Client; pid: number }) => ({
  // host/create answers no id (the provider declares none): the new server is found by its name in the list.
  server: async (order: Record<string, unknown> = {}) => {
    const body = { ...serverOrder, ...order };
    const res = await ctx.api.post(`vm/${ctx.pid}/host/create`, body);
    if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    const rows = (await ctx.api.get(`vm/${ctx.pid}/host/list`)).json() as Array<{ id: number; name: string }>;
    return rows.find((r) => r.name === body.name)!.id;
  },
  // volume/create and network/create answer no id either: the new row is found by its name in the list.
  disk: (order: Record<string, unknown> = {}) => createdByName(ctx, 'volume', { ...diskOrder, ...order }),
  network: (order: Record<string, unknown> = {}) => createdByName(ctx, 'network', { ...networkOrder, ...order }),
});

/** The provider's login answer of a seeded owner (every right in its customer), as a matcher: a test names only what differs. */
export const ownerLoginAnswer = (over: Record<string, unknown> = {}) => ({
  twoFactor: false,
  accessToken: expect.stringMatching(/^[0-9a-f]{64}$/),
  userId: expect.any(Number),
  userTitle: 'کاربر نمونه',
  isSuperUser: true,
  isFinancialManager: true,
  isAccountManager: true,
  profileCompleted: true,
  captchaRequired: false,
  roles: [],
  ...over,
});
