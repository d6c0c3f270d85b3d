// 7. Mixed load: several customers at once, each reading its lists and writing (SSH keys,
// payments) through the gateway, 50 connections in all. Loopback only.
import autocannon from 'autocannon';
import { assertLoopback } from './gateway.mjs';
import { newPublicKey } from './ssh-key.mjs';

const publicKey = () => newPublicKey('load');

async function customer(baseUrl, { email, password }) {
  const login = await fetch(`${baseUrl}/api/my/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { accessToken } = await login.json();
  if (!accessToken) throw new Error(`login of ${email} failed: HTTP ${login.status}`);
  const headers = { authorization: `Bearer ${accessToken}` };
  const [project] = await (await fetch(`${baseUrl}/api/my/project/list`, { headers })).json();
  return { headers, projectId: project.id };
}

/** One customer's share of the connections: four reads to one write, in turn. */
function requestsOf({ headers, projectId }) {
  const json = { ...headers, 'content-type': 'application/json' };
  let n = 0;
  return [
    { method: 'GET', path: `/api/my/vm/${projectId}/host/list`, headers },
    { method: 'GET', path: `/api/my/storage/${projectId}/host/list`, headers },
    { method: 'GET', path: '/api/my/financial/wallet/get-balance', headers },
    { method: 'GET', path: `/api/my/vm/${projectId}/key/list`, headers },
    {
      method: 'POST',
      path: `/api/my/vm/${projectId}/key/create`,
      headers: json,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `load-${Date.now()}-${n++}`, publicKey: publicKey() }) }),
    },
    { method: 'POST', path: '/api/my/financial/payment/create', headers: json, body: JSON.stringify({ amount: 2_000_000, providerId: 'sep' }) },
  ];
}

export async function measureMixedLoad(baseUrl, { credentials, rss, seconds = 30, connections = 50 }) {
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
