// Mixed load: several customers at once, each reading its lists and writing (SSH keys, payments)
// through the gateway, 50 connections in all, with the provider's calls through the contracts.
// Loopback only.
import autocannon from 'autocannon';
import { PAYMENT_PROVIDERS } from '../../shared/contracts/src/index';
import { assertLoopback } from './gateway.mjs';
import { newPublicKey } from './ssh-key.mjs';
import { api, cannonRequest, signIn, type Credentials } from './wire';

async function customer(baseUrl: string, who: Credentials) {
  const { call, token } = await signIn(baseUrl, who);
  const projectId = (await call(api.project.list)).body?.[0]?.id;
  if (projectId == null) throw new Error(`${who.email} has no project`);
  return { headers: { authorization: `Bearer ${token}` }, projectId };
}

/** One customer's share of the connections: four reads to two writes, in turn. */
function requestsOf({ headers, projectId }: { headers: Record<string, string>; projectId: number }) {
  let n = 0;
  const bank = Number(Object.keys(PAYMENT_PROVIDERS)[0]);
  const key = cannonRequest(api.sshKey.create, { params: { projectId }, body: { name: '', publicKey: '' } }, headers);
  return [
    cannonRequest(api.vm.hostList, { params: { projectId } }, headers),
    cannonRequest(api.storage.hostList, { params: { projectId } }, headers),
    cannonRequest(api.billing.walletBalance, {}, headers),
    cannonRequest(api.sshKey.list, { params: { projectId } }, headers),
    {
      ...key,
      setupRequest: (request: object) => ({ ...request, body: JSON.stringify({ name: `load-${Date.now()}-${n++}`, publicKey: newPublicKey('load') }) }),
    },
    cannonRequest(api.billing.paymentCreate, { body: { amount: 2_000_000, paymentProviderId: bank } }, headers),
  ];
}

export async function measureMixedLoad(
  baseUrl: string,
  { credentials, rss, seconds = 30, connections = 50 }: { credentials: Credentials[]; rss: () => number | null; seconds?: number; connections?: number },
) {
  assertLoopback(baseUrl);
  const customers = await Promise.all(credentials.map((who) => customer(baseUrl, who)));
  const share = Math.floor(connections / customers.length);
  const rssBeforeMB = rss();
  const runs = await Promise.all(
    customers.map((c, i) =>
      autocannon({
        url: baseUrl,
        connections: i === 0 ? connections - share * (customers.length - 1) : share,
        duration: seconds,
        timeout: 10,
        requests: requestsOf(c),
      }),
    ),
  );
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  return {
    customers: customers.length,
    connections,
    seconds,
    reqPerSec: Math.round(total / seconds),
    p99Ms: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    rssBeforeMB,
    rssAfterMB: rss(),
  };
}
